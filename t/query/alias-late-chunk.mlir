// RUN: split
// Chunks are printed each on its own: a chunk without an aliasable type
// or attribute (its alias pass skipped by dlti) before and after one with
// a map and a 17-element tuple.
module {
  func.func @plain() {
    %0 = "test.data_layout_query"() : () -> i32
    return
  }
}

// -----

module {
  func.func @q() {
    %0 = "test.data_layout_query"() : () -> i8
    return
  }
  func.func private @late(memref<4x8xf32, affine_map<(i, j) -> (j, i)>>, tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>)
}

// -----

module {
  func.func @plain() {
    %0 = "test.data_layout_query"() : () -> i64
    return
  }
  func.func private @t(tuple<i1, i2>)
}
