#!/bin/sh
# t0620-gpu-module.sh - gpu.module (plugins/gpu): its custom forms, its
# spec as a data layout scope's, and what MLIR 22 refuses or crashes on.
# Cases in t/gpu-module (goldens from mlir-opt-22: t/gpu-module/gen.sh):
#   NAME.out     `dlti query NAME.mlir` prints exactly mlir-opt-22's
#                --test-data-layout-query output (printing and answers)
#   NAME.err     `dlti query` fails (exit 1) and its stderr begins with
#                mlir-opt-22's (without MLIR's "Available dialects" note,
#                which dlti replaces with the plugin path)
#   NAME.expect  lines dlti must print besides (hand-written: dlti's
#                note naming what does not combine; for crash-* cases,
#                where MLIR 22 segfaults, dlti's whole answer)
# Runs from inside t/gpu-module so that diagnostics name bare files.

. "$SRCDIR/t/lib.sh"

dir=$SRCDIR/t/gpu-module
case $DLTI in /*) ;; *) DLTI=$(pwd)/$DLTI ;; esac

# has_lines FILE EXPECTED DESC: every line of EXPECTED is a line of FILE.
has_lines() {
    missing=
    while IFS= read -r line; do
        grep -qxF -- "$line" "$1" || missing="$missing$line
"
    done <"$2"
    if [ -z "$missing" ]; then
        pass "$3"
    else
        fail "$3"
        diag "missing lines:" "$missing" "stderr:"
        diag_file "$1"
    fi
}

for f in $(cd "$dir" && ls *.mlir | sort); do
    name=${f%.mlir}
    (cd "$dir" && "$DLTI" query "$f") >"$OUT" 2>"$ERR"
    RC=$?
    if [ -f "$dir/$name.out" ]; then
        is_rc 0 "$name: accepted"
        is_file "$OUT" "$dir/$name.out" "$name: printed as mlir-opt-22 does"
        continue
    fi
    is_rc 1 "$name: refused"
    if [ -f "$dir/$name.err" ]; then
        grep -v ': note: Available dialects: ' "$dir/$name.err" >"$T/exp"
        head -n "$(wc -l <"$T/exp")" "$ERR" >"$T/got"
        is_file "$T/got" "$T/exp" "$name: mlir-opt-22's diagnostics"
    fi
    if [ -f "$dir/$name.expect" ]; then
        has_lines "$ERR" "$dir/$name.expect" "$name: dlti's own lines"
    fi
    if [ ! -f "$dir/$name.err" ] && [ ! -f "$dir/$name.expect" ]; then
        fail "$name: has a golden"
    fi
done

done_testing
