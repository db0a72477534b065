// tf32 without entries: 19 bits, abi = pref = P2C(byte size)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> tf32
    "func.return"() : () -> ()
  }) : () -> ()
}
