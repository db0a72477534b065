// an entry keyed by i1 applies only to i1 when an i8 entry exists
module attributes {dlti.dl_spec = #dlti.dl_spec<i1 = dense<8> : vector<1xi64>, i8 = dense<16> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i1
    %1 = "test.data_layout_query"() : () -> i2
    %2 = "test.data_layout_query"() : () -> i8
    "func.return"() : () -> ()
  }) : () -> ()
}
