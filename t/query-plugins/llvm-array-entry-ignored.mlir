// entries keyed by an !llvm.array type are accepted and ignored
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.array<2 x i32> = dense<[128, 256]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.array<2 x i32>
    "func.return"() : () -> ()
  }) : () -> ()
}
