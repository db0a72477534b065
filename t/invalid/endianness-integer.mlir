// endianness must be a string
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = 1>} {
}
