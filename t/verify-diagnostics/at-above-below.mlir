// RUN: split
// @above: the last line that is not an expected-* comment; @below: the
// next one.
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "bad"> } {}
// expected-error@above {{'dlti.endianness' data layout entry}}

// -----

// expected-error @below {{unknown data layout entry name: dlti.foo}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.foo" = 1> } {}
