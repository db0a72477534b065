#!/bin/sh
# t1300-memref.sh - memref layouts in `dlti layout` (issue 18): strides
# and offsets, dense order, the descriptor a memref value occupies.
#
#   t/memref/strides.golden     strides and offset of static layouts, from
#                               mlir-opt-22 --expand-strided-metadata
#                               --canonicalize (t/memref/gen-strides.sh)
#   t/memref/descriptor.golden  size and alignments of the struct
#                               mlir-opt-22 --finalize-memref-to-llvm lowers
#                               a memref to, under the specs of
#                               t/memref/specs.txt (gen-descriptor.sh).
#                               dlti answers memref queries with it: beyond
#                               MLIR 22, which aborts on them.
#   t/memref/extension.txt      contiguous<> and permutation maps: beyond
#                               MLIR 22, values as seed 004 defines them
#   t/memref/contiguous-invalid.txt  malformed contiguous<> layouts
#   t/memref/random-maps.mlir   400 random affine map layouts
#                               (gen-random-maps.py 7 400), printed as
#                               mlir-opt-22 prints them (.out)
#   t/memref/print-unstable.mlir     affine maps whose MLIR 22 text does not
#                               parse back to the same map: printed as
#                               mlir-opt-22 prints them (.out)
. "$SRCDIR/t/lib.sh"

M="$SRCDIR/t/memref"

(cd "$M" && "$DLTI" query random-maps.mlir) >"$OUT" 2>"$ERR" || true
is_file "$OUT" "$M/random-maps.out" \
    "400 random affine map layouts print as mlir-opt-22 prints them"

(cd "$M" && "$DLTI" query print-unstable.mlir) >"$OUT" 2>"$ERR" || true
is_file "$OUT" "$M/print-unstable.out" \
    "affine maps MLIR 22 does not print stably print as mlir-opt-22 does"

# Strides and offsets as mlir-opt-22 folds them.
while IFS='	' read -r ty want; do
    run "$DLTI" layout --format=json "$ty"
    if [ "$RC" -ne 0 ]; then
        fail "strides of $ty"
        diag_file "$ERR"
        continue
    fi
    like "$OUT" "$want" "strides of $ty as mlir-opt-22 folds them"
done <"$M/strides.golden"

# A layout MLIR 22 does not consider strided: an error naming the type.
run "$DLTI" layout --format=json 'memref<4x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>'
is_rc 1 "a layout that is not strided is an error"
like "$OUT" '"error": "memref<4x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>> has no LLVM descriptor: its layout is not strided"' \
    "the error names the type"

# Beyond MLIR 22: contiguous<> and permutation maps.
grep -v '^#' "$M/extension.txt" >"$T/ext.txt"
while IFS='	' read -r ty want; do
    run "$DLTI" layout --format=json "$ty"
    like "$OUT" "$want" "beyond MLIR 22: strides and order of $ty"
done <"$T/ext.txt"

# contiguous<2> is the identity layout: the same type as no layout.
run "$DLTI" layout 'memref<4x8xf32, contiguous<2>>' 'memref<4x8xf32, contiguous<[0, 1], offset: 0>>'
is "$(grep -c '^memref<4x8xf32>  ' "$OUT")" 2 \
    "beyond MLIR 22: contiguous<2> and contiguous<[0, 1]> print as no layout"
run "$DLTI" layout 'memref<4x8xf32, contiguous<[1, 0], offset: ?>>' 'memref<4x8xf32, contiguous<[0, 1], offset: 5>>'
like "$OUT" 'memref<4x8xf32, contiguous<[1, 0], offset: ?>>: strides [1, 4], offset ?, contiguous (dimensions outermost first: 1, 0) [beyond MLIR 22]' \
    "beyond MLIR 22: a column-major contiguous layout in the text view"
like "$OUT" 'memref<4x8xf32, contiguous<2, offset: 5>>: strides [8, 1], offset 5' \
    "beyond MLIR 22: the identity permutation prints as its rank"

