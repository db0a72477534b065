// integers i0..i8 without entries: size cdiv(N,8), abi = pref = P2C(size)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i0
    %1 = "test.data_layout_query"() : () -> i1
    %2 = "test.data_layout_query"() : () -> i2
    %3 = "test.data_layout_query"() : () -> i7
    %4 = "test.data_layout_query"() : () -> i8
    "func.return"() : () -> ()
  }) : () -> ()
}
