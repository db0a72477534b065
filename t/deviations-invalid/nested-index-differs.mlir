// DEVIATION from MLIR 22 (segfault).  Nested index entries must be equal.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64>} {
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
