// vector<3xi32>: inner dim rounded to a power of two -> 16 bytes
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<3xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}
