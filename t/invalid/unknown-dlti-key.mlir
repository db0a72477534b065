// unknown dlti.* identifier key
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.foo" = 1>} {
}
