// every func of the top-level module is annotated
module attributes {dlti.dl_spec = #dlti.dl_spec<i16 = dense<32> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i16
    %1 = "test.data_layout_query"() : () -> f32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    %2 = "test.data_layout_query"() : () -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}
