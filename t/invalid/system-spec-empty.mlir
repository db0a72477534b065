// a target system spec needs at least one entry
module attributes {dlti.target_system_spec = #dlti.target_system_spec<>} {
}
