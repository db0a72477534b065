// entry values not multiples of 8 are floored: [12, 20] -> 1, 2
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[12, 20]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    %1 = "test.data_layout_query"() : () -> i8
    "func.return"() : () -> ()
  }) : () -> ()
}
