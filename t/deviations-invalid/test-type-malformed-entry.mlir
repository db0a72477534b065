// DEVIATION from MLIR 22 (segfault): the value of a
// !test.test_type_with_layout entry must be a ["kind", integer] pair; MLIR
// only asserts it (release builds crash or read garbage, e.g. on `5`,
// `["size"]` or `["size", "x"]`).  dlti refuses any value that is not a
// two-element array of a string and an integer.
module attributes {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<10> = 5>} {
}
