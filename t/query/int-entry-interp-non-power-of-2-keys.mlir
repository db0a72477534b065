// integer entries keyed by non-power-of-two widths i24/i48
module attributes {dlti.dl_spec = #dlti.dl_spec<i24 = dense<[24, 48]> : vector<2xi64>, i48 = dense<[48, 96]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i17
    %1 = "test.data_layout_query"() : () -> i24
    %2 = "test.data_layout_query"() : () -> i25
    %3 = "test.data_layout_query"() : () -> i48
    %4 = "test.data_layout_query"() : () -> i49
    "func.return"() : () -> ()
  }) : () -> ()
}
