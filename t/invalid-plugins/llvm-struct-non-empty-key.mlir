// struct entry keyed by a non-empty struct
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<(i32)> = dense<32> : vector<1xi64>>} {
}
