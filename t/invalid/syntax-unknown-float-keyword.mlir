// f33 is not a type
module attributes {dlti.dl_spec = #dlti.dl_spec<f33 = dense<32> : vector<1xi64>>} {
}
