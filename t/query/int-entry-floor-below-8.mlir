// an entry value below 8 bits gives alignment 0
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<7> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
