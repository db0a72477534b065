#!/bin/sh
# t0730-old-op-hooks.sh - a plugin built before dlti_op_hooks.flags still
# works.  t/plugins-old/oldfunc.so registers oldfunc.func and oldfunc.return
# with the function-op and return-op helpers of plugin.h and op hook tables
# that stop before `flags`; the core zero-fills the field and must still
# treat oldfunc.func as function-like (DLTI_OP_FUNCTION_LIKE).  Each input
# below is run once with func.func (the func plugin, which sets the flag)
# and once with `func.` renamed `oldfunc.`: the outputs and errors must be
# the same after the same renaming.  The inputs cover what the flag decides:
# the custom form and the default dialect of the body (`return`), the
# inherent attributes of the generic form (moved into properties, then
# printed in the custom form), and "successors in non-terminator".

. "$SRCDIR/t/lib.sh"

OLD="$BUILDDIR/t/plugins-old/.libs"
if [ ! -f "$OLD/oldfunc.so" ]; then
    echo "Bail out! $OLD/oldfunc.so is not built (make check builds it)"
    exit 1
fi

run "$DLTI" plugins --plugin-dir "$OLD"
is_rc 0 "dlti plugins with the old plugin exits 0"
like "$OUT" "ops:        oldfunc.func, oldfunc.return" \
    "the old plugin loads and registers its two ops"
like "$OUT" "types:      !oldfunc.pair" \
    "the old plugin registers its type (a table before dlti_type_hooks.fields)"
ok "[ ! -s '$ERR' ]" "no warning about the old plugin's op hook tables"

# The cases: FN stands for the dialect under test.  The query pass runs
# on the func.func ops of the top module (as mlir-opt schedules it), so the
# ops under test sit inside one, in a module (a function op is a symbol,
# whose parent must be a symbol table): the query ops in their bodies are
# answered.  Columns and carets of messages are dropped, since `oldfunc`
# is longer than `func`.
cat >"$T/custom.mlir" <<'MLIR'
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>>} {
  func.func @outer() {
    builtin.module {
      FN.func @f(%arg0: i32) -> i32 {
        %0 = "test.data_layout_query"() : () -> i32
        return %arg0 : i32
      }
      FN.func private @decl()
    }
    return
  }
  FN.func @top() {
    builtin.module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[16, 64]> : vector<2xi64>>} {
      FN.func @g() {
        return
      }
    }
    return
  }
}
MLIR
cat >"$T/custom-attrs.mlir" <<'MLIR'
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[64, 128]> : vector<2xi64>>} {
  func.func @outer() {
    builtin.module {
      FN.func @h(%a: i64 {test.x = 1 : i64}, %b: i32) -> (i64 {test.y}) attributes {test.z} {
        %0 = "test.data_layout_query"() : () -> i64
        return %a : i64
      }
      FN.func nested @k()
    }
    return
  }
}
MLIR
cat >"$T/generic-inherent.mlir" <<'MLIR'
"builtin.module"() ({
  "func.func"() ({
    "builtin.module"() ({
      "FN.func"() ({
      ^bb0(%arg0: i32):
        %0 = "test.data_layout_query"() : () -> i32
        "FN.return"(%arg0) : (i32) -> ()
      }) {function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private", other = 1 : i64} : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) {function_type = () -> (), sym_name = "outer"} : () -> ()
}) {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : vector<2xi64>>} : () -> ()
MLIR
cat >"$T/generic-successors.mlir" <<'MLIR'
"builtin.module"() ({
  "FN.func"()[^bb1] ({
    "FN.return"() : () -> ()
  }) {function_type = () -> (), sym_name = "s"} : () -> ()
}) : () -> ()
MLIR

# normalize FILE: the file names, columns and carets of messages dropped,
# `oldfunc.` read as `func.`, and func.func's short name `func` inside a
# func.func body (func is its default dialect, not oldfunc's) in full.
normalize() {
    sed -e 's/oldfunc\./func./g' \
        -e 's/^\( *\)func \([@a-z]\)/\1func.func \2/' \
        -e 's/^[^ ]*\.mlir:\([0-9]*\):[0-9]*:/FILE:\1:/' \
        -e '/^ *\^$/d' "$1"
}

for name in custom custom-attrs generic-inherent generic-successors; do
    sed 's/FN\./func./g' "$T/$name.mlir" >"$T/$name.func.mlir"
    sed 's/FN\./oldfunc./g' "$T/$name.mlir" >"$T/$name.oldfunc.mlir"
    for cmd in query verify; do
        run "$DLTI" $cmd "$T/$name.func.mlir"
        normalize "$OUT" >"$T/want.out"
        normalize "$ERR" >"$T/want.err"
        want_rc=$RC
        run "$DLTI" --plugin-dir "$OLD" $cmd "$T/$name.oldfunc.mlir"
        normalize "$OUT" >"$T/got.out"
        normalize "$ERR" >"$T/got.err"
        is "$RC" "$want_rc" "$name: $cmd exits as with func.func"
        is_file "$T/got.out" "$T/want.out" "$name: $cmd prints as with func.func"
        is_file "$T/got.err" "$T/want.err" \
            "$name: $cmd reports as with func.func"
    done
done

# What the comparisons rely on, checked once against the func plugin.
run "$DLTI" --plugin-dir "$OLD" query "$T/generic-inherent.oldfunc.mlir"
like "$OUT" 'oldfunc.func private @g(%arg0: i32) -> i32 attributes {other = 1 : i64} {' \
    "the generic form's inherent attributes become the custom form's"
like "$OUT" '        return %arg0 : i32' \
    "the body's return is printed without namespace"
like "$OUT" '"test.data_layout_query"() {alignment = 4 : index,' \
    "the query op in the old plugin's function op is answered"
run "$DLTI" --plugin-dir "$OLD" query "$T/generic-successors.oldfunc.mlir"
like "$ERR" "successors in non-terminator" \
    "a function op with successors is refused"

# The type hook table before `fields`: the type lays out and has no
# members (the hook reads as NULL).
run "$DLTI" layout --plugin-dir "$OLD" --fields '!oldfunc.pair'
is_rc 0 "layout --fields of the old plugin's type exits 0"
is "$(cat "$OUT")" "type           size  bits  abi  preferred  index
!oldfunc.pair     8    64    4          4      -" \
    "the old plugin's type lays out"
like "$ERR" "note: !oldfunc.pair is not an aggregate" \
    "the old plugin's type has no members"

done_testing
