// integer and float entries are independent classes
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>, f32 = dense<16> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    %1 = "test.data_layout_query"() : () -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}
