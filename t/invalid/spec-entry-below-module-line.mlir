// a spec written over several lines: its second entry is wrong (preferred
// below abi); MLIR reports it at the module
module attributes {dlti.dl_spec = #dlti.dl_spec<
  i64 = dense<64> : vector<2xi64>,
  i32 = dense<[32, 16]> : vector<2xi64>,
  f32 = dense<32> : vector<1xi64>>} {
}
