#!/bin/sh
# t1110-skim.sh - ops no plugin models (arith, scf, llvm.func, ...) are
# read as written (core/parse/skim.c): their regions are parsed for real,
# so queries inside them are answered as mlir-opt-22 answers them
# (t/skim/*.out from mlir-opt-22 --test-data-layout-query); an op the
# reader cannot delimit is an error at the op with a note where it lost
# track.  These messages are dlti's own: MLIR 22 knows every op's grammar
# and reports such input differently.

. "$SRCDIR/t/lib.sh"

S="$SRCDIR/t/skim"

run "$DLTI" query "$S/query-in-scf.mlir"
is_rc 0 "queries inside scf.for and scf.if: read"
is_query "$OUT" "$S/query-in-scf.out" \
    "queries inside scf.for and scf.if: answered as by mlir-opt-22"
like "$OUT" '    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {' \
    "an op no plugin models prints as written"
like "$OUT" '    } else {' "text after a region stays on the region's last line"

# In a module holding ops read as written, names print as written: result
# groups keep their `%x:N` form.
printf '"foo.a"() ({\n  %%a:2, %%b, %%c:3 = "foo.x"() : () -> (i32, i32, i32, i32, i32, i32)\n  %%d = arith.addi %%b, %%b : i32\n}) : () -> ()\n' \
    >"$T/groups.mlir"
run "$DLTI" query "$T/groups.mlir"
is_rc 0 "result groups next to an op read as written: read"
like "$OUT" '    %a:2, %b, %c:3 = "foo.x"() : () -> (i32, i32, i32, i32, i32, i32)' \
    "result groups print as written"

# The text of an op read as written prints without the input's `//`
# comments (MLIR's lexer drops them), but for one inside a `<...>` left
# open on its line: MLIR keeps a dialect symbol's body as written.  Its
# later lines keep their indentation relative to the op's first line.
# (Whole modules as mlir-opt-22 prints them: t/query/skimmed-as-printed.)
printf 'func.func @f(%%a: i32) -> i32 {\n  %%0 = arith.addi %%a, %%a : i32 // sum\n  %%1 = arith.addi %%0,\n        %%a : i32\n  "test.x"() {a = #ns<p // q>} : () -> ()\n  return %%1 : i32\n}\n' \
    >"$T/comments.mlir"
run "$DLTI" query "$T/comments.mlir"
is_rc 0 "comments in ops read as written: read"
has_line() {
    if grep -qxF -- "$1" "$OUT"; then pass "$2"; else fail "$2"; diag_file "$OUT"; fi
}
has_line '    %0 = arith.addi %a, %a : i32' "... a comment ending an op is dropped"
has_line '    %1 = arith.addi %0,' "... an op broken over lines keeps its first line"
has_line '          %a : i32' "... and its next line's indentation under it"
like "$OUT" '#ns<p // q>' "... a '//' in a dialect body is kept"
# The same in an op read as written: its text is delimited past the body
# (a `//` there is no comment: MLIR reads the body whole), so the op ends
# on its line (found with fuzz_query; the body's `//` ended the line).
printf 'func.func @f() -> i32 {\n  %%0 = arith.constant {a = #foo<x // y>} 1 : i32\n  return %%0 : i32\n}\n' \
    >"$T/body-slashes.mlir"
run "$DLTI" query "$T/body-slashes.mlir"
is_rc 0 "a '//' in a dialect body of an op read as written: read"
has_line '    %0 = arith.constant {a = #foo<x // y>} 1 : i32' \
    "... and the op printed whole"

# Found by review: an op's name alone on its line keeps its line break
# (`llvm.mlir.globalprivate` was printed); trailing blanks go but for the
# space MLIR's llvm.insertvalue, llvm.extractvalue and llvm.shufflevector
# end in; a `//` line inside a dialect body open over lines is the body's
# text (mlir-opt-22 keeps it); a `^bb` in a body is no successor.
printf 'module {\n  llvm.mlir.global\n  private @g(1 : i32) : i32\n  llvm.func @f(%%a: i32) -> i32 {\n    %%0 = llvm.mlir.constant(1 : i32) : i32  \n    %%1 = llvm.mlir.undef : !llvm.struct<(i32)>\n    %%2 = llvm.insertvalue %%a, %%1[0] : !llvm.struct<(i32)>\n    %%t = llvm.mlir.constant(true) : i1\n    llvm.intr.assume %%t  : i1\n    llvm.br ^bb1 {a = #foo.b<x\n      // ^bb2\n      z>}\n  ^bb1:\n    llvm.return %%0 : i32\n  ^bb2:\n    llvm.return %%0 : i32\n  }\n}\n' \
    >"$T/review.mlir"
