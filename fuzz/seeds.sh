#!/bin/sh
# seeds.sh - makes the seed corpora of the fuzz targets from the tests.
#
#   sh fuzz/seeds.sh SRCDIR OUTDIR
#
# OUTDIR/query: every .mlir file of t/query*, t/invalid*, t/deviations*,
#   t/gpu-module, t/opaque, t/fuzz-regressions, t/skim, t/real/lower and
#   examples/ (and each `// -----` chunk of a split-input file as a seed of
#   its own).
# OUTDIR/reuse: the split-input files whole, and pairs of the others
#   joined by a `// -----` line.
# OUTDIR/type: the result types of the "test.data_layout_query" ops of
#   those files, one per seed, plus the key types of dl_spec entries.
# OUTDIR/dlstring: the data layout strings of t/llvm-dlstring/cases.txt,
#   one per seed (caseNNN).
# OUTDIR/triple: the lines of t/llvm-triple/cases.txt (TRIPLE or
#   TRIPLE<TAB>abi=NAME), one per seed (caseNNN), and the inputs kept in
#   t/fuzz-regressions/triple/ (regNAME).
# Seed names are the file names, so re-running only replaces them.
set -eu
srcdir=${1:?usage: seeds.sh SRCDIR OUTDIR}
out=${2:?usage: seeds.sh SRCDIR OUTDIR}
mkdir -p "$out/query" "$out/type"
LC_ALL=C
export LC_ALL

files=$(ls "$srcdir"/t/query*/*.mlir "$srcdir"/t/invalid*/*.mlir \
    "$srcdir"/t/deviations*/*.mlir "$srcdir"/t/gpu-module/*.mlir \
    "$srcdir"/t/opaque/*.mlir \
    "$srcdir"/examples/*.mlir \
    "$srcdir"/examples/plugin/*.mlir "$srcdir"/t/fuzz-regressions/*.mlir \
    "$srcdir"/t/skim/*.mlir "$srcdir"/t/real/lower/*.mlir \
    2>/dev/null || true)
for f in $files; do
    d=$(basename "$(dirname "$f")")
    base="$d-$(basename "$f" .mlir)"
    cp "$f" "$out/query/$base.mlir"
    if grep -q '^// -----' "$f"; then
        awk -v p="$out/query/$base.chunk" '
            BEGIN { n = 0; f = p n ".mlir" }
            /^\/\/ -----/ { close(f); n++; f = p n ".mlir"; next }
            { print > f }' "$f"
    fi
done

# fuzz_reuse: the split files whole (their chunks are its files), and
# pairs of query seeds joined by a marker, so that one file meets what
# another left.
mkdir -p "$out/reuse"
prev=
for f in $files; do
    d=$(basename "$(dirname "$f")")
    base="$d-$(basename "$f" .mlir)"
    if grep -q '^// -----' "$f"; then
        cp "$f" "$out/reuse/$base.mlir"
    elif [ -n "$prev" ]; then
        { cat "$prev"; printf '\n// -----\n'; cat "$f"; } \
            >"$out/reuse/$base.pair.mlir"
    fi
    prev=$f
done

# Types: what follows `-> ` on query op lines, and the `!dialect.type`/
# builtin type keys before ` = ` in specs (the rough cut is fine: a seed
# need not parse).
tmp=$out/type.list
: >"$tmp"
for f in $files; do
    sed -n 's/.*"test.data_layout_query"().*: () -> \(.*\)$/\1/p' "$f" \
        >>"$tmp"
done
# memref layouts: the types of t/memref/types.txt (t1200).
cat "$srcdir"/t/memref/types.txt >>"$tmp" 2>/dev/null || true
sort -u "$tmp" | awk -v p="$out/type/t" '
    { n++; f = p n; printf "%s", $0 > f; close(f) }'
rm -f "$tmp"

# Debug info (fuzz_debuginfo): the modules imported from clang -g.
mkdir -p "$out/debuginfo"
for f in "$srcdir"/t/debuginfo/*.mlir "$srcdir"/t/real/import/*-g.mlir; do
    [ -f "$f" ] && cp "$f" "$out/debuginfo/$(basename "$f")"
done

# Data layout strings (fuzz_dlstring): each case of
# t/llvm-dlstring/cases.txt ("<empty>" is the empty string; '#' lines are
# comments) as a seed of its own, without the line's newline.
mkdir -p "$out/dlstring"
awk -v p="$out/dlstring/case" '
    /^#/ || /^$/ { next }
    { n++; f = sprintf("%s%03d", p, n)
      if ($0 == "<empty>") printf "" > f; else printf "%s", $0 > f
      close(f) }' "$srcdir/t/llvm-dlstring/cases.txt"

# Strings for LLVM's rules (fuzz_llvm_rules): the layout strings of
# t/llvm-dl/cases.txt (random ones and 23 targets'), each a seed.
mkdir -p "$out/llvm_rules"
awk -v p="$out/llvm_rules/case" '
    /^L/ { n++; f = sprintf("%s%03d", p, n); printf "%s", substr($0, 3) > f
           close(f) }' "$srcdir/t/llvm-dl/cases.txt"

# Target triples (fuzz_triple): each case of t/llvm-triple/cases.txt as
# written (TRIPLE[<TAB>abi=NAME], the target's input format), without the
# newline; '#' lines and blank lines are skipped.  Then the fuzz
# regressions of t/fuzz-regressions/triple/ (every file but README).
mkdir -p "$out/triple"
awk -v p="$out/triple/case" '
    /^#/ || /^$/ { next }
    { n++; f = sprintf("%s%03d", p, n); printf "%s", $0 > f; close(f) }' \
    "$srcdir/t/llvm-triple/cases.txt"
for f in "$srcdir"/t/fuzz-regressions/triple/*; do
    [ -f "$f" ] || continue
    case $(basename "$f") in README) continue ;; esac
    cp "$f" "$out/triple/reg$(basename "$f")"
done
