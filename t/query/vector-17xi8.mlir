// vector<17xi8>: rounded to 32 elements
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<17xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}
