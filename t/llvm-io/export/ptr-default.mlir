module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<7> = dense<[128, 128, 128, 32]> : vector<4xi64>, "dlti.endianness" = "little">} {
}
