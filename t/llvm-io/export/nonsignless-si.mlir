module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<2xi64>, si16 = dense<16> : vector<2xi64>>} {
}
