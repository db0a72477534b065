// RUN: split
// The generic form of an op that one of MLIR 22's dialects does not
// define: refused by the verifier unless the dialect allows unknown
// operations (llvm, nvvm, rocdl, shape, spirv and test do; the others
// here do not).  The op's dialect attributes are verified first.
func.func @f() {
  "func.erturn"() : () -> ()
}

// -----
func.func @f() {
  "arith.unknown_op"() : () -> ()
  return
}

// -----
module {
  "builtin.unknown_op"() : () -> ()
}

// -----
func.func @f() {
  "test.unknown_op"() : () -> ()
  "llvm.unknown_op"() : () -> ()
  "spirv.unknown_op"() : () -> ()
  "shape.unknown_op"() : () -> ()
  %0 = "gpu.unknown_op"() : () -> i32
  return
}

// -----
func.func @f() {
  "memref.unknown_op"() {dlti.dl_spec = 1} : () -> ()
  return
}

// -----
// An op MLIR 22 defines but no plugin models is read as written.
func.func @f(%a: i32, %b: i32) {
  %0 = "arith.addi"(%a, %b) : (i32, i32) -> i32
  %1 = "func.unknown_op"(%0) : (i32) -> i32
  return
}
