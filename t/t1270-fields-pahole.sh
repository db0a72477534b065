#!/bin/sh
# t1270-fields-pahole.sh - `dlti layout --rules=llvm --fields` as pahole
# (issue 27): for the C records of t/pahole/structs.c (no bit-fields or
# unions: their LLVM members are the C members one for one), built by
# clang-22 -g for x86_64, each member's offset and size and the totals
# (size, sum members, holes, sum holes, padding) equal pahole's
# (t/pahole/structs.pahole), laid out from the module mlir-translate-22
# imports of clang's IR (t/pahole/structs.mlir).  A member occupies its
# alloc size, as in C: no false hole after an x86_fp80.  When clang-22,
# pahole and mlir-translate-22 are installed, the checked-in data is
# first remade and compared (t/pahole/gen.sh).
. "$SRCDIR/t/lib.sh"

P="$SRCDIR/t/pahole"
remake_data "$P" structs.pahole structs.mlir

# pahole's records as lines: NAME size S members OFF/SIZE... sum M holes H
# sumholes X padding P (its sum line is left out when there is no hole).
awk '
    /^struct [A-Za-z0-9_]+ \{/ { name = $2; mem = ""; sum = 0; h = 0; sh = 0; pad = 0; next }
    name != "" && /\/\* +[0-9]+ +[0-9]+ \*\/$/ {
        n = split($0, f, " "); mem = mem " " f[n - 2] "/" f[n - 1]; sum += f[n - 1]; next }
    /\/\* size: / { s = $3; sub(/,/, "", s) }
    /\/\* sum members: / { sum = $4; h = $6; sh = $9; sub(/,/, "", sum); sub(/,/, "", h) }
    /\/\* padding: / { pad = $3 }
    /^\}/ && name != "" {
        printf "%s size %s members%s sum %s holes %s sumholes %s padding %s\n", name, s, mem, sum, h, sh, pad
        name = "" }' "$P/structs.pahole" >"$T/pahole"
ok "[ \$(wc -l <'$T/pahole') -ge 15 ]" "at least 15 records in pahole's view"

