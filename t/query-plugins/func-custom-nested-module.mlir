// custom func syntax with a module nested in the body
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} {
  func.func @f() {
    builtin.module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>>} {
      func.func @g() {
        %0 = "test.data_layout_query"() : () -> i32
        return
      }
    }
    return
  }
}
