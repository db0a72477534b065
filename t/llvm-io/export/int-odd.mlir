module attributes {dlti.dl_spec = #dlti.dl_spec<i24 = dense<32> : vector<2xi64>, i7 = dense<8> : vector<2xi64>>} {
}
