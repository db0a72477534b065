// DEVIATION from MLIR 22 (garbage answer): a spec stored on a module under
// another name than dlti.dl_spec is used for queries but never verified,
// so a malformed !test.test_type_with_layout entry reaches the query, where
// MLIR reads a string attribute as an integer.  dlti reports it there.
module attributes {foo.layout = #dlti.dl_spec<!test.test_type_with_layout<10> = ["size"]>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !test.test_type_with_layout<1>
    "func.return"() : () -> ()
  }) : () -> ()
}
