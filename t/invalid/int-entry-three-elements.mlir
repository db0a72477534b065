// integer entry with 3 elements
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64, 128]> : vector<3xi64>>} {
}
