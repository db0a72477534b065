// dlti.dl_spec must be a #dlti.dl_spec
module attributes {dlti.dl_spec = 1 : i32} {
}
