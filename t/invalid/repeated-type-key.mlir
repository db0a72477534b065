// the same type key twice
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<1xi64>, i32 = dense<64> : vector<1xi64>>} {
}
