// f6E2M3FN without entries: 6 bits, abi = pref = P2C(byte size)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f6E2M3FN
    "func.return"() : () -> ()
  }) : () -> ()
}