run "$DLTI" query "$T/review.mlir"
is_rc 0 "review cases: read"
has_line '  llvm.mlir.global' "... an op name alone on its line keeps its line"
has_line '  private @g(1 : i32) : i32' "... and its next line"
has_line '    %0 = llvm.mlir.constant(1 : i32) : i32' "... trailing blanks go"
has_line '    %2 = llvm.insertvalue %a, %1[0] : !llvm.struct<(i32)> ' \
    "... llvm.insertvalue ends in a space, as MLIR prints it"
has_line '    llvm.intr.assume %t : i1' \
    "... llvm.intr.assume's two spaces (mlir-translate-22's) made one"
has_line '      // ^bb2' "... a comment line inside a dialect body is kept"
has_line '  ^bb1:  // pred: ^bb0' "... the branch's target has its predecessor"
has_line '  ^bb2:  // no predecessors' "... a ^bb in a body is no successor"
if command -v mlir-opt-22 >/dev/null 2>&1; then
    if mlir-opt-22 --allow-unregistered-dialect "$OUT" >/dev/null 2>"$T/m.err"; then
        pass "... what is printed parses with mlir-opt-22"
    else
        fail "... what is printed parses with mlir-opt-22"; diag_file "$T/m.err"
    fi
else
    skip "... what is printed parses with mlir-opt-22" "mlir-opt-22 not installed"
fi

# The space llvm.extractvalue ends in, added where the input had none,
# fits the text's room (fuzz_query: it was written one byte past it, and
# the next bytes of the arena printed after it).
printf '  llvm.extractvalue %%arget\n' >"$T/extract.mlir"
run "$DLTI" query "$T/extract.mlir"
is "$(od -An -c "$OUT" | tr -s ' ' | tr -d '\n')" \
    " m o d u l e { \\n l l v m . e x t r a c t v a l u e % a r g e t \\n } \\n \\n" \
    "a space added to an op's text: nothing printed after it"

# refused FILE LINE...: `dlti verify FILE` (run in t/skim) exits 1 and
# prints each LINE as a whole line of its standard error.
refused() {
    f=$1
    shift
    (cd "$S" && "$DLTI" verify "$f") >"$OUT" 2>"$ERR"
    RC=$?
    is_rc 1 "$f: refused"
    for l in "$@"; do
        if grep -qxF -- "$l" "$ERR"; then
            pass "$f: $l"
        else
            fail "$f: $l"
            diag_file "$ERR"
        fi
    done
}

lost="error: cannot find the end of custom op 'arith.addi' (kept as written: no plugin models it)"
refused unclosed-paren.mlir \
    "unclosed-paren.mlir:2:8: $lost" \
    "unclosed-paren.mlir:4:1: note: unbalanced '}' character" \
    "unclosed-paren.mlir:2:19: note: '(' opened here"
refused unbalanced-paren.mlir \
    "unbalanced-paren.mlir:2:8: $lost" \
    "unbalanced-paren.mlir:2:25: note: unbalanced ')' character"
refused mismatched-bracket.mlir \
    "mismatched-bracket.mlir:2:8: $lost" \
    "mismatched-bracket.mlir:2:26: note: unbalanced ')' character" \
    "mismatched-bracket.mlir:2:19: note: '[' opened here"
refused unterminated-string.mlir \
    "unterminated-string.mlir:1:1: error: cannot find the end of custom op 'llvm.mlir.global' (kept as written: no plugin models it)" \
    "unterminated-string.mlir:1:39: note: this string is not terminated"
refused eof-in-region.mlir \
    "eof-in-region.mlir:3:33: error: expected operation name in quotes" \
    "eof-in-region.mlir:2:22: note: the region of 'scf.execute_region' opened here is not closed"
# A dialect MLIR 22 does not have is still refused (a typo is caught).
refused unknown-dialect.mlir \
    "unknown-dialect.mlir:2:8: error: Dialect \`arth' not found for custom op 'arth.constant' "

# Past the nesting bound, in regions and in an op's brackets alike.
awk 'BEGIN {
    print "func.func @f() {"
    for (i = 0; i < 600; i++) print "scf.execute_region {"
    for (i = 0; i < 600; i++) print "}"
    print "return"; print "}"
}' >"$T/deep-regions.mlir"
run "$DLTI" verify "$T/deep-regions.mlir"
is_rc 1 "regions nested past the bound: refused"
like "$ERR" "error: nesting is too deep (more than 512 levels)" \
    "regions nested past the bound: says so"
awk 'BEGIN {
    s = ""
    for (i = 0; i < 600; i++) s = s "("
    for (i = 0; i < 600; i++) s = s ")"
    print "func.func @f() {"; print "%0 = arith.constant " s " : i32"
    print "return"; print "}"
}' >"$T/deep-parens.mlir"
run "$DLTI" verify "$T/deep-parens.mlir"
is_rc 1 "brackets nested past the bound: refused"
like "$ERR" "2:532: error: nesting is too deep (more than 512 levels)" \
    "brackets nested past the bound: at the bracket"

done_testing
