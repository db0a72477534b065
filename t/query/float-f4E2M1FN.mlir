// f4E2M1FN without entries: 4 bits, abi = pref = P2C(byte size)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f4E2M1FN
    "func.return"() : () -> ()
  }) : () -> ()
}
