#!/bin/sh
# gen-golden.sh - regenerate the golden outputs of the .mlir test corpus
# from the REFERENCE implementation, mlir-opt 22.
#
#   Needs mlir-opt-22 (Debian/Ubuntu package mlir-22-tools; LLVM 22).
#   NEVER run it with dlti (or anything else) as $MLIR_OPT: the goldens
#   must come from the reference, or the tests check nothing.  The script
#   refuses a program whose --version does not say LLVM version 22.
#
# usage: t/gen-golden.sh [FILE.mlir...]
#   With no arguments, regenerates every case of t/query, t/query-plugins,
#   t/invalid and t/invalid-plugins.  With arguments, only those files
#   (each must lie in one of these directories).
#   $MLIR_OPT overrides the reference program (default: mlir-opt-22).
#
# What is produced (each command runs from inside the case's directory, so
# that file names in diagnostics are bare NAME.mlir):
#   t/query*/NAME.out    stdout of  mlir-opt-22 --test-data-layout-query [--split-input-file] NAME.mlir
#   t/invalid*/NAME.err  stderr of  mlir-opt-22 --test-data-layout-query --mlir-print-op-on-diagnostic=false [--split-input-file] NAME.mlir
# --split-input-file is passed when the first line of NAME.mlir is
# `// RUN: split`.
#
# Checks: a valid case must exit 0; an invalid case must exit 1 (rejected,
# not crashed) and print an `error:` line.  Violations are reported, the
# golden file is still written, and the script exits 1 at the end.
# Tested with mlir-opt 22.1.8 (mlir-22-tools), assertions disabled.

: "${MLIR_OPT:=mlir-opt-22}"
LC_ALL=C
export LC_ALL

here=$(cd "$(dirname "$0")" && pwd)

if ! "$MLIR_OPT" --version 2>/dev/null | grep -q 'LLVM version 22\.'; then
    echo "gen-golden.sh: '$MLIR_OPT' is not mlir-opt from LLVM 22 (install mlir-22-tools)" >&2
    exit 2
fi

status=0

gen_one() {
    # $1 = directory, $2 = NAME.mlir (inside $1)
    (
        cd "$1" || exit 1
        f=$2
        name=${f%.mlir}
        split=
        if head -n 1 "$f" | grep -q '^// RUN: split'; then
            split=--split-input-file
        fi
        case $(basename "$1") in
            query*)
                rc=0
                "$MLIR_OPT" --test-data-layout-query $split "$f" >"$name.out" 2>"$name.stderr.tmp" </dev/null || rc=$?
                if [ "$rc" -ne 0 ]; then
                    echo "gen-golden.sh: $1/$f: reference exited $rc on a valid case:" >&2
                    head -n 5 "$name.stderr.tmp" >&2
                    rm -f "$name.stderr.tmp"
                    exit 1
                fi
                rm -f "$name.stderr.tmp"
                ;;
            invalid*)
                rc=0
                "$MLIR_OPT" --test-data-layout-query --mlir-print-op-on-diagnostic=false $split "$f" \
                    >/dev/null 2>"$name.err" </dev/null || rc=$?
                if [ "$rc" -ne 1 ] || ! grep -q ': error: ' "$name.err"; then
                    echo "gen-golden.sh: $1/$f: reference exited $rc (want 1 with an error line):" >&2
                    head -n 5 "$name.err" >&2
                    exit 1
                fi
                ;;
            *)
                echo "gen-golden.sh: $1/$f: not in a corpus directory" >&2
                exit 1
                ;;
        esac
    )
}

if [ $# -eq 0 ]; then
    for d in query query-plugins invalid invalid-plugins; do
        [ -d "$here/$d" ] || continue
        for f in $(cd "$here/$d" && ls *.mlir 2>/dev/null | sort); do
            gen_one "$here/$d" "$f" || status=1
        done
    done
else
    for arg in "$@"; do
        d=$(cd "$(dirname "$arg")" && pwd) || { status=1; continue; }
        gen_one "$d" "$(basename "$arg")" || status=1
    done
fi

exit $status
