// dlti.endiannes (typo) is unknown
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endiannes" = "big">} {
}
