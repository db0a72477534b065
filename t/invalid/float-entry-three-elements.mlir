// float entry with 3 elements
module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<[64, 64, 64]> : vector<3xi64>>} {
}
