// The block inside an op's region is verified before the op after it.
module {
  func.func @f() {
    "test.region"() ({
      "test.br"()[^bb1] : () -> ()
      "test.y"() : () -> ()
    ^bb1:
      "test.z"() : () -> ()
    }) : () -> ()
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    return
  }
}
