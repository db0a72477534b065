#!/bin/sh
# gen.sh - remakes the reference data of t/t1280-debug-names.sh from the
# reference tools only: the modules mlir-translate-22 --import-llvm makes
# of clang-22's IR for x86_64, with debug info (structs.mlir and
# classes.mlir, from -g) and
# without (nodebug.mlir), and pahole's view of the object clang-22 -g
# makes of structs.c and classes.cpp (*.pahole).  Paths in the debug info are
# relative (-fdebug-prefix-map).  sh t/debuginfo/gen.sh [OUTDIR].
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$here"
map="-fdebug-prefix-map=$here=."
clang-22 --target=x86_64-linux-gnu -g "$map" -S -emit-llvm -o "$tmp/structs.ll" structs.c
mlir-translate-22 --import-llvm "$tmp/structs.ll" -o "$out/structs.mlir"
clang-22 --target=x86_64-linux-gnu -S -emit-llvm -o "$tmp/nodebug.ll" nodebug.c
mlir-translate-22 --import-llvm "$tmp/nodebug.ll" -o "$out/nodebug.mlir"
clang-22 --target=x86_64-linux-gnu -g "$map" -c -o "$tmp/structs.o" structs.c
pahole --suppress_force_paddings "$tmp/structs.o" > "$out/structs.pahole"
clang-22 --target=x86_64-linux-gnu -g "$map" -S -emit-llvm -o "$tmp/classes.ll" classes.cpp
mlir-translate-22 --import-llvm "$tmp/classes.ll" -o "$out/classes.mlir"
clang-22 --target=x86_64-linux-gnu -g "$map" -c -o "$tmp/classes.o" classes.cpp
pahole --suppress_force_paddings "$tmp/classes.o" > "$out/classes.pahole"
