// RUN: split
// An error expected on the next line (@+1) is consumed: nothing on stderr,
// exit 0; the failing chunk prints nothing, the other one its module.
// expected-error@+1 {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "bad"> } {}

// -----

module attributes { dlti.dl_spec = #dlti.dl_spec<index = 32> } {
  func.func @f() {
    "test.data_layout_query"() : () -> index
    return
  }
}
