#!/bin/sh
# t0900-bounds.sh - the limits of doc/limits.md: deep nesting, huge widths
# and shapes, sizes past 2^64 bits, oversized inputs and long flat inputs
# give a diagnostic (exit status 1) or an answer in bounded time and memory,
# never a crash or a stack overflow.
#
# The inputs are generated in the scratch directory $T.  Setting
# DLTI_TEST_EXPENSIVE=1 also pipes 1 GiB + 1 MiB of zeros into `dlti query -`
# (about 1 GiB of memory and several seconds).

. "${SRCDIR:-.}/t/lib.sh"

# Runs `$DLTI query FILE` and checks exit status 1 with ERROR (a fixed
# string) on an error line of stderr.
query_error() {
    qe_file=$1 qe_error=$2 qe_desc=$3
    run "$DLTI" query "$qe_file"
    if [ "$RC" -eq 1 ] && grep -F ': error: ' "$ERR" | grep -F -q -e "$qe_error"
    then
        pass "$qe_desc"
    else
        fail "$qe_desc"
        diag "exit status $RC (expected 1), expected error: $qe_error; stderr:"
        head -c 2000 "$ERR" | diag_file /dev/stdin
    fi
}

# Writes $T/NAME.mlir: a module whose function queries TYPE.
query_file() {
    {
        echo 'module {'
        echo '  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({'
        printf '    %%0 = "test.data_layout_query"() : () -> %s\n' "$2"
        echo '    "func.return"() : () -> ()'
        echo '  }) : () -> ()'
        echo '}'
    } >"$T/$1.mlir"
}

# Prints OPEN N times, then MIDDLE, then CLOSE N times (no newline).
nest() {
    awk -v o="$1" -v m="$2" -v c="$3" -v n="$4" 'BEGIN {
        for (i = 0; i < n; i++) printf "%s", o
        printf "%s", m
        for (i = 0; i < n; i++) printf "%s", c
    }'
}

nesting='nesting is too deep (more than 512 levels)'

# ---- nesting -----------------------------------------------------------------

awk 'BEGIN {
    n = 100000
    for (i = 0; i < n; i++) print "\"test.op\"() ({"
    for (i = 0; i < n; i++) print "}) : () -> ()"
}' >"$T/regions.mlir"
query_error "$T/regions.mlir" "$nesting" "regions nested 100,000 deep"
like "$ERR" "regions.mlir:513:14: error: $nesting" \
    "the nesting error is at the 513th region"

awk 'BEGIN {
    n = 200
    for (i = 0; i < n; i++) print "\"test.op\"() ({"
    for (i = 0; i < n; i++) print "}) : () -> ()"
}' >"$T/regions200.mlir"
run "$DLTI" verify "$T/regions200.mlir"
is_rc 0 "regions nested 200 deep are accepted"

query_file types-llvm "$(nest '!llvm.struct<(' i8 ')>' 10000)"
query_error "$T/types-llvm.mlir" "$nesting" "!llvm.struct nested 10,000 deep"

query_file types-array "$(nest '!llvm.array<2 x ' i8 '>' 10000)"
query_error "$T/types-array.mlir" "$nesting" "!llvm.array nested 10,000 deep"

echo "module attributes {x = $(nest 'tuple<' i8 '>' 10000)} {}" \
    >"$T/types-tuple.mlir"
query_error "$T/types-tuple.mlir" "$nesting" "tuple nested 10,000 deep"

echo "module attributes {x = $(nest '[' 1 ']' 10000)} {}" >"$T/attr-array.mlir"
query_error "$T/attr-array.mlir" "$nesting" "array attribute nested 10,000 deep"

echo "module attributes {x = $(nest '{a = ' 1 '}' 10000)} {}" \
    >"$T/attr-dict.mlir"
query_error "$T/attr-dict.mlir" "$nesting" \
    "dictionary attribute nested 10,000 deep"

echo "module attributes {dlti.dl_spec = $(nest '#dlti.dl_spec<"k" = ' 1 '>' 10000)} {}" \
    >"$T/attr-spec.mlir"
query_error "$T/attr-spec.mlir" "$nesting" "#dlti.dl_spec nested 10,000 deep"

# Chains of aliases nest as deep as what they stand for (MLIR 22 overflows
# its stack printing such a type: observed exit status 139).
awk 'BEGIN {
    print "!a0 = i8"
    for (i = 1; i < 100000; i++) printf "!a%d = tuple<!a%d>\n", i, i - 1
    print "module attributes {test.x = !a99999} {}"
}' >"$T/alias-tuple.mlir"
query_error "$T/alias-tuple.mlir" "alias-tuple.mlir:513:15: error: $nesting" \
    "tuple type aliases chained 100,000 deep"
