// a #dlti.map on a module is not a data layout spec
module attributes {dlti.map = #dlti.map<i32 = dense<64> : vector<1xi64>, "dlti.endianness" = "big">} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
