// !llvm.ptr entry with i32 elements
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[64, 64, 64]> : vector<3xi32>>} {
}