# dlti's view of the same records, in the same form.
: >"$T/dlti"
while read -r name rest; do
    run "$DLTI" layout --spec "$P/structs.mlir" --rules=llvm --fields \
        "!llvm.struct<\"struct.$name\">"
    if [ "$RC" -ne 0 ]; then
        fail "struct.$name: dlti layout exits 0"
        diag_file "$ERR"
        continue
    fi
    awk -v name="$name" '
        /^\/\* +[0-9]+ +[0-9]+ +[0-9]+ \*\/  \[/ { mem = mem " " $2 "/" $3 }
        /\/\* size: / { s = $3; sub(/,/, "", s) }
        /\/\* sum members: / { sum = $4; h = $6; sh = $9; pad = $11
            sub(/,/, "", sum); sub(/,/, "", h); sub(/,/, "", sh) }
        END { printf "%s size %s members%s sum %s holes %s sumholes %s padding %s\n", name, s, mem, sum, h, sh, pad }' \
        "$OUT" >>"$T/dlti"
done <"$T/pahole"
# Not comparable: clang lowers struct aligned (an int aligned(16)) with
# explicit padding members, {i8, [15 x i8], i32, i8, [11 x i8]}, which are
# members to LLVM and holes to pahole, who reads the debug info (telling
# them apart needs the names of the debug info: t1280 does, with -g).
grep -v '^aligned ' "$T/pahole" >"$T/pahole.cmp"
grep -v '^aligned ' "$T/dlti" >"$T/dlti.cmp"
is_file "$T/dlti.cmp" "$T/pahole.cmp" \
    "--rules=llvm --fields: every member's offset and size and the totals are pahole's"
like "$T/dlti" "aligned size 32 members 0/1 1/15 16/4 20/1 21/11 sum 32 holes 0" \
    "struct aligned: clang's padding members [15 x i8] and [11 x i8] shown as members"
like "$T/dlti" "ld_end size 48 members 0/1 16/16 32/1 sum 18 holes 1 sumholes 15 padding 15" \
    "struct {char; long double; char;}: the long double is 16 bytes, one hole (issue 27)"

# Under MLIR's rules (the default), a note and a JSON field whenever a
# member lands elsewhere under LLVM's, even where the size and alignments
# agree: {i8, f80, i16, {i8, i32}} on x86_64 is 48 bytes, 16-aligned under
# both, but LLVM 22 puts its members at 0, 16, 32, 36 (libLLVM-22's
# StructLayout: t/llvm-dl/oracle.cpp).
S='!llvm.struct<(i8, f80, i16, struct<(i8, i32)>)>'
run "$DLTI" layout --target x86_64-linux-gnu --fields "$S"
like "$OUT" "/*     26       2       2 */  [2] i16" "--rules=mlir: the i16 at 26 (MLIR 22's rule)"
like "$OUT" "/* ... and the members at 0, 16, 32, 36 */" \
    "--rules=mlir --fields: where LLVM puts the members"
like "$ERR" "under LLVM 22's (clang's) rules (--rules=llvm) size 48, ABI alignment 16, preferred 16, stride 48, members at 0, 16, 32, 36" \
    "--rules=mlir: the note says where LLVM puts the members"
run "$DLTI" layout --target x86_64-linux-gnu --format=json "$S"
like "$OUT" '"llvm": {"size": 48, "abi": 16, "preferred": 16, "stride": 48, "offsets": [0, 16, 32, 36]}' \
    "--rules=mlir, JSON: the LLVM offsets"
run "$DLTI" layout --target x86_64-linux-gnu --rules=llvm --format=json --fields "$S"
like "$OUT" '"mlir": {"size": 48, "abi": 16, "preferred": 16, "stride": 48, "offsets": [0, 16, 26, 28]}' \
    "--rules=llvm, JSON: MLIR's offsets"
like "$OUT" '{"index": 1, "type": "f80", "offset": 16, "size": 16, "abi": 16}' \
    "--rules=llvm --fields JSON: the f80 member occupies its alloc size"

# --packable (beyond pahole, advisory): the size with the members by
# decreasing alignment, and that order.  {i8, f80, i16} on x86_64: 48
# bytes; {x86_fp80, i16, i8} is 32 for libLLVM-22 (t/llvm-dl/oracle.cpp).
run "$DLTI" layout --target x86_64-linux-gnu --rules=llvm --packable '!llvm.struct<(i8, f80, i16)>'
like "$OUT" "/* packable: 32 bytes (saves 16) in the order [1], [2], [0] */" \
    "--packable: 32 bytes in the order f80, i16, i8"
run "$DLTI" layout --target x86_64-linux-gnu --rules=llvm --packable '!llvm.struct<(i64, i8)>'
like "$OUT" "/* packable: no smaller order (by decreasing alignment: 16 bytes) */" \
    "--packable: {i64, i8} has no smaller order"
# Every pahole record: the order given, written as a literal struct, has
# the size given.
bad= checked=0
while read -r name rest; do
    run "$DLTI" layout --spec "$P/structs.mlir" --rules=llvm --packable \
        --format=json "!llvm.struct<\"struct.$name\">"
    grep -q '"packable"' "$OUT" || continue
    lit=$(awk '/^  \{"type"/ {
        f = $0; sub(/.*"fields": \[/, "", f); sub(/\], "holes".*/, "", f)
        n = 0
        while (match(f, /"type": "([^"\\]|\\.)*"/)) {
            ty[n++] = substr(f, RSTART + 9, RLENGTH - 10); f = substr(f, RSTART + RLENGTH) }
        o = $0; sub(/.*"order": \[/, "", o); sub(/\].*/, "", o)
        k = split(o, ord, ", ")
        s = "!llvm.struct<("
        for (i = 1; i <= k; i++) s = s (i > 1 ? ", " : "") ty[ord[i]]
        gsub(/\\"/, "\"", s)
        print s ")>"
    }' "$OUT")
    want=$(sed -n 's/.*"packable": {"size": \([0-9]*\).*/\1/p' "$OUT")
    run "$DLTI" layout --spec "$P/structs.mlir" --rules=llvm --format=json "$lit"
    got=$(sed -n 's/^  {"type": "\([^"\\]\|\\.\)*", "size": \([0-9]*\),.*/\2/p' "$OUT")
    [ -n "$want" ] && [ "$got" = "$want" ] || bad="$bad $name($lit: $got, not $want)"
    checked=$((checked + 1))
done <"$T/pahole"
ok "[ $checked -ge 12 ]" "--packable: $checked records have an order to check"
is "$bad" "" "--packable: each record's order, laid out, has the size --packable gives"

done_testing
