#!/bin/sh
# t1120-layout-read.sh - `dlti layout --spec FILE` reads only what layouts
# depend on (dlti_parse_scopes): scope ops, aliases and the dialect types
# written anywhere.  Other ops are delimited and dropped unread, so a
# struct defined only inside them still resolves by name, but an error in
# their bodies is `dlti verify`'s to report (a dlti speed trade: MLIR reads
# the whole file).  Scopes nested in dropped ops: t0440 (deep.mlir).
. "$SRCDIR/t/lib.sh"

L="$SRCDIR/t/layout-read"

# size, ABI and preferred alignment per query of a golden, one per line
golden_triples() {
    awk '/"test\.data_layout_query"/ {
        match($0, / size = [0-9]+/); s = substr($0, RSTART + 8, RLENGTH - 8)
        match($0, /[{ ]alignment = [0-9]+/); a = substr($0, RSTART + 13, RLENGTH - 13)
        match($0, / preferred = [0-9]+/); p = substr($0, RSTART + 13, RLENGTH - 13)
        print s + 0, a + 0, p + 0 }' "$1"
}
# the same of `dlti layout --format=json` rows
json_triples() {
    awk 'function first(k,   m) {
            if (!match($0, "\"" k "\": [0-9]+")) return -1
            m = substr($0, RSTART, RLENGTH); sub(/.*: /, "", m); return m + 0 }
        /"type":/ { print first("size"), first("abi"), first("preferred") }' "$1"
}

# structs.mlir without its func.func @q: the structs are written only in
# an llvm.mlir.global and (nested in an array type) in an llvm.func body.
awk '/func\.func @q\(\)/ { skip = 1 } skip && /^  }$/ { skip = 0; next } !skip' \
    "$L/structs.mlir" >"$T/structs.mlir"
if grep -q 'test.data_layout_query' "$T/structs.mlir"; then
    fail "structs.mlir without its queries"
fi
run "$DLTI" layout --spec "$T/structs.mlir" --format=json \
    '!llvm.struct<"inner">' '!llvm.struct<"outer">' '!llvm.struct<"mid">' \
    '!llvm.array<2 x struct<"inner">>' i64
is_rc 0 "structs written only in dropped ops: exits 0"
json_triples "$OUT" >"$T/got"
golden_triples "$L/structs.out" >"$T/exp"
is_file "$T/got" "$T/exp" \
    "structs written only in dropped ops, named alone: answers as mlir-opt-22"

# An error in the body of an op that is no scope: layout answers, verify
# reports it.
printf 'module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<2xi64>>} {\n  func.func @f() -> i32 {\n    return %%x : i32\n  }\n}\n' \
    >"$T/body-error.mlir"
run "$DLTI" layout --spec "$T/body-error.mlir" --format=json i32
is_rc 0 "an undeclared value in a function body: layout --spec answers"
is "$(json_triples "$OUT")" "4 8 8" "... in the file's layout"
run "$DLTI" verify "$T/body-error.mlir"
is_rc 1 "... and dlti verify reports it"
like "$ERR" "body-error.mlir:3:12: error: use of undeclared SSA value name" \
    "... at the value"

# An op that cannot be delimited is still an error, at the op, with a note
# where the reader lost track.
printf 'module {\n  func.func @f() {\n    return\n' >"$T/unclosed.mlir"
run "$DLTI" layout --spec "$T/unclosed.mlir" i32
is_rc 1 "an unclosed region in a dropped op: exits 1"
like "$ERR" "unclosed.mlir:2:3: error: cannot find the end of op 'func.func' (read for the data layout only: its text is delimited, not parsed)" \
    "... an error at the op"
like "$ERR" "unclosed.mlir:2:18: note: '{' opened here is not closed" \
    "... a note at the bracket"
printf 'module {\n  llvm.func @f() {\n    %%0 = llvm.mlir.constant(1 : i32] : i32\n    llvm.return\n  }\n}\n' \
    >"$T/mismatch.mlir"
run "$DLTI" layout --spec "$T/mismatch.mlir" i32
is_rc 1 "a mismatched bracket in a dropped op: exits 1"
like "$ERR" "mismatch.mlir:3:36: note: unbalanced ']' character" \
    "... a note at the bracket"

