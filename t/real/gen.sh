#!/bin/bash
# Remake the t/real corpus (issue 15) with the reference tools only:
# clang-22, mlir-translate-22, mlir-opt-22 (and perl for add-queries.pl).
#   bash t/real/gen.sh
# Writes import/*.mlir (C files of src/ compiled by clang-22 and imported by
# mlir-translate-22 --import-llvm), lower/*.mlir (mlir-opt-22 lowering stages
# of the programs src/*.mlir), and for every such file F:
#   F.query.mlir   add-queries.pl F (F + func.func @__dlti_queries)
#   F.query.out    mlir-opt-22 --test-data-layout-query F.query.mlir (golden)
#   F.query.err    instead of .out when mlir-opt-22 fails on the query file
#   F.err          when mlir-opt-22 cannot read F itself
# for a few files (PRINTED below) F.print.out, mlir-opt-22
# --test-data-layout-query F (the whole module as it prints it), and
# MANIFEST.  See README.
set -u
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
CLANG=${CLANG:-clang-22}
TRANSLATE=${TRANSLATE:-mlir-translate-22}
OPT=${OPT:-mlir-opt-22}
rm -rf import lower
mkdir -p import lower

# mlir-opt-22's stderr, minus what changes from run to run (addresses, pids).
clean_err() { sed -E 's/0x[0-9a-f]+/0xADDR/g; s/^(bash: )?[0-9]+ Segmentation/Segmentation/' "$1" |
              grep -v '^ *#[0-9]' | head -n 40; }
# run_opt OUT ERR ARGS...: mlir-opt-22 ARGS > OUT; on failure ERR holds the
# cleaned stderr and the exit status, OUT is removed.
run_opt() { local out=$1 err=$2; shift 2
  $OPT "$@" > "$out" 2> "$err.raw"; local rc=$?
  if [ $rc -ne 0 ]; then { clean_err "$err.raw"; echo "exit status $rc"; } > "$err"; rm -f "$out"
  fi; rm -f "$err.raw"; return $rc; }

# --- (1) C imports.  NAME.TARGET.OPT[-g].mlir
IMPORTS="
records x86_64-linux-gnu O0 O0-g O2 O2-g
loops   x86_64-linux-gnu O0-g O2 O2-g
vararg  x86_64-linux-gnu O0 O2-g
records aarch64-linux-gnu O0 O2-g
loops   aarch64-linux-gnu O2-g
vararg  aarch64-linux-gnu O0
records riscv64-linux-gnu O2
loops   riscv64-linux-gnu O2
records armv7-linux-gnueabihf O0
vararg  armv7-linux-gnueabihf O2
records i686-linux-gnu O0
records nvptx64-nvidia-cuda O2
callattrs x86_64-linux-gnu O1 O2 Os
"
# Flags a source needs beyond the common ones.
cflags() { case $1 in callattrs) echo -fexceptions;; esac; }
echo "$IMPORTS" | while read -r name target variants; do
  [ -n "$name" ] || continue
  for v in $variants; do
    opt=${v%-g}; g=; [ "$v" != "$opt" ] && g=-g
    base=import/$name.$target.$v
    # shellcheck disable=SC2046
    $CLANG --target="$target" -S -emit-llvm -"$opt" $g -w -ffreestanding $(cflags "$name") \
      -o "$base.ll" "src/$name.c" || { echo "clang-22 failed: $base" >&2; continue; }
    $TRANSLATE --import-llvm "$base.ll" -o "$base.mlir" 2> /dev/null ||
      { echo "mlir-translate-22 failed: $base" >&2; rm -f "$base.ll"; continue; }
    rm -f "$base.ll"
  done
done

# --- (2) lowering stages.  PROG.NN-STAGE.mlir; stage 00 is the program as
#     mlir-opt-22 prints it; each later stage applies its passes to the
#     previous stage's output.
NVVM_GPU='--pass-pipeline=builtin.module(gpu.module(convert-gpu-to-nvvm))'
ROCDL_GPU='--pass-pipeline=builtin.module(gpu.module(convert-gpu-to-rocdl))'
STAGES="
matmul|loops|--convert-linalg-to-loops
matmul|affine|--lower-affine
matmul|cf|--convert-scf-to-cf
matmul|memref|--finalize-memref-to-llvm --convert-arith-to-llvm
matmul|llvm|--convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
loops|affine|--lower-affine
loops|cf|--convert-scf-to-cf
loops|math|--convert-math-to-llvm --convert-arith-to-llvm
loops|memref|--finalize-memref-to-llvm
loops|llvm|--convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
vector|vscf|--convert-vector-to-scf
vector|cf|--convert-scf-to-cf
vector|vllvm|--convert-vector-to-llvm
vector|llvm|--finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
tensor|bufferize|--one-shot-bufferize=bufferize-function-boundaries
tensor|loops|--convert-linalg-to-loops
tensor|llvm|--expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
gpu|outline|--gpu-kernel-outlining
gpu|nvvm|$NVVM_GPU
gpu|target|--nvvm-attach-target=chip=sm_80
gpu|host|--gpu-to-llvm --reconcile-unrealized-casts
gpumod|scf|--convert-scf-to-cf
gpumod|nvvm|$NVVM_GPU
gpumod|host|--gpu-to-llvm --reconcile-unrealized-casts
gpumod-rocdl|rocdl|$ROCDL_GPU
gpumod-rocdl|target|--rocdl-attach-target=chip=gfx90a
"
for prog in matmul loops vector tensor gpu gpumod gpumod-rocdl; do
  src=src/$prog.mlir; [ "$prog" = gpumod-rocdl ] && src=src/gpumod.mlir
  prev=lower/$prog.00-input.mlir
  run_opt "$prev" "$prev.err" "$src" || { echo "cannot read $src" >&2; continue; }
  n=0
  echo "$STAGES" | grep "^$prog|" | while IFS='|' read -r p stage passes; do
    n=$((n + 1)); out=lower/$prog.$(printf %02d $n)-$stage.mlir
    # shellcheck disable=SC2086
    if ! run_opt "$out" "$out.err" "$prev" $passes; then
      echo "stage failed: $out (see $out.err)" >&2; break
    fi
    prev=$out
  done