awk 'BEGIN {
    print "!a0 = i8"
    for (i = 1; i < 100000; i++) printf "!a%d = !llvm.struct<(!a%d)>\n", i, i - 1
    print "module {"
    print "  \"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({"
    print "    %0 = \"test.data_layout_query\"() : () -> !a99999"
    print "    \"func.return\"() : () -> ()"
    print "  }) : () -> ()"
    print "}"
}' >"$T/alias-struct.mlir"
query_error "$T/alias-struct.mlir" "$nesting" \
    "!llvm.struct type aliases chained 100,000 deep"
awk 'BEGIN {
    print "#a0 = 1"
    for (i = 1; i < 100000; i++) printf "#a%d = [#a%d]\n", i, i - 1
    print "module attributes {test.x = #a99999} {}"
}' >"$T/alias-attr.mlir"
query_error "$T/alias-attr.mlir" "$nesting" \
    "attribute aliases chained 100,000 deep"
# Aliases used twice in the next one double the size of the type at each
# step: 2^40 times i8 would never print; refused once the expansion passes
# 1 GiB of text (MLIR 22 prints such a type in full, without end).
awk 'BEGIN {
    print "!a0 = i8"
    for (i = 1; i <= 40; i++) printf "!a%d = !llvm.struct<(!a%d, !a%d)>\n", i, i - 1, i - 1
    print "module {"
    print "  \"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({"
    print "    %0 = \"test.data_layout_query\"() : () -> !a40"
    print "    \"func.return\"() : () -> ()"
    print "  }) : () -> ()"
    print "}"
}' >"$T/alias-dag.mlir"
query_error "$T/alias-dag.mlir" \
    "error: the aliases used expand to more than 1 GiB of text" \
    "aliases doubling the size of a type 40 times"
# DWARF metadata shares its parts the same way, but the printer names each
# part by an alias of its own, so the module prints in linear size: read
# (t/query/dwarf-dag-aliases).  An attribute of such a DAG in a message is
# cut after 1 MiB with " ..." (beyond MLIR 22, which prints it in full,
# without end), and the text is not walked past the cut.
awk 'BEGIN {
    print "#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = \"int\", sizeInBits = 32, encoding = DW_ATE_signed>"
    prev = "#int"
    for (i = 1; i <= 40; i++) {
        printf "#a%d = #llvm.di_derived_type<tag = DW_TAG_member, name = \"a\", baseType = %s>\n", i, prev
        printf "#b%d = #llvm.di_derived_type<tag = DW_TAG_member, name = \"b\", baseType = %s>\n", i, prev
        printf "#s%d = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = \"s\", elements = #a%d, #b%d>\n", i, i, i
        prev = "#s" i
    }
    print "\"builtin.module\"() ({"
    print "  \"func.func\"() <{function_type = () -> (), sym_name = 1, x = #s40}> ({"
    print "    \"func.return\"() : () -> ()"
    print "  }) : () -> ()"
    print "}) : () -> ()"
}' >"$T/dwarf-dag-message.mlir"
query_error "$T/dwarf-dag-message.mlir" \
    "error: invalid properties {function_type = () -> (), sym_name = 1 : i64, x = #llvm.di_composite_type<" \
    "a DWARF DAG 40 deep in a message"
msg_len=$(head -n 1 "$ERR" | wc -c)
if [ "$msg_len" -gt 1048576 ] && [ "$msg_len" -lt 1049000 ] &&
    head -n 1 "$ERR" | grep -q ' \.\.\. for op func\.func: Invalid attribute'; then
    pass "... cut with ' ...' after 1 MiB of the attribute's text"
else
    fail "... cut with ' ...' after 1 MiB of the attribute's text"
    diag "first line: $msg_len bytes, ending: $(head -n 1 "$ERR" | tail -c 100)"
fi
# A moderate expansion is fine.
awk 'BEGIN {
    print "!a0 = i8"
    for (i = 1; i <= 10; i++) printf "!a%d = !llvm.struct<(!a%d, !a%d)>\n", i, i - 1, i - 1
    print "module {"
    print "  \"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({"
    print "    %0 = \"test.data_layout_query\"() : () -> !a10"
    print "    \"func.return\"() : () -> ()"
    print "  }) : () -> ()"
    print "}"
}' >"$T/alias-dag10.mlir"
run "$DLTI" query "$T/alias-dag10.mlir"
is_rc 0 "aliases doubling the size of a type 10 times"
like "$OUT" "size = 1024 : index" "... give 1024 bytes"

