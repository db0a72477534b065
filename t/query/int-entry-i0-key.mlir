// an entry keyed by i0 is the largest key and applies to all integers
module attributes {dlti.dl_spec = #dlti.dl_spec<i0 = dense<[8, 16]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i0
    %1 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
