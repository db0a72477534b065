// integer entry with a 2x2 container (4 elements)
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[[8, 16], [32, 64]]> : tensor<2x2xi64>>} {
}
