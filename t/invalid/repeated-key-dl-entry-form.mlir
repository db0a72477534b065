// a repeated key in dl_entry form
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>, #dlti.dl_entry<index, 64>>} {
}
