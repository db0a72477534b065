// vector<2xindex> uses the index size (8 bytes by default)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<2xindex>
    "func.return"() : () -> ()
  }) : () -> ()
}
