// type classes are checked in first-appearance order
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = "x", i32 = dense<[64, 32]> : vector<2xi64>>} {
}
