// complex<i17>: inner pref P2C(bytes), default int abi
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<i17>
    "func.return"() : () -> ()
  }) : () -> ()
}
