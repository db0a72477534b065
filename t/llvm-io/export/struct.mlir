module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[32, 64]> : vector<2xi64>>} {
}
