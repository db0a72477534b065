#!/bin/sh
# t0710-install.sh - the installed tree (run by `make installcheck`, which
# `make distcheck` runs on its own temporary prefix):
#   * the installed dlti finds the installed func, gpu, llvm, ptr and test
#     plugins in its default plugindir (no DLTI_PLUGIN_PATH);
#   * examples/plugin/ builds out of tree with `pkg-config --cflags --libs
#     dlti` only, `make install DESTDIR=...` puts demo.so under the
#     plugindir pkg-config gives, and the installed dlti lays out its type
#     from there;
#   * the installed Python package (when configure found Python) loads the
#     library of this installation and finds its plugins with nothing set.
#   * examples/api.c builds with pkg-config and runs with LD_LIBRARY_PATH
#     or an rpath to the libdir (README).
#
# Environment (set by the installcheck-local rule of Makefile.am):
#   INST_BINDIR INST_LIBDIR INST_PLUGINDIR INST_PKGCONFIGDIR  as configured
#   INST_PYTHONDIR PYTHON  the site-packages directory and Python, or ':'
#   DESTDIR       the staging directory of `make install`, if any
#   SRCDIR BUILDDIR MAKE CC
# With a DESTDIR, the installed programs cannot find their library and
# plugins by themselves: LD_LIBRARY_PATH, --plugin-dir and
# PKG_CONFIG_SYSROOT_DIR stand in for the real locations, and the
# default-plugindir tests are skipped.

: "${DESTDIR:=}"
: "${MAKE:=make}"
: "${CC:=cc}"
DLTI="$DESTDIR$INST_BINDIR/dlti"
export DLTI
. "$SRCDIR/t/lib.sh"

# What the environment points at (another build's library, say) is not
# what was installed.
unset DLTI_PLUGIN_PATH LD_LIBRARY_PATH DLTI_LIBRARY
PLUGINDIR="$DESTDIR$INST_PLUGINDIR"
EX="$SRCDIR/examples"

if [ ! -x "$DLTI" ]; then
    echo "Bail out! $DLTI is not installed (run make install first)"
    exit 1
fi
if [ -n "$DESTDIR" ]; then
    LD_LIBRARY_PATH="$DESTDIR$INST_LIBDIR"
    PKG_CONFIG_SYSROOT_DIR=$DESTDIR
    export LD_LIBRARY_PATH PKG_CONFIG_SYSROOT_DIR
    PDIR="--plugin-dir=$PLUGINDIR"
    diag "DESTDIR=$DESTDIR: using $PDIR and LD_LIBRARY_PATH"
else
    PDIR=
fi

# ---- the installed program and plugins ---------------------------------------

run "$DLTI" --version
is_rc 0 "the installed dlti runs"

for ns in func gpu llvm ptr test; do
    ok "test -f '$PLUGINDIR/$ns.so'" "$ns.so is installed in the plugindir"
done
ok "! ls '$PLUGINDIR'/*.la >/dev/null 2>&1" "no libtool .la files in the plugindir"

run "$DLTI" $PDIR plugins --verbose
is_rc 0 "installed: dlti plugins exits 0"
for ns in func gpu llvm ptr test; do
    if grep -q -E "^$ns +[^ ]+ +$INST_PLUGINDIR/$ns.so\$" "$OUT" ||
        grep -q -E "^$ns +[^ ]+ +$PLUGINDIR/$ns.so\$" "$OUT"; then
        pass "installed: dlti plugins finds $ns in the default plugindir"
    else
        fail "installed: dlti plugins finds $ns in the default plugindir"
        diag_file "$OUT"
    fi
done
unlike "$OUT" "refused:" "installed: no installed plugin is refused"
if [ -z "$DESTDIR" ]; then
    like "$OUT" "  $INST_PLUGINDIR" "installed: the search path ends in the configured plugindir"
else
    skip "installed: the search path ends in the configured plugindir" "DESTDIR install"
fi

# The example of the README, with func.func in custom syntax (func plugin)
# and the query ops (test plugin) from the default plugindir.
run "$DLTI" $PDIR query "$EX/x86_64.mlir"
is_rc 0 "installed: dlti query examples/x86_64.mlir exits 0"
is_query "$OUT" "$EX/x86_64.out" \
    "installed: dlti query examples/x86_64.mlir annotates the ops as mlir-opt-22"
is_file "$OUT" "$EX/x86_64.out" \
    "installed: dlti query examples/x86_64.mlir prints what mlir-opt-22 prints"
unlike "$ERR" "warning:" "installed: no plugin warning"

