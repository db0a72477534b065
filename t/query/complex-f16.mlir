// complex<f16>: padding between parts only, abi/pref of the element
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<f16>
    "func.return"() : () -> ()
  }) : () -> ()
}
