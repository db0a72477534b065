// integer entry with 0 elements
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<> : tensor<0xi64>>} {
}
