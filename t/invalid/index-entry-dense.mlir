// index entry given as dense elements
module attributes {dlti.dl_spec = #dlti.dl_spec<index = dense<32> : vector<1xi64>>} {
}
