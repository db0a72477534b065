module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>, "dlti.stack_alignment" = 128 : i64, !llvm.ptr = dense<64> : vector<4xi64>, "dlti.endianness" = "little">} {
}
