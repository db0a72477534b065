// i64 without entries: ABI alignment is 4 (N >= 64 rule), preferred 8
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}
