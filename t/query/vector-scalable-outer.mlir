// vector<[2]x4xi32>: any scalable dim makes the vector scalable
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<[2]x4xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}
