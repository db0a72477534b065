// f8E3M4 without entries: 8 bits, abi = pref = P2C(byte size)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f8E3M4
    "func.return"() : () -> ()
  }) : () -> ()
}
