// f80 without entries: 80 bits, abi = pref = P2C(byte size)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f80
    "func.return"() : () -> ()
  }) : () -> ()
}
