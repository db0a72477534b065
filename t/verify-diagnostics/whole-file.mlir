// Without --split-input-file: one module, its error expected.
module {
  // expected-error@+1 {{unknown data layout entry name: dlti.x}}
  module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.x" = 1> } {}
}
