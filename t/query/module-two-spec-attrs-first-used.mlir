// two data layout attributes on a module: MLIR 22 emits 'expects at most one data layout attribute' but still succeeds (exit 0); the first attribute in name order is used
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>, foo.layout = #dlti.dl_spec<i32 = dense<128> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
