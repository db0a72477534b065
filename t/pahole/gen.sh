#!/bin/sh
# gen.sh - remakes the reference data of t/t1270-fields-pahole.sh from the
# reference tools only: structs.o by clang-22 -g for x86_64, pahole's view
# of it (structs.pahole) and the module mlir-translate-22 --import-llvm
# makes of clang's IR (structs.mlir: its !llvm.struct types and its
# llvm.data_layout).  sh t/pahole/gen.sh [OUTDIR] (default: here).
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
clang-22 -target x86_64-linux-gnu -g -c "$here/structs.c" -o "$tmp/structs.o"
pahole --suppress_force_paddings "$tmp/structs.o" > "$out/structs.pahole"
clang-22 -target x86_64-linux-gnu -S -emit-llvm -o "$tmp/structs.ll" \
    "$here/structs.c"
mlir-translate-22 --import-llvm "$tmp/structs.ll" -o "$out/structs.mlir"
