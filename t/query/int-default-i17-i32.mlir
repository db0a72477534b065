// integers i17..i32 without entries: i17/i24 are 3 bytes but aligned to 4
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i17
    %1 = "test.data_layout_query"() : () -> i24
    %2 = "test.data_layout_query"() : () -> i31
    %3 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
