// integers i9..i16 without entries: 2 bytes, align 2
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i9
    %1 = "test.data_layout_query"() : () -> i12
    %2 = "test.data_layout_query"() : () -> i15
    %3 = "test.data_layout_query"() : () -> i16
    "func.return"() : () -> ()
  }) : () -> ()
}
