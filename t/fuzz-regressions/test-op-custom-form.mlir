// RUN: split
// fuzz_reuse finding: test.data_layout_query written in custom form was
// read as written, and the query pass then took its missing result type
// (UBSan: an offset applied to a null pointer; dlti said "API misuse").
// MLIR 22 refuses it: the op has no custom assembly form.  So does
// test.op_with_data_layout.
module {
  func.func @f(%arg0: i32) -> i32 {
    %0 =test.data_layout_query "test.data_layout_query"() : () -> i32
    return %arg0 : i32
  }
}

// -----
module {
  test.op_with_data_layout {
  }
}

// -----
module {
  func.func @g() {
    %0 = "test.data_layout_query"() : () -> i32
    return
  }
}
