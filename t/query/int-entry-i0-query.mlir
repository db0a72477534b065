// querying i0 with an i8 entry uses the i8 entry (smallest >= 0); size stays 0
module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<[16, 32]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i0
    "func.return"() : () -> ()
  }) : () -> ()
}
