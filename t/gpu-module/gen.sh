#!/bin/sh
# gen.sh - regenerate the goldens of t/gpu-module from mlir-opt 22 (never
# from dlti; see t/gen-golden.sh):
#   NAME.out  stdout of  mlir-opt-22 --test-data-layout-query NAME.mlir
#             (valid cases; for those without query ops this is also the
#             plain `mlir-opt-22 NAME.mlir` printing, checked below)
#   NAME.err  stderr of  mlir-opt-22 --test-data-layout-query
#             --mlir-print-op-on-diagnostic=false NAME.mlir  (invalid cases:
#             those with a NAME.err already, or named in INVALID below)
# crash-*.mlir: mlir-opt-22 crashes on them; the check is that it still
# does (exit status above 128).  Their NAME.expect (dlti's own answer) and
# the NAME.expect notes of combine-* are written by hand.
# Run from anywhere: sh t/gpu-module/gen.sh
: "${MLIR_OPT:=mlir-opt-22}"
LC_ALL=C
export LC_ALL
cd "$(dirname "$0")" || exit 2
if ! "$MLIR_OPT" --version 2>/dev/null | grep -q 'LLVM version 22\.'; then
    echo "gen.sh: '$MLIR_OPT' is not mlir-opt from LLVM 22" >&2
    exit 2
fi
VALID="forms scope-spec unreached no-outer-spec"
status=0
for f in *.mlir; do
    name=${f%.mlir}
    case " $VALID " in
    *" $name "*)
        "$MLIR_OPT" --test-data-layout-query "$f" >"$name.out" || status=1
        if ! grep -q test.data_layout_query "$f"; then
            "$MLIR_OPT" "$f" | cmp -s - "$name.out" ||
                { echo "gen.sh: $f: plain printing differs" >&2; status=1; }
        fi
        continue ;;
    esac
    case $name in
    crash-*)
        rc=0
        "$MLIR_OPT" "$f" >/dev/null 2>&1 || rc=$?
        if [ "$rc" -le 128 ]; then
            echo "gen.sh: $f: mlir-opt-22 no longer crashes (exit $rc)" >&2
            status=1
        fi
        continue ;;
    esac
    rc=0
    "$MLIR_OPT" --test-data-layout-query --mlir-print-op-on-diagnostic=false \
        "$f" >/dev/null 2>"$name.err" || rc=$?
    if [ "$rc" -ne 1 ]; then
        echo "gen.sh: $f: expected exit status 1, got $rc" >&2
        status=1
    fi
done
exit $status
