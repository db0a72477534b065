#!/bin/sh
# t1210-fields-view.sh - the text view of `dlti layout --fields` (goldens
# in t/fields/, reviewed by eye: they are what users read; their numbers
# are clang-22's for the C records, see t/clang-layout/x86_64-linux-gnu.
# expected), the notes of `--rules`, JSON keys, and bad input.  All under
# x86_64's spec as mlir-translate-22 imported it.  The view and --rules
# go beyond MLIR 22, which has neither.

. "$SRCDIR/t/lib.sh"

S="$SRCDIR/t/clang-layout/x86_64-linux-gnu.query.mlir"
G="$SRCDIR/t/fields"

view() {
    golden=$1
    shift
    run "$DLTI" layout --spec "$S" --fields "$@"
    is_rc 0 "$golden: exits 0"
    is_file "$OUT" "$G/$golden" "$golden: the view"
}

# Holes and tail padding; MLIR's rule differs from LLVM's: the table gets
# the stride column, the view and a note LLVM's answers.
view ld_mid.out '!llvm.struct<"struct.ld_mid">'
like "$ERR" 'note: !llvm.struct<"struct.ld_mid", (i8, f80, i16)>: under LLVM 22'"'"'s (clang'"'"'s) rules (--rules=llvm) size 48, ABI alignment 16, preferred 16, stride 48' \
    "ld_mid: a note gives LLVM's answers"
# clang: sizeof 48, offsetof 0, 16, 32.
view ld_mid-llvm.out --rules=llvm '!llvm.struct<"struct.ld_mid">'
like "$ERR" "under MLIR 22's rules (--rules=mlir) size 32" \
    "ld_mid --rules=llvm: a note gives MLIR's answers"
# Nesting: a struct and an array of structs expanded one level.
view outer-depth2.out --depth=2 '!llvm.struct<"struct.outer">'
# Cacheline boundaries (16-byte lines).
view arrs-cacheline16.out --cacheline=16 '!llvm.struct<"struct.arrs">'
# Packed: members below their alignment, no holes.
view pragma2.out '!llvm.struct<"struct.pragma2">' \
    '!llvm.struct<packed (i8, i32)>'
# complex<T>, and a long array summarized, holes after each element.
view complex-array.out 'complex<f80>' '!llvm.array<40 x i24>'
like "$ERR" "note: complex<f80>: under LLVM 22's (clang's) rules (--rules=llvm) size 32" \
    "complex<f80>: LLVM's {x86_fp80, x86_fp80} is 32 bytes"

# The layout of --target and --datalayout (LLVM's DataLayout for the
# string): the same answers as the file's.  clang, i686: sizeof 20,
# offsetof 0, 4, 16 (x86_fp80 is 4-aligned there, and occupies its alloc
# size, 12 bytes, as sizeof(long double) says).
run "$DLTI" layout --target i686-linux-gnu --rules=llvm --fields \
    --format=json '!llvm.struct<(i8, f80, i16)>'
like "$OUT" '"size": 20, "bits": 160, "scalable": false, "abi": 4, "preferred": 8, "index": null, "store_size": 20, "alloc_size": 20, "stride": 20, "mlir": {"size": 16, "abi": 4, "preferred": 4, "stride": 16, "offsets": [0, 4, 14]}, "fields": [{"index": 0, "type": "i8", "offset": 0, "size": 1, "abi": 1}, {"index": 1, "type": "f80", "offset": 4, "size": 12, "abi": 4}, {"index": 2, "type": "i16", "offset": 16, "size": 2, "abi": 2}]' \
    "--target i686-linux-gnu --rules=llvm: clang's offsets 0, 4, 16, size 20"
run "$DLTI" layout \
    --datalayout 'e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128' \
    --rules=llvm --fields --format=json '!llvm.struct<(i8, f80, i16)>'
like "$OUT" '"fields": [{"index": 0, "type": "i8", "offset": 0, "size": 1, "abi": 1}, {"index": 1, "type": "f80", "offset": 16, "size": 16, "abi": 16}, {"index": 2, "type": "i16", "offset": 32, "size": 2, "abi": 2}]' \
    "--datalayout (x86_64's string) --rules=llvm: clang's offsets 0, 16, 32"

# Not an aggregate: a note, the row still printed, exit 0.
run "$DLTI" layout --spec "$S" --fields i32
is_rc 0 "--fields i32: exits 0"
like "$ERR" "note: i32 is not an aggregate: it has no members to show" \
    "--fields i32: says it has no members"
is "$(cat "$OUT")" "type  size  bits  abi  preferred  index
i32      4    32    4          4      -" "--fields i32: the row, nothing else"
run "$DLTI" layout --spec "$S" --fields --format=json i32
like "$ERR" "note: i32 is not an aggregate" "--fields --format=json i32: the note too"
is "$(cat "$OUT")" '[
  {"type": "i32", "size": 4, "bits": 32, "scalable": false, "abi": 4, "preferred": 4, "index": null, "store_size": 4, "alloc_size": 4, "fields": null}
]' "--fields --format=json i32: \"fields\": null"