# An llvm type, from the installed llvm plugin.
run "$DLTI" $PDIR layout --format=json '!llvm.ptr'
like "$OUT" '{"type": "!llvm.ptr", "size": 8, "bits": 64, "scalable": false, "abi": 8, "preferred": 8, "index": 64, "store_size": 8, "alloc_size": 8}' \
    "installed: dlti layout '!llvm.ptr' uses the installed llvm plugin"

# ---- the example plugin, built out of tree with pkg-config --------------------

if ! command -v pkg-config >/dev/null 2>&1; then
    for d in "pkg-config finds dlti" "examples/plugin builds" \
        "examples/plugin installs" "the installed dlti lays out !demo.blob<4>" \
        "query of !demo.blob" "dlti plugins lists demo"; do
        skip "$d" "pkg-config not installed"
    done
    done_testing
fi

PKG_CONFIG_PATH="$DESTDIR$INST_PKGCONFIGDIR"
export PKG_CONFIG_PATH

run pkg-config --cflags --libs dlti
if [ "$RC" -eq 0 ] && grep -q -e '-ldlti' "$OUT"; then
    pass "pkg-config finds dlti"
else
    fail "pkg-config finds dlti"
    diag_file "$ERR"
fi
# With PKG_CONFIG_SYSROOT_DIR (DESTDIR), pkgconf prefixes it to variables.
run pkg-config --variable=plugindir dlti
PC_PLUGINDIR=$(cat "$OUT")
if [ "$PC_PLUGINDIR" = "$INST_PLUGINDIR" ] ||
    [ "$PC_PLUGINDIR" = "$DESTDIR$INST_PLUGINDIR" ]; then
    pass "pkg-config --variable=plugindir dlti"
else
    fail "pkg-config --variable=plugindir dlti"
    diag "got '$PC_PLUGINDIR', expected '$INST_PLUGINDIR'"
    PC_PLUGINDIR=$INST_PLUGINDIR
fi

mkdir "$T/example" "$T/stage"
cp "$EX/plugin/demo.c" "$EX/plugin/Makefile" "$EX/plugin/demo.mlir" \
    "$T/example/"
run "$MAKE" -C "$T/example" CC="$CC"
if [ "$RC" -eq 0 ] && [ -f "$T/example/demo.so" ]; then
    pass "examples/plugin builds out of tree with pkg-config"
else
    fail "examples/plugin builds out of tree with pkg-config"
    diag_file "$OUT"; diag_file "$ERR"
fi

# Installs under DESTDIR into pkg-config's plugindir (which has the sysroot
# in front with some pkg-config versions when DESTDIR is set).
run "$MAKE" -C "$T/example" install DESTDIR="$T/stage"
DEMO_SO=$(find "$T/stage" -name demo.so | sed 1q)
DEMO_DIR=${DEMO_SO%/demo.so}
if [ "$RC" -eq 0 ] && [ -n "$DEMO_SO" ] && { [ "$DEMO_DIR" = "$T/stage$PC_PLUGINDIR" ] ||
    [ "$DEMO_DIR" = "$T/stage$INST_PLUGINDIR" ] ||
    [ "$DEMO_DIR" = "$T/stage$DESTDIR$INST_PLUGINDIR" ]; }; then
    pass "examples/plugin installs into DESTDIR + pkg-config's plugindir"
else
    fail "examples/plugin installs into DESTDIR + pkg-config's plugindir"
    diag_file "$OUT"; diag_file "$ERR"
    DEMO_DIR="$T/example"
fi

run "$DLTI" $PDIR --plugin-dir "$DEMO_DIR" layout --spec "$EX/plugin/demo.mlir" \
    '!demo.blob<4>'
cat >"$T/want" <<'EOF'
type           size  bits  abi  preferred  index
!demo.blob<4>    16   128    4          4      -
EOF
is_file "$OUT" "$T/want" "the installed dlti lays out !demo.blob<4> with the installed demo.so"

cat >"$T/query.mlir" <<'EOF'
module attributes {dlti.dl_spec = #dlti.dl_spec<!demo.blob<1> = 16 : i64>} {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> !demo.blob<5>
    return
  }
}
EOF
run env DLTI_PLUGIN_PATH="$DEMO_DIR" "$DLTI" $PDIR query "$T/query.mlir"
if [ "$RC" -eq 0 ] &&
    grep -q -F 'bitsize = 80 : index' "$OUT" &&
    grep -q -F 'size = 10 : index' "$OUT" &&
    grep -q -F ': () -> !demo.blob<5>' "$OUT"; then
    pass "query of !demo.blob<5>: demo.so from DLTI_PLUGIN_PATH, func and test from the plugindir"