# The limit is the same with and without aliases.
for n in 510 511; do
    echo "module attributes {test.x = $(nest 'tuple<' i8 '>' $n)} {}" \
        >"$T/written$n.mlir"
    awk -v n=$n 'BEGIN {
        print "!a0 = i8"
        for (i = 1; i <= n; i++) printf "!a%d = tuple<!a%d>\n", i, i - 1
        printf "module attributes {test.x = !a%d} {}\n", n
    }' >"$T/aliased$n.mlir"
    run "$DLTI" verify "$T/written$n.mlir"
    rc_written=$RC
    run "$DLTI" verify "$T/aliased$n.mlir"
    is "$RC" "$rc_written" "tuple nested $n deep: aliases change nothing (exit $rc_written)"
done

# Query recursion (within the parser's limit, past DL_MAX_QUERY_DEPTH).
query_file query-depth "$(nest '!llvm.struct<(' i8 ')>' 300)"
query_error "$T/query-depth.mlir" "recurses more than 128 levels deep" \
    "a query recursing 300 levels deep"
query_file query-depth-ok "$(nest '!llvm.struct<(' i8 ')>' 100)"
run "$DLTI" query "$T/query-depth-ok.mlir"
is_rc 0 "a query recursing 100 levels deep is answered"
like "$OUT" "size = 1 : index" "... with size 1"

# ---- widths, shapes, sizes -------------------------------------------------------

query_file width-max i16777215
run "$DLTI" query "$T/width-max.mlir"
is_rc 0 "i16777215 is accepted"
like "$OUT" "bitsize = 16777215 : index" "... with 16777215 bits"

query_file width-over i16777216
query_error "$T/width-over.mlir" \
    "width-over.mlir:3:45: error: integer bitwidth is limited to 16777215 bits" \
    "i16777216 is rejected with MLIR's message"

query_file width-huge i99999999999999999999
run "$DLTI" query "$T/width-huge.mlir"
ok '[ "$RC" -eq 1 ]' "a width that does not fit in 64 bits is rejected"

query_file shape-overflow 'vector<4294967296x4294967296x2xi8>'
query_error "$T/shape-overflow.mlir" \
    "vector type has too many elements: the product of its dimensions overflows int64" \
    "vector shape whose element count overflows"

query_file shape-overflow-scalable 'vector<4294967296x[4294967296]x2xi8>'
query_error "$T/shape-overflow-scalable.mlir" \
    "vector type has too many elements" \
    "scalable vector shape whose element count overflows"

fits='in bits does not fit in 64 bits'
query_file size-vector 'vector<2305843009213693952xi8>'
query_error "$T/size-vector.mlir" "$fits" "vector of 2^64 bits"
query_file size-vector-scalable 'vector<[2305843009213693952]xi8>'
query_error "$T/size-vector-scalable.mlir" "$fits" \
    "scalable vector of 2^64 bits (known minimum)"
query_file size-vector-multi 'vector<4294967296x536870912xi8>'
query_error "$T/size-vector-multi.mlir" "$fits" \
    "2-d vector of 2^64 bits"
query_file size-array '!llvm.array<4 x !llvm.array<4611686018427387904 x i8>>'
query_error "$T/size-array.mlir" "$fits" "!llvm.array of 2^64 bytes"
query_file size-array-bits '!llvm.array<2305843009213693952 x i8>'
query_error "$T/size-array-bits.mlir" "$fits" \
    "!llvm.array of 2^61 bytes (2^64 bits)"
query_file size-struct \
    '!llvm.struct<(!llvm.array<1152921504606846975 x i8>, !llvm.array<1152921504606846975 x i8>, i64)>'
query_error "$T/size-struct.mlir" "$fits" \
    "!llvm.struct whose members add up to 2^61 bytes"
query_file size-struct-pad \
    '!llvm.struct<(!llvm.array<2305843009213693951 x i8>, i16)>'
query_error "$T/size-struct-pad.mlir" "$fits" \
    "!llvm.struct whose padding passes 2^64 bits"
query_file size-complex 'complex<!llvm.array<2305843009213693951 x i8>>'
run "$DLTI" query "$T/size-complex.mlir"
ok '[ "$RC" -eq 1 ]' "complex of an oversized element is an error"

