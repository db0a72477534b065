// vector<2xindex> key rejected
module attributes {dlti.dl_spec = #dlti.dl_spec<vector<2xindex> = dense<64> : vector<1xi64>>} {
}
