// !llvm.ptr entry with pref < abi
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 32]> : vector<3xi64>>} {
}
