// dl_entry key must be a type or a quoted string
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<1, 2>>} {
}
