// DEVIATION from MLIR 22, which segfaults when nested scopes both carry an
// index entry.  dlti accepts equal values: index is 32 bits inside.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %0 = "test.data_layout_query"() : () -> index
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
