// fuzz finding F4: the printed form of return-not-last-print.mlir.
module {
  func.return
  %0 = "foo.op"() : () -> i32
}
