module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[64, 64]> : vector<2xi64>>} {
}
