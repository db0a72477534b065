// integer entry given as an array attribute
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = [64, 64]>} {
}
