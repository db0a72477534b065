// RUN: split
// A module's sym_name or sym_visibility in its `attributes` dictionary is
// set over the one the custom form gave (`@a`), as MLIR's
// Operation::create sets inherent attributes after the properties.
module @a attributes {sym_name = "c"} {
  %0 = "test.data_layout_query"() : () -> i8
}

// -----
module @a attributes {sym_visibility = "nested", sym_name = "c"} {
  %0 = "test.data_layout_query"() : () -> i16
}

// -----
module attributes {sym_name = "n"} {
  %0 = "test.data_layout_query"() : () -> i32
}

// -----
// Where the module's body is printed as it is read.
module @a attributes {sym_name = "c"} {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> i8
    return
  }
}

// -----
module @a attributes {sym_visibility = "nested", sym_name = "c"} {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> i8
    return
  }
}
