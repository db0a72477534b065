// builtin dialect keys are rejected
module attributes {dlti.dl_spec = #dlti.dl_spec<"builtin.foo" = 1>} {
}
