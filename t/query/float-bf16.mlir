// bf16 without entries: 16 bits, abi = pref = P2C(byte size)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> bf16
    "func.return"() : () -> ()
  }) : () -> ()
}
