// a file without explicit module (implicit top-level module, no spec)
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    %1 = "test.data_layout_query"() : () -> f64
    "func.return"() : () -> ()
  }) : () -> ()
