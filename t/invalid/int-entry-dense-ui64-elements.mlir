// integer entry with ui64 elements (must be signless i64)
module attributes {dlti.dl_spec = #dlti.dl_spec<i16 = dense<[16, 32]> : vector<2xui64>>} {
}
