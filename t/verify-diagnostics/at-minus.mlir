// RUN: split
// @-N counts back from the comment's line; @+N may be large.
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "bad"> } {}
// expected-error@-1 {{data layout entry is expected to be either}}

// -----

// expected-error@+3 {{unknown data layout entry name: dlti.unknown_id}}


module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.unknown_id" = 1> } {}
