// an entry keyed by a type without layout support
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.x86_amx = dense<64> : vector<1xi64>>} {
}
