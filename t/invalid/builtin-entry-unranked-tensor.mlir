// entries keyed by tensor<*xf32> are rejected
module attributes {dlti.dl_spec = #dlti.dl_spec<tensor<*xf32> = dense<[32, 64]> : vector<2xi64>>} {
}
