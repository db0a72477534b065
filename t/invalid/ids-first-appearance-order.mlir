// identifiers are checked in order: the first bad one is reported
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.bar" = 1, "dlti.endianness" = "x">} {
}
