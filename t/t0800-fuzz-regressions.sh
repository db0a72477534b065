#!/bin/sh
# t0800-fuzz-regressions.sh - inputs found by the fuzz targets (fuzz/, see
# doc/fuzzing.md) do not crash `dlti query`.
#
# For each t/fuzz-regressions/NAME.mlir (sorted), run from inside that
# directory
#   $DLTI query NAME.mlir
# and require
#   - an exit status below 126 (0, or an error: not a crash, a sanitizer
#     abort or a signal), and
#   - when NAME.err exists: an exit status from 1 to 125, and each line of
#     NAME.err to appear verbatim as a whole line of dlti's stderr.
# A case whose first line is `// RUN: split` is run with --split-input-file.
# The comment at the top of each case says what was found.
#
# One TAP line per case.  DLTI_PLUGIN_PATH is the one the harness sets (the
# build's plugins), so the plugin code paths are exercised too.
#
# Environment: DLTI (the dlti program), SRCDIR (source tree root), BUILDDIR.

: "${SRCDIR:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${BUILDDIR:=$(pwd)}"
: "${DLTI:=$BUILDDIR/tools/dlti}"
LC_ALL=C
export LC_ALL

. "$SRCDIR/t/cases.sh"
cases_setup t0800-fuzz-regressions "fuzz-regressions"

cases_list

i=0
while read -r f; do
    i=$((i + 1))
    name=${f%.mlir}
    case_query "$f"
    problem=
    if [ "$rc" -gt 125 ]; then
        problem="dlti crashed or was killed (exit status $rc)"
    elif grep -q -e '^==[0-9]*==ERROR' -e 'runtime error:' "$tmp/stderr"; then
        problem="sanitizer report (exit status $rc)"
    elif [ -f "$name.err" ]; then
        if [ "$rc" -eq 0 ]; then
            problem="dlti accepted the file (exit status 0), $name.err expects an error"
        else
            while IFS= read -r line; do
                [ -n "$line" ] || continue
                if ! grep -F -x -q -e "$line" "$tmp/stderr"; then
                    problem="line of $name.err not in stderr: $line"
                    break
                fi
            done <"$name.err"
        fi
    fi
    if [ -z "$problem" ]; then
        echo "ok $i - $name (exit $rc)"
        continue
    fi
    echo "not ok $i - $name"
    echo "# $problem"
    echo "# dlti stderr:"
    head -n 10 "$tmp/stderr" | sed 's/^/#   /'
done <"$tmp/list"

# Failures are the not-ok lines above.
exit 0
