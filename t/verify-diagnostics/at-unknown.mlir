// RUN: split
// @unknown expects a diagnostic without location; one not produced is
// reported twice, at <unknown>:0, after every located one (MLIR checks
// twice and forgets only the located expectations in between).
// expected-error@unknown {{nothing has no location}}
module {}

// -----

// expected-warning@+1 {{not produced either}}
module {}
