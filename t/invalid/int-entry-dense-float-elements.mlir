// integer entry with f64 elements
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32.0, 64.0]> : vector<2xf64>>} {
}