# A `//` inside a dialect attribute's body is the body's text, as MLIR's
# parseDialectSymbolBody reads it, not a comment to the end of the line
# (found by fuzz_query: the full read accepted what the layout-only read
# called unclosed), with `#ns<` and `#ns.name<` bodies, one over lines.
printf 'module {\n  "foo.op"() {a = #foo<x // y>} : () -> ()\n  "foo.op"() {b = #foo.bar<1 // 2>, c = 3} : () -> ()\n  "foo.op"() {d = #foo<p\n    // q\n    r>} : () -> ()\n  func.func @f() {\n    return\n  }\n}\n' \
    >"$T/body-slashes.mlir"
run "$DLTI" verify "$T/body-slashes.mlir"
is_rc 0 "'//' in dialect attribute bodies: dlti verify reads the file"
run "$DLTI" layout --spec "$T/body-slashes.mlir" i32
is_rc 0 "... and so does the layout-only read"
ok "! grep -q 'error' '$ERR'" "... with no error"

# The dialect types of dropped ops are read (they may define structs),
# but one that does not parse is left as text, as the full read may not
# have parsed it: an identified struct given two bodies is verify's error.
printf 'module {\n  llvm.func @f() {\n    %%0 = llvm.mlir.zero : !llvm.struct<"a", (i8)>\n    %%1 = llvm.mlir.zero : !llvm.struct<"a", (i32)>\n    llvm.return\n  }\n}\n' \
    >"$T/two-bodies.mlir"
run "$DLTI" layout --spec "$T/two-bodies.mlir" --format=json '!llvm.struct<"a">'
is_rc 0 "an identified struct given two bodies in dropped ops: layout answers"
is "$(json_triples "$OUT")" "1 1 1" "... with the first body"
run "$DLTI" verify "$T/two-bodies.mlir"
is_rc 1 "... and dlti verify reports the second"
like "$ERR" "two-bodies.mlir:4:46: error: identified type already used with a different body" \
    "... at its body"

# A file of several top-level ops is an implicit module around them, also
# when all but a module are dropped: the module's spec is not the file's.
printf 'module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<2xi64>>} {\n}\nfunc.func @f() {\n  return\n}\n' \
    >"$T/two-tops.mlir"
run "$DLTI" layout --spec "$T/two-tops.mlir" --format=json i32
is_rc 0 "a module and a function at the top level: exits 0"
is "$(json_triples "$OUT")" "4 4 4" "... the default layout, as mlir-opt-22 gives"

# in_spec NAME BODY WHAT: BODY (a printf format) in a module whose spec
# aligns i32 to 8 bytes is read, and `layout --spec` answers for i32 there.
in_spec() {
    printf "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<2xi64>>} {\n$2}\n" \
        >"$T/$1.mlir"
    run "$DLTI" layout --spec "$T/$1.mlir" --format=json i32
    is_rc 0 "$3: read"
    is "$(json_triples "$OUT")" "4 8 8" "$3: in the module's layout"
}
# Line breaks that do not end an op: inside an open type, after '->', and
# after NUL bytes (white space to MLIR's lexer, and so to the delimiter).
in_spec broken-type '  "test.x"() : () -> vector<2x\n    i32>\n' \
    "an op whose type goes on to the next line"
in_spec arrow-end '  "test.x"() : () ->\n\n    !test.i32\n' \
    "an op whose line ends in '->'"
in_spec nul '  "test.x"() \000\n\000: () -> i32\n' \
    "NUL bytes before a line that goes on with ':'"
# An op name alone on its line, its symbol name or visibility on the
# next (`func.func`, then `private @g(i32)`): one op, as to MLIR's parser
# (fuzz_query's S4: the layout-only read ended the op at its name and
# refused `private` as an unknown op; mlir-opt-22 reads this file).
in_spec name-alone '  func.func\n\n    private @g(i32)\n  func.func\n    @h() {\n    return\n  }\n' \
    "an op name alone on its line, its symbol on the next"
run "$DLTI" verify "$T/name-alone.mlir"
is_rc 0 "... which the full read accepts too"
# A '\r' ends a `//` comment as '\n' does (MLIR's lexer): the `}` and the
# `(` after it are code (fuzz_query found the delimiter reading them as
# comment; mlir-opt-22 reads this file).
in_spec cr-comment '  "test.x"() {a = 1 // c\r} : (\r// d\r) -> i32\n' \
    "a comment ended by a carriage return"
