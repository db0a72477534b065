// system spec keys must be strings
module attributes {dlti.target_system_spec = #dlti.target_system_spec<#dlti.dl_entry<i32, #dlti.target_device_spec<"k" = 1>>>} {
}
