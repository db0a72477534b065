// RUN: split
// An expected diagnostic nothing produced is reported at its comment, the
// message underlined; a chunk without error still prints its module.
module attributes { dlti.dl_spec = #dlti.dl_spec<index = 32> } {
  // expected-error@+1 {{no such error}}
  func.func @f() {
    "test.data_layout_query"() : () -> index
    return
  }
}

// -----

	// expected-remark@+1 {{tab before the comment}}
module {}
