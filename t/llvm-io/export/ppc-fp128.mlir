module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ppc_fp128 = dense<128> : vector<2xi64>>} {
}
