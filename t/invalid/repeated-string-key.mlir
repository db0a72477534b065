// the same identifier key twice
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big", "dlti.endianness" = "big">} {
}
