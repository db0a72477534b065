// endianness is case-sensitive
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "Big">} {
}
