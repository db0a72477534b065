#!/bin/sh
# t1230-diff.sh - `dlti diff LAYOUT_A LAYOUT_B [TYPE...]` (issue 17, item 5):
# exit 0 when nothing differs, 1 when something does, 2 on an error.
# The pointer and index answers of x86_64 and i686 are mlir-opt-22's
# (t/effective/target-*.out; t/t1240-effective.sh checks them); i64 and
# f80 are those of the specs the same triples give (x86_64: i64 8-aligned,
# f80 16; i686: 4 and 4, as LLVM's "i64:32-f80:32").  The text view is a
# golden reviewed by eye.
. "$SRCDIR/t/lib.sh"

X=x86_64-unknown-linux-gnu
I=i686-unknown-linux-gnu

run "$DLTI" diff --target $X --target $X
is_rc 0 "same target twice: exit 0"
like "$OUT" "no difference" "same target twice: says so"

run "$DLTI" diff --target $X --target $I
is_rc 1 "x86_64 vs i686: exit 1"
is_file "$OUT" "$SRCDIR/t/effective/diff-x86_64-i686.txt" \
    "x86_64 vs i686: the text view (golden reviewed by eye)"
like "$OUT" "i64            8    64    8    8     - |     8    64    4    8     -" "i64 differs"
like "$OUT" "f80           10    80   16   16     - |    10    80    4    4     -" "f80 differs"
like "$OUT" "!llvm.ptr      8    64    8    8    64 |     4    32    4    4    32" "pointers differ"
unlike "$OUT" "i8 " "i8 does not differ"
unlike "$OUT" "i32 " "i32 does not differ"

# The properties are always compared: legal_int_widths differs.
run "$DLTI" diff --target $X --target $I i8 i32
is_rc 1 "x86_64 vs i686, i8 and i32 only: exit 1 (a property differs)"
is "$(grep -c '^type' "$OUT")" 0 "x86_64 vs i686, i8 and i32 only: no type row"

run "$DLTI" diff --target $X --target $I --format=json i64 i32
is_rc 1 "JSON: exit 1"
like "$OUT" '"types": [{"type": "i64", "a": {"size": 8, "bits": 64, "scalable": false, "abi": 8, "preferred": 8, "index": null}, "b": {"size": 8, "bits": 64, "scalable": false, "abi": 4, "preferred": 8, "index": null}}]' \
    "JSON: i64 and only i64"

# A spec file and a scope of it against a triple.
run "$DLTI" diff --spec "$SRCDIR/t/scope/explain.mlir" --scope t \
    --spec "$SRCDIR/t/scope/explain.mlir" index
is_rc 1 "a scope against its module: exit 1"
like "$OUT" "index      4    32    4    8    32 |     8    64    4    8    64" \
    "index in scope t (index = 32) against the module's"

# Two --spec files, no plugin needed (no !llvm.ptr in the battery then):
# one integer entry makes every width 4-aligned (semantics 1.1, checked
# against mlir-opt-22 there), the default rule gives i8 1.
printf 'module {\n}\n' >"$T/empty.mlir"
run env DLTI_PLUGIN_PATH=/nonexistent "$DLTI" diff \
    --spec "$SRCDIR/t/explain/diff-i64.mlir" --spec "$T/empty.mlir"
is_rc 1 "two spec files without plugins: exit 1, no error"
like "$OUT" "i8         1     8    4    4     - |     1     8    1    1     -" \
    "i8: 4-aligned under the i64 entry, 1 by default"
unlike "$OUT" "!llvm" "no !llvm.ptr row without the llvm dialect"

run "$DLTI" diff --target $X
is_rc 2 "one layout: usage error, exit 2"
like "$ERR" "two layouts are needed" "one layout: says why"

run "$DLTI" diff --target $X --target $I 'tensor<4xi32>'
is_rc 2 "a type without layout: exit 2"

run "$DLTI" diff --target $X --target bogus-triple-zz
is_rc 2 "a bad layout: exit 2"

done_testing
