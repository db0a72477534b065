// index without entries: 64 bits, size 8, abi 4 (i64 default), pref 8, index 64
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}
