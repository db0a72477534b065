// abi -8 is 2^64-8 as uint64, larger than pref 8
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[-8, 8]> : vector<2xi64>>} {
}
