// entries keyed by tensor<4xi32> are rejected
module attributes {dlti.dl_spec = #dlti.dl_spec<tensor<4xi32> = dense<[32, 64]> : vector<2xi64>>} {
}
