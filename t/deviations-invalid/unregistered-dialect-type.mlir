// DEVIATION from MLIR 22, which refuses to parse a type of an unregistered
// dialect.  dlti keeps it opaque, and a layout query on it says why it fails.
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !foo.bar<1>
    "func.return"() : () -> ()
  }) : () -> ()
}
