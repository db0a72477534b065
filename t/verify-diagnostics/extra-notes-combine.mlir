// Under --verify-diagnostics the diagnostics are MLIR 22's alone: the note
// dlti adds naming the values that do not combine is left out.  (An
// @below comment skips the expected-* comments after it.)
module attributes { dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 33> } {
  // expected-error@below {{data layout does not combine with layouts of enclosing ops}}
  // expected-note@above {{enclosing op with data layout}}
  module attributes { dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 32> } {}
}
