// integer bitwidth limit
module attributes {dlti.dl_spec = #dlti.dl_spec<i16777216 = dense<32> : vector<1xi64>>} {
}
