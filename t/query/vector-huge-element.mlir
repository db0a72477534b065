// vector<2xi16777215>: huge element type
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<2xi16777215>
    "func.return"() : () -> ()
  }) : () -> ()
}
