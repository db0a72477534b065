// a key repeated across the two entry spellings
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<1xi64>, #dlti.dl_entry<i32, dense<64> : vector<1xi64>>>} {
}
