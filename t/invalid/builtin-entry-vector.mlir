// entries keyed by vector<4xi32> are rejected
module attributes {dlti.dl_spec = #dlti.dl_spec<vector<4xi32> = dense<[32, 64]> : vector<2xi64>>} {
}
