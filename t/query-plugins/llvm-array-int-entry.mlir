// integer entries change array element alignment
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 128]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.array<3 x i32>
    "func.return"() : () -> ()
  }) : () -> ()
}
