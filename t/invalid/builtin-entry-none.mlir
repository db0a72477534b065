// entries keyed by none are rejected
module attributes {dlti.dl_spec = #dlti.dl_spec<none = dense<[32, 64]> : vector<2xi64>>} {
}