# The largest sizes that fit are answered.
query_file size-array-max '!llvm.array<2305843009213693951 x i8>'
run "$DLTI" query "$T/size-array-max.mlir"
is_rc 0 "!llvm.array of 2^61 - 1 bytes is answered"
# index attributes print as signed 64-bit values, as in MLIR: 2^64 - 8 is -8.
like "$OUT" "bitsize = -8 : index" "... with 2^64 - 8 bits (printed as -8)"

# ---- oversized inputs ----------------------------------------------------------

if truncate -s 1025M "$T/huge.mlir" 2>/dev/null; then
    query_error "$T/huge.mlir" "" "a 1025 MiB input file is refused"
    like "$ERR" "dlti: error: input file '$T/huge.mlir' is too large (1074790400 bytes; the limit is 1 GiB)" \
        "... with a clear message"
    rm -f "$T/huge.mlir"
else
    skip "a 1025 MiB input file is refused" "truncate cannot make a sparse file"
    skip "... with a clear message" "truncate cannot make a sparse file"
fi
if [ "${DLTI_TEST_EXPENSIVE-}" = 1 ]; then
    RC=0
    head -c 1074790400 /dev/zero | "$DLTI" query - >"$OUT" 2>"$ERR" || RC=$?
    is_rc 1 "1025 MiB on standard input are refused"
    like "$ERR" "dlti: error: input file '<stdin>' is too large (the limit is 1 GiB)" \
        "... with a clear message"
else
    skip "1025 MiB on standard input are refused" "set DLTI_TEST_EXPENSIVE=1"
fi

# ---- long flat inputs: linear time and memory ------------------------------------

flat() {
    awk -v n="$1" 'BEGIN {
        print "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>>} {"
        print "  \"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({"
        for (i = 0; i < n; i++)
            printf "    %%%d = \"test.data_layout_query\"() : () -> vector<%dxi32>\n", i, i % 7 + 1
        print "    \"func.return\"() : () -> ()"
        print "  }) : () -> ()"
        print "}"
    }' >"$T/flat$1.mlir"
}

# Measurements are meaningless under a sanitizer.
sanitized=
if t_sanitized; then
    sanitized=1
fi

# Runs `$DLTI query` on flatN.mlir; sets $secs (user + system) and $kb (max
# resident set).
measure() {
    RC=0
    /usr/bin/time -f '%U %S %M' -o "$T/time" "$DLTI" query "$T/flat$1.mlir" \
        >"$OUT" 2>"$ERR" || RC=$?
    secs=$(awk '{ print $1 + $2 }' "$T/time")
    kb=$(awk '{ print $3 }' "$T/time")
}

flat 50000

# ---- large files are mapped, not read ---------------------------------------
# A file of 1 MiB or more is mapped when its last page is partly filled
# (the rest of the page ends the text); the answers must be those of the
# same text read from standard input, and a file that ends exactly on a
# page boundary is read instead.
run "$DLTI" query - <"$T/flat50000.mlir"
mv "$OUT" "$T/flat50000.stdin.out"
run "$DLTI" query "$T/flat50000.mlir"
is_rc 0 "a mapped 3 MB file is answered"
ok 'cmp -s "$OUT" "$T/flat50000.stdin.out"' "... as when read from standard input"
page=$(getconf PAGESIZE 2>/dev/null || echo 4096)
{
    cat "$T/flat50000.mlir"
    size=$(wc -c <"$T/flat50000.mlir")
    # pad with a comment line up to the next page multiple (at least 4 bytes)
    pad=$(( (page - (size + 4) % page) % page + 4 ))
    printf '//'; awk -v n=$((pad - 3)) 'BEGIN { while (n-- > 0) printf " " }'
    echo
} >"$T/paged.mlir"
ok '[ $(( $(wc -c <"$T/paged.mlir") % page )) -eq 0 ]' "a file of whole pages is made"
run "$DLTI" query "$T/paged.mlir"
is_rc 0 "a file of whole pages is answered"
ok 'cmp -s "$OUT" "$T/flat50000.stdin.out"' "... as the same text without the padding"

# Errors far into a mapped file, past 50,000 lines of one remembered
# shape, are MLIR's with MLIR's line and column (both messages checked
# against mlir-opt-22): a redefinition on a line of that shape, and a
# file cut off in the middle of a type.
{
    sed '$d' "$T/flat50000.mlir" | sed '$d' | sed '$d'
    echo '    %7 = "test.data_layout_query"() : () -> vector<1xi32>'
    tail -n 3 "$T/flat50000.mlir"
} >"$T/bigbad.mlir"
query_error "$T/bigbad.mlir" "bigbad.mlir:50003:5: error: redefinition of SSA value '%7'" \
    "a redefinition far into a mapped file is located"
