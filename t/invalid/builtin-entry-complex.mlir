// entries keyed by complex<f32> are rejected
module attributes {dlti.dl_spec = #dlti.dl_spec<complex<f32> = dense<[32, 64]> : vector<2xi64>>} {
}
