// struct containing a vector
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.struct<(i1, vector<3xi32>)>
    "func.return"() : () -> ()
  }) : () -> ()
}
