// entries keyed by tuple<i32> are rejected
module attributes {dlti.dl_spec = #dlti.dl_spec<tuple<i32> = dense<[32, 64]> : vector<2xi64>>} {
}
