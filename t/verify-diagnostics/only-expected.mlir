// RUN: split only-expected
// --verify-diagnostics=only-expected drops the diagnostics no comment
// expects; an expected one not produced is still reported.
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "bad"> } {}

// -----

// expected-error@+1 {{expected one}}
module {}
