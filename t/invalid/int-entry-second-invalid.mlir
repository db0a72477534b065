// the second integer entry is checked too
module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<1xi64>, i16 = dense<[32, 16]> : vector<2xi64>>} {
}
