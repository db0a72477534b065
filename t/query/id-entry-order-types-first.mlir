// spec listing type entries before identifier entries
module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<1xi64>, "dlti.mangling_mode" = "o", f64 = dense<64> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
