// a dl_entry with only a key
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i32>>} {
}
