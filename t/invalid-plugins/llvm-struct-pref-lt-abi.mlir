// struct entry with pref < abi
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[64, 32]> : vector<2xi64>>} {
}
