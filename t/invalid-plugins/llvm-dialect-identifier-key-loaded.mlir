// llvm.* key once the llvm dialect is loaded
module attributes {dlti.dl_spec = #dlti.dl_spec<"llvm.foo" = 1, !llvm.ptr = dense<[64, 64, 64]> : vector<3xi64>>} {
}
