// endianness must be big or little
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "middle">} {
}
