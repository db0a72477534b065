// integer entries are ignored for complex<i64> (abi 4, pref 8)
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<128> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<i64>
    "func.return"() : () -> ()
  }) : () -> ()
}
