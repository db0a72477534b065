// !llvm.ptr entry with 2 elements
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64]> : vector<2xi64>>} {
}
