// type classes are checked before identifiers (index error reported first)
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "middle", index = "x">} {
}
