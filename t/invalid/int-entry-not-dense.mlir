// integer entry must be a dense i64 elements attribute (plain integer given)
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 32>} {
}
