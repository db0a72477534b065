module attributes {dlti.dl_spec = #dlti.dl_spec<"test.foo" = 3 : i64>} {
}
