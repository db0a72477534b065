#!/bin/sh
# t0500-deviations-invalid.sh - inputs on which MLIR 22 crashes or gives a
# wrong answer, and dlti reports an error instead.  The expected first error
# line (NAME.err) is dlti's own, chosen on purpose; each case's header says
# how and why it differs from the reference.
CASES=deviations-invalid
export CASES
exec sh "$(dirname "$0")/t0200-invalid.sh"
