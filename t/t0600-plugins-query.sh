#!/bin/sh
# t0600-plugins-query.sh - the golden cases that need the func, test, llvm
# and ptr plugins (t/query-plugins; goldens from mlir-opt-22), compared as
# t0100 compares the builtin ones.  The plugins come from DLTI_PLUGIN_PATH.
CASES=query-plugins
export CASES
exec sh "$(dirname "$0")/t0100-query-golden.sh"
