// a dlti.dl_spec on a func is not semantically verified (pref < abi accepted) and ignored
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 32]> : vector<2xi64>, "dlti.endianness" = "middle">} : () -> ()
}
