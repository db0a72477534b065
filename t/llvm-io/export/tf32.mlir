module attributes {dlti.dl_spec = #dlti.dl_spec<tf32 = dense<32> : vector<2xi64>>} {
}
