// !test.test_type does not support data layout
module attributes {dlti.dl_spec = #dlti.dl_spec<!test.test_type = dense<64> : vector<1xi64>>} {
}
