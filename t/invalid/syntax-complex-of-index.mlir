// index is not a valid complex element type
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<index>
    "func.return"() : () -> ()
  }) : () -> ()
}
