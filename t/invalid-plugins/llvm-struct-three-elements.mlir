// struct entry with 3 elements
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[8, 16, 32]> : vector<3xi64>>} {
}
