#!/bin/sh
# gen-golden.sh - remakes t/opaque/*.out with mlir-opt-22 (never dlti):
# each NAME.out is `mlir-opt-22 NAME.mlir`.  llvm-debug.mlir itself was
# printed by mlir-opt-22 (see its header), so that its distinct[N] are
# numbered as mlir-opt-22 numbers them.
cd "$(dirname "$0")" || exit 1
for f in *.mlir; do
    mlir-opt-22 "$f" >"${f%.mlir}.out" || exit 1
done
