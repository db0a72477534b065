#!/bin/sh
# t0720-example-plugin.sh - the example dialect plugin of examples/plugin/
# (namespace demo), built in the tree as examples/plugin/demo.la: its type
# !demo.blob<N> and its layout from the spec entries, its entry verifiers,
# and `dlti plugins`.  t/t0710-install.sh (make installcheck) builds the
# same file out of tree with pkg-config against an installed dlti.

. "$SRCDIR/t/lib.sh"

DEMO="$BUILDDIR/examples/plugin/.libs"
SPEC="$SRCDIR/examples/plugin/demo.mlir"

if [ ! -f "$DEMO/demo.so" ]; then
    echo "Bail out! $DEMO/demo.so is not built (make check builds it)"
    exit 1
fi

# The table of examples/plugin/README.
run "$DLTI" --plugin-dir "$DEMO" layout --spec "$SPEC" '!demo.blob<4>'
cat >"$T/want" <<'EOF'
type           size  bits  abi  preferred  index
!demo.blob<4>    16   128    4          4      -
EOF
is_file "$OUT" "$T/want" "!demo.blob<4> with 32-bit elements (demo.mlir)"
is_rc 0 "layout --spec demo.mlir: exit 0"

run env DLTI_PLUGIN_PATH="$DEMO" "$DLTI" layout --format=json \
    '!demo.blob<3>' '!demo.blob<0>'
cat >"$T/want" <<'EOF'
[
  {"type": "!demo.blob<3>", "size": 3, "bits": 24, "scalable": false, "abi": 1, "preferred": 1, "index": null, "store_size": 3, "alloc_size": 3},
  {"type": "!demo.blob<0>", "size": 0, "bits": 0, "scalable": false, "abi": 1, "preferred": 1, "index": null, "store_size": 0, "alloc_size": 0}
]
EOF
is_file "$OUT" "$T/want" "!demo.blob<N> without entries: 8-bit elements (DLTI_PLUGIN_PATH)"

cat >"$T/wide.mlir" <<'EOF'
module attributes {dlti.dl_spec = #dlti.dl_spec<!demo.blob<9> = 24 : i64,
                                                !demo.blob<1> = 64 : i64>} {}
EOF
run "$DLTI" --plugin-dir "$DEMO" layout --spec "$T/wide.mlir" --format=json \
    '!demo.blob<2>'
like "$OUT" '{"type": "!demo.blob<2>", "size": 6, "bits": 48, "scalable": false, "abi": 4, "preferred": 4, "index": null, "store_size": 6, "alloc_size": 8}' \
    "the first entry of the class gives the element width"

