// the integer class (first) fails before the float class
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 32]> : vector<2xi64>, f32 = "x">} {
}
