module attributes {dlti.dl_spec = #dlti.dl_spec<"foo" = 3 : i64>} {
}
