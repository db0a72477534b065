module attributes {dlti.dl_spec = #dlti.dl_spec<ui64 = dense<[64, 128]> : vector<2xi64>>} {
}
