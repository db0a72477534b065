#!/bin/sh
# gen-verify-golden.sh - regenerate the goldens of t/t0450-verify-diagnostics.sh
# from the REFERENCE implementation, mlir-opt 22 (never from dlti).
#
# usage: t/gen-verify-golden.sh
#   $MLIR_OPT overrides the reference program (default: mlir-opt-22); it
#   must say LLVM version 22.
#
# For each hand-written case t/verify-diagnostics/NAME.mlir, run from that
# directory:
#   mlir-opt-22 --test-data-layout-query --verify-diagnostics[=only-expected]
#               [--split-input-file] NAME.mlir
# with --split-input-file when its first line is `// RUN: split...` and
# =only-expected when that line names `only-expected`; its stdout, stderr
# and exit status go to NAME.out, NAME.err and NAME.rc.
#
# For each upstream file t/upstream/DIR/NAME.mlir, run from t/upstream:
#   mlir-opt-22 --test-data-layout-query --split-input-file
#               --verify-diagnostics DIR/NAME.mlir
# into t/verify-diagnostics/upstream/DIR/NAME.{out,err,rc}.
# Tested with mlir-opt 22.1.8 (mlir-22-tools).

: "${MLIR_OPT:=mlir-opt-22}"
LC_ALL=C
export LC_ALL

here=$(cd "$(dirname "$0")" && pwd)

if ! "$MLIR_OPT" --version 2>/dev/null | grep -q 'LLVM version 22\.'; then
    echo "gen-verify-golden.sh: '$MLIR_OPT' is not mlir-opt from LLVM 22" >&2
    exit 2
fi

cd "$here/verify-diagnostics" || exit 1
for f in *.mlir; do
    name=${f%.mlir}
    split= mode=
    first=$(head -n 1 "$f")
    case $first in "// RUN: split"*) split=--split-input-file ;; esac
    case $first in "// RUN:"*only-expected*) mode==only-expected ;; esac
    rc=0
    "$MLIR_OPT" --test-data-layout-query --verify-diagnostics$mode $split \
        "$f" >"$name.out" 2>"$name.err" </dev/null || rc=$?
    echo "$rc" >"$name.rc"
done

cd "$here/upstream" || exit 1
find . -name '*.mlir' | sed 's|^\./||' | sort | while read -r f; do
    g="$here/verify-diagnostics/upstream/${f%.mlir}"
    mkdir -p "$(dirname "$g")"
    rc=0
    "$MLIR_OPT" --test-data-layout-query --split-input-file \
        --verify-diagnostics "$f" >"$g.out" 2>"$g.err" </dev/null || rc=$?
    echo "$rc" >"$g.rc"
done
