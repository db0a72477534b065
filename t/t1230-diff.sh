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
cat >"$T/want" <<EOF
A: --target $X
B: --target $X
no difference
EOF
is_file "$OUT" "$T/want" "same target twice: says so, and nothing else"

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
cat >"$T/want" <<EOF
A: --target $X
B: --target $I
legal_int_widths: A array<i32: 8, 16, 32, 64> | B array<i32: 8, 16, 32>
EOF
is_file "$OUT" "$T/want" "x86_64 vs i686, i8 and i32 only: the property alone"

run "$DLTI" diff --target $X --target $I --format=json i64 i32
is_rc 1 "JSON: exit 1"
like "$OUT" '"types": [{"type": "i64", "a": {"size": 8, "bits": 64, "scalable": false, "abi": 8, "preferred": 8, "index": null}, "b": {"size": 8, "bits": 64, "scalable": false, "abi": 4, "preferred": 8, "index": null}}]' \
    "JSON: i64 and only i64"
cat >"$T/want" <<EOF
{"a": "--target $X", "b": "--target $I", "differ": true, "properties": [{"name": "legal_int_widths", "a": "array<i32: 8, 16, 32, 64>", "b": "array<i32: 8, 16, 32>"}], "types": [{"type": "i64", "a": {"size": 8, "bits": 64, "scalable": false, "abi": 8, "preferred": 8, "index": null}, "b": {"size": 8, "bits": 64, "scalable": false, "abi": 4, "preferred": 8, "index": null}}]}
EOF
is_file "$OUT" "$T/want" "JSON: the whole object, exactly"

# A spec file and a scope of it against a triple.
run "$DLTI" diff --spec "$SRCDIR/t/scope/explain.mlir" --scope t \
    --spec "$SRCDIR/t/scope/explain.mlir" index
is_rc 1 "a scope against its module: exit 1"
like "$OUT" "index      4    32    4    8    32 |     8    64    4    8    64" \
    "index in scope t (index = 32) against the module's"
cat >"$T/want" <<EOF
A: --spec $SRCDIR/t/scope/explain.mlir --scope t
B: --spec $SRCDIR/t/scope/explain.mlir
type    size  bits  abi pref index |  size  bits  abi pref index
index      4    32    4    8    32 |     8    64    4    8    64
EOF
is_file "$OUT" "$T/want" "a scope against its module: the whole text"

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
# The battery: the widths of the entries (i64) and the fixed ones; only
# the integers and index differ (index is i64 under the spec).
cat >"$T/want" <<EOF
A: --spec $SRCDIR/t/explain/diff-i64.mlir
B: --spec $T/empty.mlir
type    size  bits  abi pref index |  size  bits  abi pref index
i1         1     1    4    4     - |     1     1    1    1     -
i8         1     8    4    4     - |     1     8    1    1     -
i16        2    16    4    4     - |     2    16    2    2     -
i64        8    64    4    4     - |     8    64    4    8     -
i128      16   128    4    4     - |    16   128    4   16     -
index      8    64    4    4    64 |     8    64    4    8    64
EOF
is_file "$OUT" "$T/want" "two spec files: the whole text"

run "$DLTI" diff --target $X
is_rc 2 "one layout: usage error, exit 2"
like "$ERR" "two layouts are needed" "one layout: says why"
cat >"$T/want" <<'EOF'
dlti: diff: two layouts are needed (each --spec FILE, --target TRIPLE or --datalayout STRING), one given
Usage: dlti diff LAYOUT_A LAYOUT_B [--format=table|json]
Try 'dlti help diff' for more information.
EOF
is_file "$ERR" "$T/want" "one layout: the exact usage error"

run "$DLTI" diff --target $X --target $I 'tensor<4xi32>'
is_rc 2 "a type without layout: exit 2"
cat >"$T/want" <<'EOF'
<command line>:1:1: error: neither the scoping op nor the type class provide data layout information for tensor<4xi32>
tensor<4xi32>
^
dlti: note: in layout A: --target x86_64-unknown-linux-gnu
EOF
is_file "$ERR" "$T/want" "a type without layout: MLIR's error at the TYPE, then the layout it failed in"
is "$(cat "$OUT")" "" "a type without layout: nothing on stdout"

run "$DLTI" diff --target $X --target bogus-triple-zz
is_rc 2 "a bad layout: exit 2"
cat >"$T/want" <<'EOF'
error: failed to obtain llvm::DataLayout for #llvm.target<triple = "bogus-triple-zz", chip = "">
note: unknown target triple 'bogus-triple-zz'
dlti: note: in layout B: --target bogus-triple-zz
EOF
is_file "$ERR" "$T/want" "a bad layout: the error and its note, then the layout's name"

# Which side failed (issue 26): a note names it, A or B.
run "$DLTI" diff --datalayout e --datalayout 'e-q' i32
is_rc 2 "a bad data layout string as B: exit 2"
is "$(cat "$ERR")" "<datalayout>:1:3: error: unknown specifier 'q'
e-q
  ^
dlti: note: in layout B: --datalayout e-q" "a bad B: its error, then 'in layout B'"
run "$DLTI" diff --spec "$T/nonexistent.mlir" --target $X
like "$ERR" "dlti: note: in layout A: --spec $T/nonexistent.mlir" \
    "a missing file as A: 'in layout A'"
printf 'module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {\n}\n' >"$T/i32.mlir"
run "$DLTI" diff --target $X --spec "$T/i32.mlir" 'tensor<4xi32>'
like "$ERR" "dlti: note: in layout A: --target $X" \
    "a type without layout: the first side it failed in is named"

# --rules=llvm: both sides answer as LLVM 22's DataLayout (clang: sizeof
# struct { char c; long double d; short s; } is 48 on x86_64, 20 on i686;
# MLIR's rule gives 32 and 16).
run "$DLTI" diff --target $X --target $I '!llvm.struct<(i8, f80, i16)>'
like "$OUT" '!llvm.struct<(i8, f80, i16)>     32   256   16   16     - |    16   128    4    4     -' \
    "MLIR's rules by default"
run "$DLTI" diff --rules=llvm --target $X --target $I '!llvm.struct<(i8, f80, i16)>'
is_rc 1 "--rules=llvm: exit 1 (they differ)"
like "$OUT" '!llvm.struct<(i8, f80, i16)>     48   384   16   16     - |    20   160    4    8     -' \
    "--rules=llvm: clang's sizes, 48 and 20"
# Under LLVM's rules a --target is read as LLVM reads the triple's string:
# aarch64's i8:8:32 gives i1 a preferred alignment of 4 (libLLVM-22's
# DataLayout; t/llvm-dl), x86_64's none of its own: 1.
run "$DLTI" diff --rules=llvm --format=json --target aarch64-linux-gnu --target $X i1
like "$OUT" '"type": "i1", "a": {"size": 1, "bits": 1, "scalable": false, "abi": 1, "preferred": 4, "index": null}, "b": {"size": 1, "bits": 1, "scalable": false, "abi": 1, "preferred": 1, "index": null}' \
    "--rules=llvm: a triple's LLVM string decides (aarch64 i1 preferred 4)"
run "$DLTI" diff --rules=gcc --target $X --target $I
is_rc 2 "--rules=gcc: usage error"
like "$ERR" "dlti: diff: --rules must be 'mlir' or 'llvm', not 'gcc'" \
    "--rules=gcc: says what it takes"

done_testing
