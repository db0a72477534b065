// A scope op that answers the ABI alignment itself (t/plugins-explain,
// xscope.scope: twice the layout's answer), with an index entry of its own
// (t/t1220-explain.sh).  No MLIR 22 dialect has such an op: dlti only.
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>>} {
  "xscope.scope"() ({
  }) {sym_name = "s", dlti.dl_spec = #dlti.dl_spec<index = 32>} : () -> ()
}
