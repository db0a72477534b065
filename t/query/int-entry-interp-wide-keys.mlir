// integer entries keyed by i128 and i256
module attributes {dlti.dl_spec = #dlti.dl_spec<i128 = dense<128> : vector<1xi64>, i256 = dense<[256, 512]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i64
    %1 = "test.data_layout_query"() : () -> i128
    %2 = "test.data_layout_query"() : () -> i200
    %3 = "test.data_layout_query"() : () -> i300
    "func.return"() : () -> ()
  }) : () -> ()
}
