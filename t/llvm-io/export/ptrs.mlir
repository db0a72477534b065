module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[32, 64, 64, 16]> : vector<4xi64>, !llvm.ptr<1> = dense<[64, 64, 128]> : vector<3xi64>, !llvm.ptr<3> = dense<32> : vector<4xi64>>} {
}
