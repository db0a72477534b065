// a non-entry attribute inside a dl_spec
module attributes {dlti.dl_spec = #dlti.dl_spec<1 : i32>} {
}