# JSON: fields, holes, padding, the other rules' answers and the stride.
run "$DLTI" layout --spec "$S" --fields --format=json '!llvm.struct<(i8, f80, i16)>'
is "$(cat "$OUT")" '[
  {"type": "!llvm.struct<(i8, f80, i16)>", "size": 32, "bits": 256, "scalable": false, "abi": 16, "preferred": 16, "index": null, "store_size": 32, "alloc_size": 32, "stride": 32, "llvm": {"size": 48, "abi": 16, "preferred": 16, "stride": 48, "offsets": [0, 16, 32]}, "fields": [{"index": 0, "type": "i8", "offset": 0, "size": 1, "abi": 1}, {"index": 1, "type": "f80", "offset": 16, "size": 10, "abi": 16}, {"index": 2, "type": "i16", "offset": 26, "size": 2, "abi": 2}], "holes": [{"offset": 1, "size": 15, "before": 1}], "padding": 4}
]' "--fields --format=json: members, holes, padding and LLVM's answers"

# A huge array's JSON lists its first 65536 elements and says how many
# there are; the padding follows the last element.
run "$DLTI" layout --fields --format=json '!llvm.array<100000 x i24>'
is_rc 0 "--fields --format=json of a huge array exits 0"
like "$OUT" '"fields_total": 100000, "fields": [{"index": 0, "type": "i24", "offset": 0, "size": 3, "abi": 4}, ' \
    "a huge array: fields_total"
like "$OUT" '{"index": 65535, "type": "i24", "offset": 262140, "size": 3, "abi": 4}], "holes": [' \
    "a huge array: the first 65536 elements listed"
unlike "$OUT" '"index": 65536' "a huge array: no more"
like "$OUT" '"before": 65535}], "padding": 1}' "a huge array: the padding after its last element"

# Zero-size elements (issue 26): a run of them at one offset is
# summarized as a run of one stride is, in bounded time and memory (a
# CPU limit, so that a regression fails instead of running for minutes);
# the C struct's offsets and size are clang-22's (t/fields/empty.c asserts
# them; MLIR 22 agrees on the size, 16).  `!llvm.array<N x i0>`: size and
# alignment 0 are dlti's (MLIR 22 crashes on its size, as on complex<i0>;
# doc/design.md).
fields_limited() { RC=0; (ulimit -t 20; "$DLTI" "$@") >"$OUT" 2>"$ERR" || RC=$?; }
fields_limited layout --spec "$G/empty.mlir" --fields --depth=2 '!llvm.struct<"struct.h">'
is_rc 0 "struct h { int n; struct empty t[100000000]; long tail; } --depth=2: exits 0"
is_file "$OUT" "$G/empty-depth2.out" "struct h --depth=2: the array's elements as a run"
fields_limited layout --fields '!llvm.array<100000000 x i0>'
is_rc 0 "!llvm.array<100000000 x i0>: exits 0"
is_file "$OUT" "$G/array-i0.out" "!llvm.array<100000000 x i0>: a run of zero-size elements"
fields_limited layout --fields --format=json '!llvm.array<100000000 x i0>'
is_rc 0 "!llvm.array<100000000 x i0> in JSON: exits 0"
like "$OUT" '"fields_total": 100000000, "fields": [{"index": 0, "type": "i0", "offset": 0, "size": 0, "abi": 0}, ' \
    "!llvm.array<100000000 x i0> in JSON: the count"
like "$OUT" '{"index": 65535, "type": "i0", "offset": 0, "size": 0, "abi": 0}], "holes": [], "padding": 0}' \
    "!llvm.array<100000000 x i0> in JSON: the first 65536, no holes, no padding"

# Without --fields, types whose answers agree get no stride column.
run "$DLTI" layout --spec "$S" i32 '!llvm.struct<(i8, i32)>'
unlike "$OUT" "stride" "no stride column when the rules agree"
ok "[ ! -s '$ERR' ]" "no note when the rules agree"

# Bad option values: usage errors.
run "$DLTI" layout --rules=gcc i32
is_rc 2 "--rules=gcc: usage error"
like "$ERR" "layout: --rules must be 'mlir' or 'llvm', not 'gcc'" \
    "--rules=gcc: says what it takes"
run "$DLTI" layout --fields --depth=0 i32
is_rc 2 "--depth=0: usage error"
run "$DLTI" layout --fields --cacheline=x i32
is_rc 2 "--cacheline=x: usage error"
run "$DLTI" layout --fields --cacheline=3 i32
is_rc 2 "--cacheline=3: usage error"
like "$ERR" "dlti: layout: --cacheline must be a power of two, not '3'" \
    "--cacheline=3: a cacheline is a power of two"

vg "valgrind: --fields --depth=2 --rules=llvm" layout --spec "$S" --fields \
    --depth=2 --rules=llvm '!llvm.struct<"struct.outer">' 'complex<f32>'

done_testing
