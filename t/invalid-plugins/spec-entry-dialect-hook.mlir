// the llvm dialect's hook refuses the second of its class's two entries
module attributes {dlti.dl_spec = #dlti.dl_spec<
  !llvm.ptr = dense<64> : vector<4xi64>,
  !llvm.ptr<1> = dense<[32, 32]> : vector<2xi64>>} {
}
