#!/bin/sh
# t0200-invalid.sh - `dlti query` rejects what MLIR 22 rejects, with the
# same first error.
#
# For each t/invalid/NAME.mlir (sorted), NAME.err is the exact stderr of
#   mlir-opt-22 --test-data-layout-query --mlir-print-op-on-diagnostic=false NAME.mlir
# run from inside t/invalid (see t/gen-golden.sh; never produced by dlti).
#
# This script runs `$DLTI query NAME.mlir` from inside $SRCDIR/t/invalid and
# requires
#   - an exit status from 1 to 125 (an error, not a crash or a signal), and
#   - the reference's first error line (`NAME.mlir:LINE:COL: error: MESSAGE`)
#     to appear verbatim as a whole line of dlti's stderr.
# Notes and later errors are not compared.  A case whose first line is
# `// RUN: split` would be run with --split-input-file (none is, today).
#
# One TAP line per case.
#
# t0500 and t0610 run this script over t/deviations-invalid and
# t/invalid-plugins (CASES=...).
#
# Environment: DLTI (the dlti program), SRCDIR (source tree root), BUILDDIR.

: "${SRCDIR:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${BUILDDIR:=$(pwd)}"
: "${DLTI:=$BUILDDIR/tools/dlti}"
LC_ALL=C
export LC_ALL

. "$SRCDIR/t/cases.sh"
cases_setup t0200-invalid "${CASES:-invalid}"

cases_list

i=0
failed=0
while read -r f; do
    i=$((i + 1))
    name=${f%.mlir}
    expected=
    if [ -f "$name.err" ]; then
        expected=$(sed -n '/: error: /{p;q;}' "$name.err")
    fi
    if [ -z "$expected" ]; then
        echo "not ok $i - $name"
        echo "# no error line in golden file t/invalid/$name.err (run t/gen-golden.sh)"
        failed=$((failed + 1))
        continue
    fi
    case_query "$f"
    problem=
    if [ "$rc" -eq 0 ]; then
        problem="dlti accepted the file (exit status 0)"
    elif [ "$rc" -gt 125 ]; then
        problem="dlti crashed or was killed (exit status $rc)"
    elif ! grep -F -x -q -e "$expected" "$tmp/stderr"; then
        problem="first reference error not found in dlti's stderr"
    fi
    if [ -z "$problem" ]; then
        echo "ok $i - $name"
        continue
    fi
    echo "not ok $i - $name"
    failed=$((failed + 1))
    echo "# $problem"
    echo "# expected: $expected"
    echo "# dlti stderr:"
    head -n 5 "$tmp/stderr" | sed 's/^/#   /'
done <"$tmp/list"

# Failures are the not-ok lines above; a non-zero exit would only add an
# ERROR result for the whole script.
exit 0
