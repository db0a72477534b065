// bad endianness in dl_entry form
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "mixed">>} {
}
