// !llvm.ptr entry not dense
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = 64>} {
}
