#!/bin/sh
# t0510-deviations-query.sh - inputs on which MLIR 22 crashes and dlti gives
# a defined answer.  NAME.out holds the answer dlti must print (our choice,
# not the reference's output); each case's header says how and why.
CASES=deviations-query
export CASES
exec sh "$(dirname "$0")/t0100-query-golden.sh"