run "$DLTI" verify "$T/cr-comment.mlir"
is_rc 0 "... which the full read accepts too"
# A file whose lines end in '\r' alone (white space to MLIR; no line
# break to the quick read, which tells ops apart by them) is read in
# full: its nested scope is found.  (Before, `--scope m` exited 1 and
# said nothing: the full read, tried to name what was missing, found it.)
printf 'module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<2xi64>>} {\r  func.func @f() {\r    return\r  }\r  module @m attributes {dlti.dl_spec = #dlti.dl_spec<i16 = dense<64> : vector<2xi64>>} {\r  }\r}\r' \
    >"$T/cr-lines.mlir"
run "$DLTI" layout --spec "$T/cr-lines.mlir" --scope m --format=json i16
is_rc 0 "lines ended by '\\r' alone: the nested scope is found"
is "$(json_triples "$OUT")" "2 8 8" "... and answers in its layout"
# The body of an opaque dialect type `!ns<...>` (no dot) read as MLIR
# reads a dialect symbol's body: its line breaks and `//` are text, not a
# comment that would hide its brackets (fuzz_query's L6, doc/fuzzing.md).
in_spec opaque-body '  "test.x"() : () -> !ns<a// b {\n  c}>\n  "test.y"() : () -> !ns<x// >\n' \
    "an opaque type body over two lines holding '//'"
run "$DLTI" verify "$T/opaque-body.mlir"
is_rc 0 "... which the full read accepts too"
# Bodies that never close (an error to MLIR) are given up after the
# first: the lines go on as text, read as before L6's fix, and each does
# not scan the rest of the file again (linear; 20,000 of them).
awk 'BEGIN { print "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<2xi64>>} {"
             for (i = 0; i < 20000; i++) print "  \"test.x\"() : () -> !a<i32"
             print "}" }' >"$T/unclosed-bodies.mlir"
run "$DLTI" layout --spec "$T/unclosed-bodies.mlir" --format=json i32
is_rc 0 "20,000 opaque bodies left open: read as text"
is "$(json_triples "$OUT")" "4 8 8" "... in the module's layout"

# A file of 1 MiB or more is mapped, and the pages of the ops it drops
# are given back as the read passes them: what is read again later (the
# aliases named in TYPEs, a struct written early, the spec for --explain,
# a caret line) comes from the file again.  The answers are those of the
# same module small enough to be read into memory.
mkbig() { # FILE NFUNCS TAIL
    awk -v n="$2" -v tail="$3" 'BEGIN {
        print "!S = !llvm.struct<\"S\", (i8, i64)>"
        print "module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<32> : vector<2xi64>>} {"
        print "  llvm.mlir.global internal @g() {addr_space = 0 : i32} : !llvm.struct<\"early\", (i16, f64)>"
        for (i = 0; i < n; i++) {
            printf "  llvm.func @f%d(%%arg0: i64) -> i64 {\n", i
            printf "    %%0 = llvm.add %%arg0, %%arg0 : i64 // padding padding padding padding\n"
            printf "    llvm.return %%0 : i64\n  }\n"
        }
        if (tail != "") print tail
        print "}" }' >"$1"
}
mkbig "$T/big.mlir" 12000 ""
mkbig "$T/small.mlir" 2 ""
if [ "$(wc -c <"$T/big.mlir")" -lt 1100000 ]; then
    fail "big.mlir is over 1 MiB"
fi
for opt in "" --explain; do
    run "$DLTI" layout --spec "$T/small.mlir" $opt '!S' '!llvm.struct<"early">' i64
    cp "$OUT" "$T/small.out"
    run "$DLTI" layout --spec "$T/big.mlir" $opt '!S' '!llvm.struct<"early">' i64
    is_rc 0 "a mapped file whose pages are given back${opt:+ ($opt)}: exits 0"
    sed 's/big\.mlir/small.mlir/g' "$OUT" >"$T/big.out"
    is_file "$T/big.out" "$T/small.out" \
        "... answers as the same module read into memory${opt:+ ($opt)}"
done
mkbig "$T/big-bad.mlir" 12000 '  llvm.func @bad() { llvm.return ) }'
run "$DLTI" layout --spec "$T/big-bad.mlir" i64
is_rc 1 "an unbalanced bracket at the end of a mapped file: exits 1"
like "$ERR" "big-bad.mlir:48004:3: error: cannot find the end of op 'llvm.func'" \
    "... an error at the op, located"
like "$ERR" "  llvm.func @bad() { llvm.return ) }" "... its line shown"

done_testing