# The verifiers.
cat >"$T/bad-width.mlir" <<'EOF'
module attributes {dlti.dl_spec = #dlti.dl_spec<!demo.blob<1> = 12 : i64>} {}
EOF
run "$DLTI" --plugin-dir "$DEMO" verify "$T/bad-width.mlir"
is_rc 1 "a width that is not a multiple of 8: exit 1"
like "$ERR" "$T/bad-width.mlir:1:1: error: the entry of !demo.blob must be a width in bits: a multiple of 8 from 8 to 1024, not 12 : i64" \
    "a width that is not a multiple of 8: the type hook's error"

cat >"$T/bad-mode.mlir" <<'EOF'
module attributes {dlti.dl_spec = #dlti.dl_spec<!demo.blob<1> = 8 : i64, "demo.mode" = "slow">} {}
EOF
run "$DLTI" --plugin-dir "$DEMO" verify "$T/bad-mode.mlir"
is_rc 1 "\"demo.mode\" = \"slow\": exit 1"
like "$ERR" "$T/bad-mode.mlir:1:1: error: \"demo.mode\" must be \"fast\" or \"compact\"" \
    "\"demo.mode\" = \"slow\": the dialect hook's error"

# As in MLIR, an identifier key of a dialect that is not loaded is not
# checked: a key alone does not load the plugin; --load-plugin does.
cat >"$T/mode-only.mlir" <<'EOF'
module attributes {dlti.dl_spec = #dlti.dl_spec<"demo.mode" = "slow">} {}
EOF
run "$DLTI" --plugin-dir "$DEMO" verify "$T/mode-only.mlir"
is_rc 0 "an identifier key alone does not load its plugin (as in MLIR)"
run "$DLTI" --load-plugin "$DEMO/demo.so" verify "$T/mode-only.mlir"
is_rc 1 "with --load-plugin, the identifier key is checked"
like "$ERR" "error: \"demo.mode\" must be \"fast\" or \"compact\"" \
    "with --load-plugin: the dialect hook's error"

cat >"$T/mode.mlir" <<'EOF'
module attributes {dlti.dl_spec = #dlti.dl_spec<"demo.mode" = "compact">} {}
EOF
run "$DLTI" --plugin-dir "$DEMO" verify "$T/mode.mlir"
if [ "$RC" -eq 0 ] && [ ! -s "$ERR" ]; then
    pass "\"demo.mode\" = \"compact\" verifies"
else
    fail "\"demo.mode\" = \"compact\" verifies"
    diag_file "$ERR"
fi

run "$DLTI" --plugin-dir "$DEMO" layout '!demo.blob<x>'
is_rc 1 "a malformed !demo.blob: exit 1"
cat >"$T/want" <<'EOF'
<command line>:1:12: error: expected integer value
!demo.blob<x>
           ^
EOF
is_file "$ERR" "$T/want" "a malformed !demo.blob: the plugin's parse error, at the x"
is "$(cat "$OUT")" "" "a malformed !demo.blob: no table"

# Printed back as parsed.
cat >"$T/print.mlir" <<'EOF'
module attributes {my.t = !demo.blob<7>} {}
EOF
run "$DLTI" --plugin-dir "$DEMO" verify "$T/print.mlir"
is_rc 0 "a module with a !demo.blob attribute verifies"
run "$DLTI" --plugin-dir "$DEMO" query "$T/print.mlir"
printf 'module attributes {my.t = !demo.blob<7>} {\n}\n\n' >"$T/want"
is_file "$OUT" "$T/want" "!demo.blob<7> prints back as parsed"

# In a query (needs the func and test plugins of the build tree).
cat >"$T/query.mlir" <<'EOF'
module attributes {dlti.dl_spec = #dlti.dl_spec<!demo.blob<1> = 32 : i64>} {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> !demo.blob<4>
    return
  }
}
EOF
run "$DLTI" --plugin-dir "$DEMO" query "$T/query.mlir"
is_rc 0 "query of a !demo.blob: exit 0"
like "$OUT" '{alignment = 4 : index, alloca_memory_space = 0 : ui32, bitsize = 128 : index, ' \
    "query of a !demo.blob: alignment and bit size"
like "$OUT" 'preferred = 4 : index, program_memory_space = 0 : ui32, size = 16 : index, ' \
    "query of a !demo.blob: preferred alignment and size"
like "$OUT" ': () -> !demo.blob<4>' "query: the type prints back"

# dlti plugins.
run "$DLTI" --plugin-dir "$DEMO" plugins
if grep -q -E "^demo +1\\.0\\.0 +$DEMO/demo.so\$" "$OUT"; then
    pass "dlti plugins lists demo 1.0.0 and its file"
else
    fail "dlti plugins lists demo 1.0.0 and its file"
    diag_file "$OUT"
fi
like "$OUT" "    types:      !demo.blob" "dlti plugins lists !demo.blob"
like "$OUT" "    keys:       demo.mode" "dlti plugins lists the key demo.mode"

# Memory checks.
vg "the demo plugin is clean" --plugin-dir "$DEMO" \
    layout --spec "$SPEC" '!demo.blob<4>' '!demo.blob<x>'

done_testing
