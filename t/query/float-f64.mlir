// f64 without entries: 64 bits, abi = pref = P2C(byte size)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f64
    "func.return"() : () -> ()
  }) : () -> ()
}
