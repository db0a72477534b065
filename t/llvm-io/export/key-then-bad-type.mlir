module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big", ui32 = dense<32> : vector<2xi64>, "dlti.mangling_mode" = "e">} {
}
