#!/bin/sh
# t0100-query-golden.sh - `dlti query` against the golden outputs of MLIR 22.
#
# For each t/query/NAME.mlir (sorted), NAME.out is the exact stdout of
#   mlir-opt-22 --test-data-layout-query [--split-input-file] NAME.mlir
# run from inside t/query (see t/gen-golden.sh; the goldens come from the
# reference, never from dlti).  A case whose first line is `// RUN: split`
# is run with --split-input-file.
#
# This script runs `$DLTI query [--split-input-file] NAME.mlir` from inside
# $SRCDIR/t/query (so file names in the output match) and compares ONLY the
# query-op lines: from both outputs it keeps the lines containing
# "test.data_layout_query" and the `// -----` chunk separators, strips
# everything before the first "test.data_layout_query" on each line (value
# names may differ), and requires the results to be identical.  The whole
# output is compared with NAME.out by t0300-roundtrip.sh (t/query cases).
# dlti must also exit with status 0 (the reference accepts every file here).
#
# One TAP line per case: `ok N - NAME` / `not ok N - NAME`, with a short
# diff as `#` comments on failure.
#
# t0510 and t0600 run this script over t/deviations-query and
# t/query-plugins (CASES=...).
#
# Environment: DLTI (the dlti program), SRCDIR (source tree root), BUILDDIR.

: "${SRCDIR:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${BUILDDIR:=$(pwd)}"
: "${DLTI:=$BUILDDIR/tools/dlti}"
LC_ALL=C
export LC_ALL

. "$SRCDIR/t/cases.sh"
cases_setup t0100-query-golden "${CASES:-query}"

cases_list

i=0
failed=0
while read -r f; do
    i=$((i + 1))
    name=${f%.mlir}
    case_query "$f"
    if [ ! -f "$name.out" ]; then
        echo "not ok $i - $name"
        echo "# missing golden file t/query/$name.out (run t/gen-golden.sh)"
        failed=$((failed + 1))
        continue
    fi
    query_lines "$name.out" >"$tmp/expected"
    query_lines "$tmp/stdout" >"$tmp/got"
    if [ "$rc" -eq 0 ] && cmp -s "$tmp/expected" "$tmp/got"; then
        echo "ok $i - $name"
        continue
    fi
    echo "not ok $i - $name"
    failed=$((failed + 1))
    if [ "$rc" -ne 0 ]; then
        echo "# dlti query${split:+ $split} $f exited with status $rc; stderr:"
        head -n 5 "$tmp/stderr" | sed 's/^/#   /'
    fi
    if ! cmp -s "$tmp/expected" "$tmp/got"; then
        echo "# query lines differ (--- reference, +++ dlti):"
        diff -u "$tmp/expected" "$tmp/got" | sed -n '3,14p' | sed 's/^/#   /'
    fi
done <"$tmp/list"

# Failures are the not-ok lines above; a non-zero exit would only add an
# ERROR result for the whole script.
exit 0
