// dlti.target_device_spec is not a valid op attribute
module attributes {dlti.target_device_spec = #dlti.target_device_spec<"a" = 1>} {
}
