func.func @f() {
  "test.data_layout_query"()[^bb1] : () -> ()
^bb1:
  return
}
