// no_inline is a unit attribute: another value in the custom form's
// dictionary is dropped as MLIR's setInherentAttr drops it.
module {
  func.func @f() attributes {no_inline = 1 : i32} {
    return
  }
}
