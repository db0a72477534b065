// A module's spec is verified where `dlti.dl_spec` comes among its sorted
// attributes, before a later unsupported `dlti.*` attribute.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "middle">, dlti.foo = 1} {
}