done
# Inputs mlir-opt-22 refuses or crashes on: kept with their errors.
for f in src/bad-*.mlir; do
  b=lower/$(basename "$f" .mlir).00-input.mlir
  cp "$f" "$b"
  run_opt /dev/null "$b.err" "$f" > /dev/null 2>&1
done

# --- (3) query companions and goldens.
for f in import/*.mlir lower/*.mlir; do
  case $f in *.query.mlir) continue;; esac
  if [ ! -e "$f.err" ]; then run_opt /dev/null "$f.err" "$f" || true; fi
  perl add-queries.pl "$f" > "${f%.mlir}.query.mlir" || { rm -f "${f%.mlir}.query.mlir"; continue; }
  q=${f%.mlir}.query
  run_opt "$q.out" "$q.err" --test-data-layout-query "$q.mlir" || true
done

# --- (3b) whole-file goldens for a few files: F.print.out, what
#     mlir-opt-22 --test-data-layout-query prints for F itself (no query
#     op: the module as mlir-opt-22 prints it).  t1100 compares dlti
#     query's whole output with them (and, where mlir-opt-22 is
#     installed, with its output for every file).
PRINTED="import/records.x86_64-linux-gnu.O2 import/loops.x86_64-linux-gnu.O0-g
lower/matmul.05-llvm"
for f in $PRINTED; do
  run_opt "$f.print.out" "$f.print.err" --test-data-layout-query "$f.mlir" || true
done

# --- (4) MANIFEST
{
  echo "# file | kind | mlir-opt-22 reads it | query golden | ops (dialect.op, count) | attributes/types (#dialect.name, !dialect.name) | spec"
  for f in import/*.mlir lower/*.mlir; do
    case $f in *.query.mlir) continue;; esac
    case $f in import/*) kind="import (clang-22 ${f#import/} -> mlir-translate-22 --import-llvm)";;
               lower/bad-*) kind="hand-written input mlir-opt-22 refuses";;
               lower/*.00-input.mlir) kind="lowering stage 00 (source as printed by mlir-opt-22)";;
               *) kind="lowering stage";; esac
    reads=yes; [ -e "$f.err" ] && reads="NO ($(grep -m1 -E 'error|Segmentation|exit status' "$f.err" | cut -c1-100))"
    q=${f%.mlir}.query; golden=none
    [ -e "$q.out" ] && golden="$(basename "$q.out") ($(grep -c '"test.data_layout_query"' "$q.out") queries)"
    [ -e "$q.err" ] && golden="$(basename "$q.err") (mlir-opt-22 fails)"
    ops=$(grep -oE '(^|[ =(])"?[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_.]*"?(\(| |$|<)' "$f" |
          grep -oE '[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_.]*' |
          grep -vE '^(dlti|llvm\.(ident|target_triple|data_layout|module_asm|linkage|struct)|gpu\.container_module)$' |
          grep -E '^(llvm|arith|scf|cf|memref|vector|gpu|nvvm|rocdl|linalg|affine|math|tensor|bufferization|func|builtin|test)\.' |
          sort | uniq -c | sort -rn | awk '{printf "%s%s(%s)", sep, $2, $1; sep=" "}')
    attrs=$(grep -oE '[#!][a-z_]+\.[a-z_][a-z0-9_]*' "$f" | sort | uniq -c | sort -rn |
            awk '{printf "%s%s(%s)", sep, $2, $1; sep=" "}')
    spec="in file"; grep -q 'dlti.dl_spec' "$f" || spec="none (x86_64 spec added in the .query.mlir copy)"
    echo "$f | $kind | $reads | $golden | $ops | $attrs | $spec"
  done
} > MANIFEST
echo "import: $(ls import/*.mlir | grep -vc query) files; lower: $(ls lower/*.mlir | grep -vc query) files"
