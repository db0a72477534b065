#!/bin/sh
# t0810-fuzz-fixes.sh - fuzz findings fixed in the printer print text that
# parses again (doc/fuzzing.md).  F3: an opaque attribute body with two
# `<...>` groups keeps its `#ns<...>` form (MLIR 22 prints `#ns.x<1> y<2>`,
# which does not parse again: dlti goes beyond it here).

. "$SRCDIR/t/lib.sh"

printf '"foo.op"() {a = #foo<x<1> y<2>>} : () -> ()\n' >"$T/f3.mlir"
run "$DLTI" query "$T/f3.mlir"
is_rc 0 "F3: read"
like "$OUT" '"foo.op"() {a = #foo<x<1> y<2>>} : () -> ()' \
    "F3: two groups print in the #ns<...> form"
cp "$OUT" "$T/f3-printed.mlir"
run "$DLTI" query "$T/f3-printed.mlir"
is_rc 0 "F3: the printed form parses again"

printf 'module attributes {x.a = #ns<complex<f32> = dense<[3, 4]> : vector<2xi64>>} {\n}\n' \
    >"$T/f3b.mlir"
run "$DLTI" query "$T/f3b.mlir"
like "$OUT" '{x.a = #ns<complex<f32> = dense<[3, 4]> : vector<2xi64>>}' \
    "F3 (second input): a body that only starts like a pretty one keeps <...>"

printf '"foo.op"() {a = #foo<x<1>>, b = #foo<y>} : () -> ()\n' >"$T/pretty.mlir"
run "$DLTI" query "$T/pretty.mlir"
like "$OUT" '"foo.op"() {a = #foo.x<1>, b = #foo.y} : () -> ()' \
    "one group, or none: the pretty form, as MLIR 22"

done_testing
