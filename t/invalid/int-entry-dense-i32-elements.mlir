// integer entry with i32 elements instead of i64
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi32>>} {
}
