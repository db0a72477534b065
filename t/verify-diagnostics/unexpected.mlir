// RUN: split
// A diagnostic no comment expects is reported as an error at its location;
// a comment on another line does not expect it.
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "bad"> } {}

// -----

// expected-error@+2 {{unknown data layout entry name}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.unknown_id" = 1> } {}
