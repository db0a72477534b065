// a trailing comma in a dl_spec
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big",>} {
}