head -c -60 "$T/bigbad.mlir" >"$T/bigcut.mlir"
query_error "$T/bigcut.mlir" "bigcut.mlir:50003:44: error: expected non-function type" \
    "a mapped file cut off in a type is refused at its end"

# Value names read eight digits at a time (core/parse/ssa.c): `%01`,
# `%x1`, `%1048576` (past the table of `%N` names) and eight digits are
# other names than `%1`, `%1048575` and seven digits; a second `%1234567`
# is a redefinition (mlir-opt-22 answers both files the same).
{
    echo 'func.func @f() {'
    for n in 1 01 x1 1048575 1048576 12345678 1234567 9; do
        echo "  %$n = \"test.data_layout_query\"() : () -> i8"
    done
    echo '  return'
    echo '}'
} >"$T/names.mlir"
run "$DLTI" query "$T/names.mlir"
is_rc 0 "names like %N but not all of it: eight values"
is "$(grep -c 'size = 1 : index' "$OUT")" 8 "... each answered"
sed 's/%9 =/%1234567 =/' "$T/names.mlir" >"$T/names2.mlir"
query_error "$T/names2.mlir" \
    "names2.mlir:9:3: error: redefinition of SSA value '%1234567'" \
    "a seven-digit name defined twice is a redefinition"

if [ -n "$sanitized" ] || [ ! -x /usr/bin/time ]; then
    run "$DLTI" query "$T/flat50000.mlir"
    is_rc 0 "50,000 queries are answered"
    ok '[ "$(grep -c "alignment = " "$OUT")" -eq 50000 ]' "... all of them"
    why="sanitizer build"
    [ -x /usr/bin/time ] || why="no /usr/bin/time"
    skip "200,000 queries take linear time" "$why"
    skip "200,000 queries fit in 500 MB" "$why"
else
    flat 200000
    measure 50000
    is_rc 0 "50,000 queries are answered"
    ok '[ "$(grep -c "alignment = " "$OUT")" -eq 50000 ]' "... all of them"
    t50=$secs
    measure 200000
    is_rc 0 "200,000 queries (about 12 MB) are answered"
    ok '[ "$(grep -c "alignment = " "$OUT")" -eq 200000 ]' "... all of them"
    t200=$secs
    diag "50,000 queries: $t50 s; 200,000 queries: $t200 s, $kb KB"
    # 4 times the input: linear is a factor 4, quadratic 16.  Generous
    # bounds: a factor below 10 (or a fast run), and under 30 s.
    ok "awk 'BEGIN { exit !(($t200 < 2 || $t200 < 10 * ($t50 + 0.05)) && $t200 < 30) }'" \
        "200,000 queries take linear time"
    ok '[ "$kb" -lt 500000 ]' "200,000 queries fit in 500 MB"
fi

# An error on a 1 MB line echoes the line: in one write(2) (the whole
# diagnostic is put together first), not a write per byte.  Counted
# with strace on the real program; skipped without strace.
awk 'BEGIN { printf "module attributes {test.x = ["
             for (i = 0; i < 350000; i++) printf "%d, ", i % 10
             print "@]} {}" }' >"$T/longline.mlir"
if command -v strace >/dev/null 2>&1 && [ -x "$BUILDDIR/libtool" ] &&
    "$BUILDDIR/libtool" --mode=execute strace -f -qq -e trace=write \
        -o "$T/longline.strace" "$DLTI" verify "$T/longline.mlir" \
        >/dev/null 2>"$T/longline.err"; [ -s "$T/longline.strace" ]; then
    if t_sanitized; then
        # (LeakSanitizer, which cannot run under strace, says so: "==")
        ok '[ "$(grep -v "write(2, \"==" "$T/longline.strace" | grep -c "^[0-9]* *write(2,")" -eq 1 ]' \
            "an error on a 1 MB line is written to stderr in one write (beside the sanitizer's own)"
    else
        ok '[ "$(grep -c "^[0-9]* *write(2," "$T/longline.strace")" -eq 1 ]' \
            "an error on a 1 MB line is written to stderr in one write"
    fi
    ok '[ "$(sed -n 2p "$T/longline.err" | wc -c)" -eq "$(wc -c <"$T/longline.mlir")" ]' \
        "... with the whole line echoed"
    like "$T/longline.err" "longline.mlir:1:1050031: error: @ identifier expected" \
        "... after the location of the error"
else
    skip "an error on a 1 MB line is written to stderr in one write" \
        "no strace or no libtool script"
fi

done_testing
