// integers i33..i63 without entries: align 8 (P2C of byte size)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i33
    %1 = "test.data_layout_query"() : () -> i40
    %2 = "test.data_layout_query"() : () -> i48
    %3 = "test.data_layout_query"() : () -> i56
    %4 = "test.data_layout_query"() : () -> i63
    "func.return"() : () -> ()
  }) : () -> ()
}
