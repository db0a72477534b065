#!/bin/sh
# gen.sh - the goldens of t/scope from the REFERENCE, mlir-opt 22:
#   NAME.out = mlir-opt-22 --pass-pipeline=PIPELINE NAME.mlir
# where PIPELINE runs test-data-layout-query on the func.func ops of the
# top-level module, of modules nested in it up to two levels deep and of
# its gpu.module ops (the plain --test-data-layout-query visits only those
# of the top-level module).  Never run it with dlti as $MLIR_OPT.
: "${MLIR_OPT:=mlir-opt-22}"
LC_ALL=C
export LC_ALL
cd "$(dirname "$0")" || exit 1
if ! "$MLIR_OPT" --version 2>/dev/null | grep -q 'LLVM version 22\.'; then
    echo "gen.sh: '$MLIR_OPT' is not mlir-opt from LLVM 22" >&2
    exit 2
fi
q=test-data-layout-query
pipeline="builtin.module(func.func($q),gpu.module(func.func($q)),builtin.module(func.func($q),builtin.module(func.func($q))))"
status=0
for f in *.mlir; do
    "$MLIR_OPT" --allow-unregistered-dialect --pass-pipeline="$pipeline" \
        "$f" >"${f%.mlir}.out" || status=1
done
exit $status
