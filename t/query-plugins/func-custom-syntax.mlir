// func.func in custom syntax with args and results
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>>} {
  func.func @f(%arg0: i32) -> i32 {
    %0 = "test.data_layout_query"() : () -> i32
    return %arg0 : i32
  }
  func.func private @decl()
}