grep -v '^#' "$M/contiguous-invalid.txt" >"$T/bad.txt"
while IFS='	' read -r ty want; do
    run "$DLTI" layout "$ty"
    if [ "$RC" -eq 1 ] && grep -F -x -q -e "$want" "$ERR"; then
        pass "beyond MLIR 22: $ty is refused"
    else
        fail "beyond MLIR 22: $ty is refused"
        diag "exit $RC, want '$want'; stderr:"
        diag_file "$ERR"
    fi
done <"$T/bad.txt"

# Text view: strides of a strided layout, not dense.
run "$DLTI" layout 'memref<4x8xf32, strided<[16, 2], offset: 5>>' 'memref<*xf32>'
like "$OUT" 'memref<4x8xf32, strided<[16, 2], offset: 5>>: strides [16, 2], offset 5, not contiguous' \
    "the text view shows strides, offset and contiguity"
like "$OUT" 'memref<*xf32>: unranked' "the text view says an unranked memref has no strides"

# Descriptors (beyond MLIR 22): the lowered struct's layout, per spec.
while IFS='	' read -r spec entries; do
    f="$T/$spec.mlir"
    if [ -n "$entries" ]; then
        printf 'module attributes {dlti.dl_spec = #dlti.dl_spec<%s>} {\n}\n' "$entries" >"$f"
    else
        printf 'module {\n}\n' >"$f"
    fi
done <"$M/specs.txt"
while IFS='	' read -r spec ty want struct; do
    run "$DLTI" layout --spec "$T/$spec.mlir" --format=json "$ty"
    # (the row's own answers, not those of the other rules after them)
    size=$(sed -e 's/, "store_size".*//' \
        -e 's/.*"size": \([0-9]*\),.*"abi": \([0-9]*\), "preferred": \([0-9]*\),.*/size=\1 abi=\2 preferred=\3/p' -n "$OUT")
    is "$size" "$want" "beyond MLIR 22: $ty under $spec occupies $struct"
done <"$M/descriptor.golden"

# A memory space that is no integer address space has no descriptor.
run "$DLTI" layout 'memref<4xf32, "gpu">'
like "$ERR" 'memref<4xf32, "gpu"> has no LLVM descriptor: its memory space is not an integer address space' \
    "a string memory space has no descriptor"

# Without the llvm plugin there is no descriptor: the error says so.
DLTI_PLUGIN_PATH=/nonexistent run "$DLTI" layout 'memref<4xf32>'
if [ "$RC" -eq 0 ]; then
    skip "without the llvm plugin, a memref has no layout" \
        "an llvm plugin is installed in the default directory"
else
    like "$ERR" "memref<4xf32> has no LLVM descriptor: dialect 'llvm' is not loaded" \
        "without the llvm plugin, a memref has no layout, and the error says why"
fi

# --fields on a memref: the members of its descriptor (beyond MLIR 22, as
# its layout): those of the struct --finalize-memref-to-llvm lowers it to.
fields_of() {
    sed -n 's/.*"fields": \(\[[^]]*\]\).*/\1/p' "$OUT"
}
for pair in \
    'memref<4x8xf32>|!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>' \
    'memref<f16, 3>|!llvm.struct<(ptr<3>, ptr<3>, i64)>' \
    'memref<*xf32>|!llvm.struct<(i64, ptr)>'; do
    m=${pair%%|*} d=${pair#*|}
    run "$DLTI" layout --fields --format=json "$d"
    fields_of >"$T/want"
    run "$DLTI" layout --fields --format=json "$m"
    fields_of >"$T/got"
    is_rc 0 "--fields $m: exit 0"
    if [ -s "$T/want" ] && cmp -s "$T/got" "$T/want"; then
        pass "--fields $m: the members of $d"
    else
        fail "--fields $m: the members of $d"
        diag "got: $(cat "$T/got")" "want: $(cat "$T/want")"
    fi
done

done_testing
