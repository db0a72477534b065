module attributes {dlti.dl_spec = #dlti.dl_spec<bf16 = dense<16> : vector<2xi64>>} {
}
