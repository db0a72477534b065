// RUN: split
// The right message with the wrong severity: reported at the comment.
// expected-warning@+1 {{data layout entry is expected to be either}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "bad"> } {}

// -----

module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "bad"> } {} // expected-note {{is expected to be}}
