#!/bin/sh
# gen-golden.sh - remakes t/opaque/*.out with mlir-opt-22 (never dlti):
# each NAME.out is `mlir-opt-22 NAME.mlir`.  llvm-debug.mlir itself was
# printed by mlir-opt-22 (see its header), so that its distinct[N] are
# numbered as mlir-opt-22 numbers them.  A first line `// FLAGS: ...`
# gives mlir-opt-22 those flags (--allow-unregistered-dialect: dlti reads
# a dialect it does not know as opaque without being asked).
cd "$(dirname "$0")" || exit 1
for f in *.mlir; do
    flags=$(sed -n '1s|^// FLAGS: ||p' "$f")
    # shellcheck disable=SC2086
    mlir-opt-22 $flags "$f" >"${f%.mlir}.out" || exit 1
done
