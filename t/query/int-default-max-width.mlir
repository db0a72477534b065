// the widest integer type i16777215 without entries
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i16777215
    "func.return"() : () -> ()
  }) : () -> ()
}
