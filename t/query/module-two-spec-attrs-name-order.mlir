// two data layout attributes: 'a.layout' sorts before 'dlti.dl_spec' and is the one used (error printed, exit 0)
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>, a.layout = #dlti.dl_spec<i32 = dense<128> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
