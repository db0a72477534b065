// DEVIATION from MLIR 22 (segfault).  An ABI alignment of 0 never combines.
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<0> : vector<1xi64>>} {
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
