// a bare type key in a device spec
module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<i32 = 1>>} {
}
