#!/bin/sh
# t0460-opaque.sh - attributes and types MLIR 22 defines but no plugin
# models (issue 15): kept opaque and printed back as mlir-opt-22 prints
# them, aliases included (t/opaque/*.out: mlir-opt-22's output on the same
# input, t/opaque/gen-golden.sh); a name MLIR 22 does not define is still
# refused with MLIR's message; a layout query on an opaque type is an
# error naming the type and why, where mlir-opt-22 aborts (LLVM ERROR:
# "neither the scoping op nor the type class provide data layout
# information for ..."): dlti goes beyond MLIR there.

. "$SRCDIR/t/lib.sh"

G="$SRCDIR/t/opaque"

# ---- printed back as mlir-opt-22 prints them ----------------------------
# llvm-attrs: loop annotations, TBAA, linkage, memory effects, ranges,
# module flags, target features of t/real/import; llvm-debug: debug info
# and the locations loop annotations hold (alias depth and order, #loc
# aliases, distinct[N]); types: test and gpu types; nested: symbols in
# symbols, with brackets and arrows in strings (scanned once, issue 25);
# pretty: an unknown dialect's `!ns.w<(i32) -> i32>` form (an arrow's '>'
# closes nothing; dlti wrapped it as `!ns<w<...>>` before); pretty-random:
# 160 random such symbols (t/opaque/gen-pretty.py 1).
for c in llvm-attrs llvm-debug types nested pretty pretty-random; do
    run "$DLTI" query "$G/$c.mlir"
    is_rc 0 "$c: read"
    is_file "$OUT" "$G/$c.out" "$c: printed as mlir-opt-22 prints it"
done

# Nested symbols on one line and over two lines, then an error: the
# lexer's line is kept, not counted again, across a one-line body
# (issue 25); the location is mlir-opt-22's.
printf '%s\n' 'module attributes {n.a = #dlti.map<"a" = #llvm.tbaa_root<id = "r>">, "b" = #dlti.map<"c" = #llvm.tbaa_root<id = "s">>>,' \
    '  n.b = #dlti.map<"x" = #dlti.map<"y" = 1>>, n.m = #dlti.map<"k" =' \
    '  #dlti.map<"z" = 2>>, n.c = @} {}' >"$T/lines.mlir"
(cd "$T" && "$DLTI" verify lines.mlir) >"$OUT" 2>"$ERR"
like "$ERR" "lines.mlir:3:31: error: @ identifier expected to start with letter or '_'" \
    "an error after nested bodies: mlir-opt-22's line and column"

# ---- names MLIR 22 does not define ---------------------------------------
# check NAME TEXT ERROR [NOTE]: `dlti verify` refuses TEXT with the whole
# line ERROR (mlir-opt-22's first error line) and NOTE if given.
check() {
    printf '%s\n' "$2" >"$T/$1.mlir"
    (cd "$T" && "$DLTI" verify "$1.mlir") >"$OUT" 2>"$ERR"
    RC=$?
    is_rc 1 "$1: refused"
    if grep -qxF -- "$3" "$ERR"; then pass "$1: MLIR's error"; else
        fail "$1: MLIR's error"; diag "stderr:" "$(cat "$ERR")"; fi
    if [ -n "$4" ]; then
        if grep -qxF -- "$4" "$ERR"; then pass "$1: $4"; else
            fail "$1: $4"; diag "stderr:" "$(cat "$ERR")"; fi
    fi
}
check typo \
    'module attributes {g.x = #llvm.loop_unrol<disable = true>} {}' \
    'typo.mlir:1:32: error: unknown attribute `loop_unrol` in dialect `llvm`' \
    'typo.mlir:1:32: note: did you mean `loop_unroll`?'
check nested-typo \
    'module attributes {g.x = #llvm.loop_annotation<vectorize = #llvm.loop_vectoriz<disable = true>>} {}' \
    'nested-typo.mlir:1:66: error: unknown attribute `loop_vectoriz` in dialect `llvm`' \
    'nested-typo.mlir:1:66: note: did you mean `loop_vectorize`?'
check undefined-alias \
    'module attributes {g.x = #llvm.loop_annotation<unroll = #nope>} {}' \
    "undefined-alias.mlir:1:62: error: undefined symbol alias id 'nope'"

# ---- no layout for an opaque type -----------------------------------------
printf '%s\n' 'func.func @f() {' \
    '  %0 = "test.data_layout_query"() : () -> !test.int<signed, 8>' \
    '  return' '}' >"$T/query.mlir"
(cd "$T" && "$DLTI" query query.mlir) >"$OUT" 2>"$ERR"
RC=$?
is_rc 1 "query on an opaque type: refused"
if grep -qxF -- "query.mlir:2:8: error: neither the scoping op nor the type class provide data layout information for !test.int<signed, 8>: the test plugin does not model this type" "$ERR"
then pass "query on an opaque type: names the type and why"
else fail "query on an opaque type: names the type and why"
    diag "stderr:" "$(cat "$ERR")"
fi
run "$DLTI" layout '!test.int<signed, 8>'
is_rc 1 "layout of an opaque type: refused"
like "$ERR" "error: neither the scoping op nor the type class provide data layout information for !test.int<signed, 8>: the test plugin does not model this type" \
    "layout of an opaque type: names the type and why"

vg "opaque llvm attributes with aliases" query "$G/llvm-debug.mlir"

done_testing
