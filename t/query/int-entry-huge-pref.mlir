// a huge (negative as i64) preferred value: uint64 comparison accepts it
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[8, -1]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
