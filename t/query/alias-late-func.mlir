// The alias pass finds nothing in the first funcs (no aliasable type or
// attribute made yet: dlti skips their visit) and then aliases in the last
// ones: a map and a 17-element tuple, printed first, and the tuple again.
module {
  func.func @plain0() {
    %0 = "test.data_layout_query"() : () -> i32
    %1 = "test.data_layout_query"() : () -> vector<4xf32>
    return
  }
  func.func @plain1() {
    %0 = "test.data_layout_query"() : () -> f64
    return
  }
  func.func private @late(memref<4x8xf32, affine_map<(i, j) -> (j, i)>>)
  func.func private @tup(tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>, memref<2xf32, affine_map<(i) -> (i + 1)>>)
  func.func @after() {
    %0 = "test.data_layout_query"() : () -> i32
    return
  }
  func.func private @tup2(tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>)
}
