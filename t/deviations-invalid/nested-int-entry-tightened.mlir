// DEVIATION from MLIR 22, which segfaults on nested entries of one builtin
// class.  dlti refuses an inner entry that raises the ABI alignment of the
// same key (inner 64 bits does not divide outer 32 bits).
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>} {
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
