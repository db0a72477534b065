// the func dialect (loaded by the func below) does not support identifier entries
module attributes {dlti.dl_spec = #dlti.dl_spec<"func.foo" = 1>} {
  func.func private @f()
}
