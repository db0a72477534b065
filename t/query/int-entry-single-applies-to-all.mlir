// one integer entry i32=[16,64] applies to every integer width (no default rule)
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[16, 64]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i1
    %1 = "test.data_layout_query"() : () -> i8
    %2 = "test.data_layout_query"() : () -> i32
    %3 = "test.data_layout_query"() : () -> i64
    %4 = "test.data_layout_query"() : () -> i128
    "func.return"() : () -> ()
  }) : () -> ()
}
