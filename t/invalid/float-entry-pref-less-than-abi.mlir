// float entry with preferred < abi
module attributes {dlti.dl_spec = #dlti.dl_spec<f80 = dense<[128, 64]> : vector<2xi64>>} {
}
