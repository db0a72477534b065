// a string key without '='
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness">} {
}
