// RUN: split
// Under --verify-diagnostics the diagnostics are MLIR 22's alone: the notes
// dlti adds beyond MLIR ("did you mean", which values do not combine) are
// left out, as mlir-opt leaves out its "see current operation" note.
// Here the "did you mean" note after an unknown key.
// expected-error@+2 {{unknown data layout entry name: dlti.endianess}}
// expected-note@+1 {{did you mean}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianess" = "big"> } {}