else
    fail "query of !demo.blob<5>: demo.so from DLTI_PLUGIN_PATH, func and test from the plugindir"
    diag "exit $RC"; diag_file "$OUT"; diag_file "$ERR"
fi

run env DLTI_PLUGIN_PATH="$DEMO_DIR" "$DLTI" $PDIR plugins
if grep -q -E "^demo +1\\.0\\.0 +$DEMO_DIR/demo.so\$" "$OUT" &&
    grep -q -E "^func +" "$OUT"; then
    pass "dlti plugins lists demo (DLTI_PLUGIN_PATH) and the installed plugins"
else
    fail "dlti plugins lists demo (DLTI_PLUGIN_PATH) and the installed plugins"
    diag_file "$OUT"
fi

# The example's own `make check` target runs the installed dlti.
run "$MAKE" -C "$T/example" check DLTI="$DLTI $PDIR"
like "$OUT" "!demo.blob<4>    16   128    4          4      -" \
    "examples/plugin: make check runs dlti on demo.mlir"

# ---- the Python package ------------------------------------------------------

# PYTHONPATH only puts the prefix's site-packages on Python's path; the
# package finds the library (and the library its plugins) by itself.
PY_PROBE='import dlti
l = dlti.Layout.from_target("x86_64-linux-gnu")
print(dlti.library()["path"], l.query("!llvm.ptr<270>").size)'
if [ -z "${PYTHON:-}" ] || [ "$PYTHON" = : ]; then
    skip "installed: import dlti" "configure found no Python 3.8+"
elif [ -n "$DESTDIR" ]; then
    run env PYTHONPATH="$DESTDIR$INST_PYTHONDIR" \
        DLTI_LIBRARY="$DESTDIR$INST_LIBDIR/libdlti.so.0" \
        DLTI_PLUGIN_PATH="$PLUGINDIR" "$PYTHON" -c "$PY_PROBE"
    is "$(cat "$OUT")" "$DESTDIR$INST_LIBDIR/libdlti.so.0 4" \
        "installed (DESTDIR): import dlti answers with the installed library"
else
    ok "test -f '$INST_PYTHONDIR/dlti/__init__.py' && test -f '$INST_PYTHONDIR/dlti/_config.py' && test -f '$INST_PYTHONDIR/dlti/py.typed'" \
        "the Python package is installed in site-packages, with _config.py and py.typed"
    (cd "$T" && PYTHONPATH="$INST_PYTHONDIR" "$PYTHON" -c "$PY_PROBE") \
        >"$OUT" 2>"$ERR"
    is "$(cat "$OUT")" "$INST_LIBDIR/libdlti.so.0 4" \
        "installed: import dlti loads this installation's libdlti.so.0 and finds the llvm plugin, nothing set"
fi
# ---- a program of the library, built with pkg-config (README, "C API") --------
# Where the dynamic linker does not look (a custom --prefix, a DESTDIR),
# the program finds libdlti.so.0 through LD_LIBRARY_PATH or an rpath.
LIBDIR="$DESTDIR$INST_LIBDIR"
RPATH=$LIBDIR
[ -n "$DESTDIR" ] || RPATH=$(pkg-config --variable=libdir dlti)
API_OUT="vector<4xf32>: 16 bytes, ABI alignment 16, preferred 16"
run sh -c "$CC -std=c11 '$EX/api.c' \$(pkg-config --cflags --libs dlti) -o '$T/api'"
is_rc 0 "examples/api.c builds with pkg-config"
if [ -n "$DESTDIR" ]; then
    run env -u LD_LIBRARY_PATH "$T/api"
    like "$ERR" "libdlti.so.0: cannot open shared object file" \
        "staged: api alone does not find libdlti.so.0 (why README says how)"
fi
run env LD_LIBRARY_PATH="$LIBDIR" "$T/api"
is "$(cat "$OUT")" "$API_OUT" "api runs with LD_LIBRARY_PATH=libdir"
run sh -c "$CC -std=c11 '$EX/api.c' \$(pkg-config --cflags --libs dlti) -Wl,-rpath,'$RPATH' -o '$T/api-rpath'"
is_rc 0 "examples/api.c builds with -Wl,-rpath,libdir"
run env -u LD_LIBRARY_PATH "$T/api-rpath"
is "$(cat "$OUT")" "$API_OUT" "api linked with -Wl,-rpath runs without LD_LIBRARY_PATH"

done_testing
