// dense literal with the wrong number of elements
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[1, 2, 3]> : vector<2xi64>>} {
}
