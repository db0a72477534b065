// dlti.target_system_spec must be a #dlti.target_system_spec
module attributes {dlti.target_system_spec = #dlti.dl_spec<>} {
}
