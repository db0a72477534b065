#!/bin/sh
# gen.sh - remakes t/clang-random: random.c (gen.py) and, from the
# reference tools only (clang-22, mlir-translate-22, mlir-opt-22, opt-22),
# the same files per target as t/clang-layout has for structs.c (see
# t/clang-layout/gen.sh's header): sh t/clang-random/gen.sh [TARGET...]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
python3 "$here/gen.py" "$here/random.c"
SRC="$here/random.c" OUTDIR="$here" sh "$here/../clang-layout/gen.sh" "$@"
