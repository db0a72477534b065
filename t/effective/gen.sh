#!/bin/sh
# gen.sh - the goldens of t/effective from the REFERENCE, mlir-opt 22:
#   target-ARCH.out = mlir-opt-22 --llvm-target-to-data-layout
#                     --test-data-layout-query target-ARCH.mlir
# (the layout mlir-opt-22 gives the module's #llvm.target triple, queried).
# layout-*.txt and diff-*.txt are dlti's own text views, reviewed by eye:
# this script does not touch them.  Never run it with dlti as $MLIR_OPT.
: "${MLIR_OPT:=mlir-opt-22}"
LC_ALL=C
export LC_ALL
cd "$(dirname "$0")" || exit 1
if ! "$MLIR_OPT" --version 2>/dev/null | grep -q 'LLVM version 22\.'; then
    echo "gen.sh: '$MLIR_OPT' is not mlir-opt from LLVM 22" >&2
    exit 2
fi
status=0
for f in target-*.mlir; do
    "$MLIR_OPT" --llvm-target-to-data-layout --test-data-layout-query \
        "$f" >"${f%.mlir}.out" || status=1
done
exit $status
