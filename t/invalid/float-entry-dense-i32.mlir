// float entry with i32 elements
module attributes {dlti.dl_spec = #dlti.dl_spec<f16 = dense<16> : vector<1xi32>>} {
}
