// integer entry with preferred < abi
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 32]> : vector<2xi64>>} {
}
