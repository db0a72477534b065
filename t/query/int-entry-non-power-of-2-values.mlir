// entry alignments need not be powers of two: [24, 40] -> 3, 5
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[24, 40]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
