// The same before a `dlti.target_system_spec` of the wrong kind.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "middle">, dlti.target_system_spec = 1} {
}
