// type keys are not allowed in a device spec
module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<#dlti.dl_entry<i32, 1>>>} {
}
