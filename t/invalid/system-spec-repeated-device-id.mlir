// device IDs in a system spec must be unique
module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"k" = 1>, "CPU" = #dlti.target_device_spec<"k" = 2>>} {
}
