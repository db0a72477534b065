// fuzz finding F1: the queried type `!v9.c----` has no layout (no plugin
// v9): an error, not a crash.
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !v9.c----
    "func.return"() : () -> ()
  }) : () -> ()
}
