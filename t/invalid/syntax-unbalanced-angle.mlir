// unbalanced '<' in a spec
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<1xi64>} {
}
