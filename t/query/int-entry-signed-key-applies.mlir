// an entry keyed by a signed integer type applies to all integers
module attributes {dlti.dl_spec = #dlti.dl_spec<si16 = dense<[32, 64]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i16
    %1 = "test.data_layout_query"() : () -> ui8
    %2 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
