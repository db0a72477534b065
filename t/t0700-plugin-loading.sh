#!/bin/sh
# t0700-plugin-loading.sh - finding, loading and refusing dialect plugins:
# the search order (--plugin-dir, then $DLTI_PLUGIN_PATH, then plugindir),
# --load-plugin, one warning per refused plugin (and the run goes on),
# `dlti plugins` and the error on a type of a dialect without plugin.
#
# The broken plugins are built from t/plugins-bad/*.c (check_LTLIBRARIES);
# "order" is a working plugin built twice, as a/order.so (8 bits, version
# "a") and b/order.so (16 bits, version "b"), so that `dlti layout
# '!order.t'` tells which file was loaded.

. "$SRCDIR/t/lib.sh"

BAD="$BUILDDIR/t/plugins-bad/.libs"
A="$BUILDDIR/t/plugins-bad/a/.libs"
B="$BUILDDIR/t/plugins-bad/b/.libs"
REAL=${DLTI_PLUGIN_PATH:-$BUILDDIR/plugins/.libs}
ABI=$(sed -n 's/^#define DLTI_PLUGIN_ABI_VERSION \([0-9][0-9]*\).*/\1/p' \
    "$SRCDIR/include/dlti/plugin.h")
I32_ROW="i32      4    32    4          4      -"

for f in "$BAD/noentry.so" "$A/order.so" "$B/order.so"; do
    if [ ! -f "$f" ]; then
        echo "Bail out! $f is not built (make check builds it)"
        exit 1
    fi
done

mkdir "$T/empty" "$T/junk" "$T/mix"
printf 'this is not a shared object\n' >"$T/junk/junk.so"

# The first line of stderr (and that there is only one).
err_line() {
    if [ "$(wc -l <"$ERR")" -eq 1 ]; then cat "$ERR"; else
        echo "(stderr has $(wc -l <"$ERR") lines:)"; cat "$ERR"; fi
}

# goes_on DESC: the run of a refused plugin went on: exit 0, i32 answered.
goes_on() {
    if [ "$RC" -eq 0 ] && grep -q -x -F "$I32_ROW" "$OUT"; then
        pass "$1: the run goes on (exit 0, i32 answered)"
    else
        fail "$1: the run goes on (exit 0, i32 answered)"
        diag "exit $RC"; diag_file "$OUT"
    fi
}

# refused DESC EXPECTED-WARNING CMD...: the command prints exactly the
# warning on stderr, still answers `layout i32` and exits 0.
refused() {
    desc=$1 want=$2
    shift 2
    run "$@" layout i32
    is "$(err_line)" "$want" "$desc: one warning naming the file and the reason"
    goes_on "$desc"
}

# Like refused, but the warning is matched as an extended regular
# expression after replacing "$BAD/" by "BAD/" (for sizes and dlerror text).
refused_re() {
    desc=$1 want=$2
    shift 2
    run "$@" layout i32
    line=$(err_line | sed "s|$BAD/|BAD/|g")
    if printf '%s\n' "$line" | grep -E -q -x -e "$want"; then
        pass "$desc: one warning naming the file and the reason"
    else
        fail "$desc: one warning naming the file and the reason"
        diag "got:      $line"; diag "expected: $want"
    fi
    goes_on "$desc"
}

# order_bits DESC BITS CMD...: CMD (`dlti layout --format=json '!order.t'`
# with plugin options) loads the order plugin that gives BITS bits, without
# diagnostics.
LAYOUT="layout --format=json !order.t"
order_bits() {
    desc=$1 bits=$2
    shift 2
    run "$@"
    if [ "$RC" -eq 0 ] && [ ! -s "$ERR" ] &&
        grep -q -F "\"type\": \"!order.t\", \"size\": $((bits / 8)), \"bits\": $bits," "$OUT"
    then
        pass "$desc"
    else
        fail "$desc"
        diag "exit $RC, expected $bits bits; stdout:"; diag_file "$OUT"
        diag "stderr:"; diag_file "$ERR"
    fi
}

# ---- each refusal: its warning, and the run goes on -------------------------

refused "missing --load-plugin file" \
    "warning: plugin $T/nope.so refused: No such file or directory" \
    "$DLTI" --load-plugin "$T/nope.so"
refused_re "not a shared object" \
    "warning: plugin $T/junk/junk.so refused: not a loadable shared object \\(.+\\)" \
    "$DLTI" --load-plugin "$T/junk/junk.so"
refused "a file not named NAMESPACE.so" \
    "warning: plugin $T/junk refused: its name does not end in .so" \
    "$DLTI" --load-plugin "$T/junk"
mkdir "$T/dir.so"
refused "a directory named like a plugin" \
    "warning: plugin $T/dir.so refused: not a regular file" \
    "$DLTI" --load-plugin "$T/dir.so"
refused "no entry symbol" \
    "warning: plugin $BAD/noentry.so refused: no entry symbol 'dlti_plugin_entry'" \
    "$DLTI" --load-plugin "$BAD/noentry.so"
refused "ABI mismatch" \
    "warning: plugin $BAD/badabi.so refused: it was built for plugin ABI 999, this dlti provides ABI $ABI" \
    "$DLTI" --load-plugin "$BAD/badabi.so"
refused "namespace differs from the file name" \
    "warning: plugin $BAD/misnamed.so refused: it provides dialect 'other' but its file name says 'misnamed'" \
    "$DLTI" --load-plugin "$BAD/misnamed.so"
refused "init fails" \
    "warning: plugin $BAD/initfail.so refused: its initialisation failed: initfail: cannot start (no licence)" \
    "$DLTI" --load-plugin "$BAD/initfail.so"
refused_re "type hooks table smaller than required" \
    "warning: plugin BAD/smallhooks.so refused: its initialisation failed: dialect 'smallhooks': type hooks of 't' are [0-9]+ bytes, at least [0-9]+ required" \
    "$DLTI" --load-plugin "$BAD/smallhooks.so"
refused_re "descriptor smaller than required" \
    "warning: plugin BAD/smallinfo.so refused: its descriptor is too small \\([0-9]+ bytes, [0-9]+ required\\)" \
    "$DLTI" --load-plugin "$BAD/smallinfo.so"
refused "a second plugin for the same namespace" \
    "warning: plugin $B/order.so refused: dialect 'order' is already provided by $A/order.so" \
    "$DLTI" --load-plugin "$A/order.so" --load-plugin "$B/order.so"
cp "$A/order.so" "$T/mix/dlti.so"
refused "a plugin for a builtin namespace" \
    "warning: plugin $T/mix/dlti.so refused: dialect 'dlti' is already registered" \
    "$DLTI" --load-plugin "$T/mix/dlti.so"
rm -f "$T/mix/dlti.so"

# The first refused plugin still lets the second one load.
run "$DLTI" --load-plugin "$BAD/badabi.so" --load-plugin "$A/order.so" \
    layout '!order.t' i32
if [ "$RC" -eq 0 ] && grep -q '^!order.t ' "$OUT" && [ "$(wc -l <"$ERR")" -eq 1 ]
then
    pass "after a refused plugin, the next --load-plugin still loads"
else
    fail "after a refused plugin, the next --load-plugin still loads"
    diag "exit $RC"; diag_file "$OUT"; diag_file "$ERR"
fi

# ---- lazy loading: a refused plugin leaves its types opaque -----------------

cat >"$T/uses-bad.mlir" <<'EOF'
module attributes {my.a = !badabi.t<1>, my.b = !misnamed.x, my.c = !nosuch.y} {}
EOF
run "$DLTI" --plugin-dir "$BAD" verify "$T/uses-bad.mlir"
cat >"$T/want" <<EOF
warning: plugin $BAD/badabi.so refused: it was built for plugin ABI 999, this dlti provides ABI $ABI
warning: plugin $BAD/misnamed.so refused: it provides dialect 'other' but its file name says 'misnamed'
EOF
is_file "$ERR" "$T/want" \
    "lazy loading: one warning per refused plugin, in input order"
is_rc 0 "lazy loading: refused plugins do not change the exit status"

# A file with three chunks that all use the refused dialect: one warning.
cat >"$T/split.mlir" <<'EOF'
module attributes {my.a = !badabi.t} {}
// -----
module attributes {my.b = !badabi.t} {}
// -----
module attributes {my.c = !badabi.u} {}
EOF
run "$DLTI" verify --split-input-file --plugin-dir "$BAD" "$T/split.mlir"
is "$(err_line)" \
    "warning: plugin $BAD/badabi.so refused: it was built for plugin ABI 999, this dlti provides ABI $ABI" \
    "--split-input-file: a refused plugin is reported once, not per chunk"
is_rc 0 "--split-input-file with a refused plugin: exit 0"

# The first file found decides: a refused order.so in the first directory
# hides the good one in the second.
cp "$T/junk/junk.so" "$T/mix/order.so"
run "$DLTI" --plugin-dir "$T/mix" --plugin-dir "$A" layout '!order.t'
if [ "$RC" -eq 1 ] && grep -q "^warning: plugin $T/mix/order.so refused: not a loadable shared object" "$ERR" &&
    grep -q "dialect 'order' is not loaded" "$ERR"; then
    pass "the first order.so on the path decides, even when it is refused"
else
    fail "the first order.so on the path decides, even when it is refused"
    diag "exit $RC"; diag_file "$ERR"
fi
rm -f "$T/mix/order.so"

# ---- search order -----------------------------------------------------------

order_bits "--plugin-dir comes before DLTI_PLUGIN_PATH" 8 \
    env DLTI_PLUGIN_PATH="$B" "$DLTI" --plugin-dir "$A" $LAYOUT
order_bits "DLTI_PLUGIN_PATH is searched (a)" 8 \
    env DLTI_PLUGIN_PATH="$A" "$DLTI" $LAYOUT
order_bits "DLTI_PLUGIN_PATH is searched (b)" 16 \
    env DLTI_PLUGIN_PATH="$B" "$DLTI" $LAYOUT
order_bits \
    "DLTI_PLUGIN_PATH is searched left to right (b:a)" 16 \
    env DLTI_PLUGIN_PATH="$B:$A" "$DLTI" $LAYOUT
order_bits \
    "DLTI_PLUGIN_PATH: empty components are ignored" 8 \
    env DLTI_PLUGIN_PATH=":$T/empty::$A:" "$DLTI" $LAYOUT
order_bits "--plugin-dir is repeatable, in order (b, a)" \
    16 env DLTI_PLUGIN_PATH="$A" "$DLTI" --plugin-dir "$B" --plugin-dir "$A" \
    $LAYOUT
order_bits "--plugin-dir=DIR form" 8 \
    env DLTI_PLUGIN_PATH="$B" "$DLTI" --plugin-dir="$A" $LAYOUT
order_bits "--plugin-dir after the command" 16 \
    env DLTI_PLUGIN_PATH="$A" "$DLTI" layout --plugin-dir "$B" --format=json '!order.t'
order_bits "--plugin-dir after the type" 16 \
    env DLTI_PLUGIN_PATH="$A" "$DLTI" $LAYOUT --plugin-dir "$B"

# ---- --load-plugin ----------------------------------------------------------

order_bits "--load-plugin wins over the search path" 16 \
    env DLTI_PLUGIN_PATH="$A" "$DLTI" --load-plugin "$B/order.so" $LAYOUT
order_bits "--load-plugin=FILE form, after the command" 16 \
    env DLTI_PLUGIN_PATH= "$DLTI" layout --load-plugin="$B/order.so" \
    --format=json '!order.t'

# Every context gets the options: each chunk of a split file.
cat >"$T/two.mlir" <<'EOF'
module attributes {dlti.dl_spec = #dlti.dl_spec<!order.t = 1 : i64>} {}
// -----
module attributes {dlti.dl_spec = #dlti.dl_spec<!order.t = 2 : i64>} {}
EOF
run env DLTI_PLUGIN_PATH= "$DLTI" verify --split-input-file "$T/two.mlir" \
    --load-plugin "$A/order.so"
if [ "$RC" -eq 0 ] && [ ! -s "$ERR" ]; then
    pass "--load-plugin applies to every chunk of --split-input-file"
else
    fail "--load-plugin applies to every chunk of --split-input-file"
    diag "exit $RC"; diag_file "$ERR"
fi

# ---- usage errors -------------------------------------------------------------

usage() {
    desc=$1 msg=$2
    shift 2
    run "$@"
    if [ "$RC" -eq 2 ] && [ ! -s "$OUT" ] && grep -q -F -e "$msg" "$ERR"; then
        pass "$desc"
    else
        fail "$desc"
        diag "exit $RC (expected 2)"; diag_file "$ERR"
    fi
}
usage "--plugin-dir without DIR: exit 2" "option '--plugin-dir' needs a DIR" \
    "$DLTI" layout i32 --plugin-dir
usage "--plugin-dir= (empty): exit 2" "option '--plugin-dir' needs a DIR" \
    "$DLTI" --plugin-dir= layout i32
usage "--load-plugin without FILE: exit 2" "option '--load-plugin' needs a FILE" \
    "$DLTI" --load-plugin
usage "plugins with an argument: exit 2" "unexpected argument 'x'" \
    "$DLTI" plugins x
usage "plugins with an unknown format: exit 2" "unknown format 'xml'" \
    "$DLTI" plugins --format=xml

# After "--", an operand that looks like a plugin option is an operand.
run "$DLTI" --plugin-dir "$T/empty" verify -- --plugin-dir
if [ "$RC" -eq 1 ] && grep -q "cannot open input file '--plugin-dir'" "$ERR"; then
    pass "after --, --plugin-dir is a file name"
else
    fail "after --, --plugin-dir is a file name"
    diag "exit $RC"; diag_file "$ERR"
fi

# ---- a type of a dialect without plugin ---------------------------------------

run env DLTI_PLUGIN_PATH="$T/empty" "$DLTI" --plugin-dir "$T/mix" layout \
    '!nosuch.t<1>'
is_rc 1 "layout of a type without plugin: exit 1"
like "$ERR" "error: neither the scoping op nor the type class provide data layout information for !nosuch.t<1>: dialect 'nosuch' is not loaded" \
    "layout of a type without plugin: the error names the missing dialect"
like "$ERR" "note: no plugin nosuch.so could be loaded from $T/mix:$T/empty:" \
    "the note names the plugin file and the search path in order"

# The same in a query, with a location.
cat >"$T/opaque.mlir" <<'EOF'
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !nosuch.t<1>
    "func.return"() : () -> ()
  }) : () -> ()
}
EOF
run "$DLTI" --plugin-dir "$T/mix" query "$T/opaque.mlir"
is_rc 1 "query of a type without plugin: exit 1"
like "$ERR" "$T/opaque.mlir:3:10: error: neither the scoping op nor the type class provide data layout information for !nosuch.t<1>: dialect 'nosuch' is not loaded" \
    "query of a type without plugin: located error naming the dialect"
like "$ERR" "note: no plugin nosuch.so could be loaded from $T/mix:$REAL:" \
    "query of a type without plugin: the note names the search path"

# An opaque type prints back as written.
run "$DLTI" --plugin-dir "$T/empty" layout --format=json '!nosuch.t<1>' i32
like "$OUT" '"type": "i32"' "a failing opaque type does not stop the other types"

# ---- dlti plugins -------------------------------------------------------------

# The plugins of the build tree (DLTI_PLUGIN_PATH set by the harness).
run "$DLTI" plugins
is_rc 0 "dlti plugins: exit 0"
like "$OUT" "namespace    version    file" "dlti plugins: a table header"
for ns in func gpu llvm ptr test; do
    if grep -q -E "^$ns +[^ ]+ +$REAL/$ns.so\$" "$OUT"; then
        pass "dlti plugins lists the $ns plugin of the build tree"
    else
        fail "dlti plugins lists the $ns plugin of the build tree"
        diag_file "$OUT"
    fi
done
like "$OUT" "    types:      !llvm." "dlti plugins lists the llvm types"
like "$OUT" "!ptr.ptr" "dlti plugins lists !ptr.ptr"
like "$OUT" "func.func" "dlti plugins lists the func ops"
like "$OUT" "gpu.module" "dlti plugins lists gpu.module"
like "$OUT" "test.data_layout_query" "dlti plugins lists the test ops"
unlike "$OUT" "refused" "dlti plugins: no refused file in the build tree"

run env DLTI_PLUGIN_PATH="$T/empty" "$DLTI" --plugin-dir "$BAD" plugins
like "$OUT" "(6 files refused; 'dlti plugins --verbose' says why)" \
    "dlti plugins without --verbose counts the refused files"
unlike "$OUT" "$BAD/" "dlti plugins without --verbose does not list them"

run "$DLTI" --plugin-dir "$BAD" --plugin-dir "$T/junk" plugins --verbose
is_rc 0 "dlti plugins --verbose with refused files: exit 0"
like "$OUT" "search path:" "--verbose shows the search path"
like "$OUT" "  $BAD" "--verbose shows the --plugin-dir directory"
for f in noentry badabi misnamed initfail smallhooks smallinfo; do
    if grep -A1 -E "^- +- +$BAD/$f.so\$" "$OUT" | grep -q '^    refused:    .'
    then
        pass "--verbose lists $f.so with the reason it is refused"
    else
        fail "--verbose lists $f.so with the reason it is refused"
        diag_file "$OUT"
    fi
done
like "$OUT" "    refused:    no entry symbol 'dlti_plugin_entry'" \
    "--verbose: the reason is the warning's"
like "$OUT" "    refused:    not a loadable shared object" \
    "--verbose: a non-ELF .so is explained"

run "$DLTI" --plugin-dir "$A" --plugin-dir "$B" --plugin-dir "$T/nodir" \
    plugins -v
like "$OUT" "order        a          $A/order.so" "dlti plugins: the first order.so"
like "$OUT" "order        b          $B/order.so (shadowed by $A/order.so)" \
    "dlti plugins: the second order.so is marked shadowed"
like "$OUT" "    types:      !order.t" "dlti plugins: types as !ns.name"
like "$OUT" "  $T/nodir (No such file or directory)" \
    "--verbose: a missing directory says so"

run env DLTI_PLUGIN_PATH="$A" "$DLTI" --plugin-dir "$A" plugins
if [ "$(grep -c "^order " "$OUT")" -eq 1 ]; then
    pass "dlti plugins: a directory named twice on the path is listed once"
else
    fail "dlti plugins: a directory named twice on the path is listed once"
    diag_file "$OUT"
fi

run env DLTI_PLUGIN_PATH="$T/empty" "$DLTI" plugins
is_rc 0 "dlti plugins with nothing found: exit 0"
like "$OUT" "no plugins found in $T/empty:" "dlti plugins with nothing found says where it looked"

run "$DLTI" --plugin-dir "$A" --plugin-dir "$B" --plugin-dir "$BAD" plugins \
    --format=json --verbose
is_rc 0 "dlti plugins --format=json: exit 0"
like "$OUT" "\"search_path\": [\"$A\", \"$B\", \"$BAD\"," "json: the search path"
like "$OUT" "{\"file\": \"$A/order.so\", \"namespace\": \"order\", \"version\": \"a\", \"summary\": \"the search order test plugin\", \"types\": [\"!order.t\"], \"attributes\": [], \"ops\": [], \"keys\": [], \"shadowed_by\": null}" \
    "json: a plugin"
like "$OUT" "\"shadowed_by\": \"$A/order.so\"}" "json: a shadowed plugin"
like "$OUT" "{\"file\": \"$BAD/noentry.so\", \"namespace\": null, \"error\": \"no entry symbol 'dlti_plugin_entry'\"" \
    "json --verbose: a refused file and its reason"
if command -v python3 >/dev/null 2>&1; then
    if python3 -c 'import json,sys; json.load(sys.stdin)' <"$OUT" 2>"$T/py.err"; then
        pass "json: well-formed (python3)"
    else
        fail "json: well-formed (python3)"
        diag_file "$T/py.err"
    fi
else
    skip "json: well-formed (python3)" "python3 not installed"
fi

# --load-plugin with `plugins`: loaded (a refusal is a warning), not listed.
run "$DLTI" --plugin-dir "$T/empty" --load-plugin "$BAD/badabi.so" plugins
is "$(err_line)" \
    "warning: plugin $BAD/badabi.so refused: it was built for plugin ABI 999, this dlti provides ABI $ABI" \
    "plugins --load-plugin: a refused file is a warning"
is_rc 0 "plugins --load-plugin with a refused file: exit 0"

run "$DLTI" plugins --help
if [ "$RC" -eq 0 ] && grep -q '^Usage: dlti plugins ' "$OUT"; then
    pass "dlti plugins --help"
else
    fail "dlti plugins --help"
fi
run "$DLTI" --help
like "$OUT" "  --plugin-dir DIR" "dlti --help documents --plugin-dir"
like "$OUT" "  --load-plugin FILE" "dlti --help documents --load-plugin"
like "$OUT" "  plugins " "dlti --help lists the plugins command"

# ---- where plugins may come from (issue 25) ------------------------------------

# A bare --load-plugin NAME is ./NAME: never a namesake that dlopen would
# find on LD_LIBRARY_PATH (here b/order.so, 16 bits).
mkdir "$T/here" "$T/nothere"
cp "$A/order.so" "$T/here/order.so"
order_bits "--load-plugin NAME loads ./NAME, not a namesake on LD_LIBRARY_PATH" 8 \
    sh -c 'cd "$1" && shift && LD_LIBRARY_PATH="$B:${LD_LIBRARY_PATH:-}" exec "$@"' \
    sh "$T/here" env DLTI_PLUGIN_PATH= "$DLTI" --load-plugin order.so $LAYOUT
run sh -c 'cd "$1" && shift && LD_LIBRARY_PATH="$B:${LD_LIBRARY_PATH:-}" exec "$@"' \
    sh "$T/nothere" env DLTI_PLUGIN_PATH= "$DLTI" --load-plugin order.so layout i32
is "$(err_line)" \
    "warning: plugin ./order.so refused: No such file or directory" \
    "--load-plugin NAME without ./NAME: refused, not found on LD_LIBRARY_PATH"
goes_on "--load-plugin NAME without ./NAME"

# Plugins others could change: refused (the directory or the file writable
# by everyone or the group), unless --allow-writable-plugins.
mkdir "$T/ww" "$T/wf" "$T/gw"
cp "$A/order.so" "$T/ww/order.so"
cp "$A/order.so" "$T/wf/order.so"
cp "$A/order.so" "$T/gw/order.so"
chmod 777 "$T/ww"
chmod 666 "$T/wf/order.so"
chmod 775 "$T/gw"
refused "a world-writable plugin directory" \
    "warning: plugin $T/ww/order.so refused: its directory is writable by everyone (allowed with DLTI_PLUGIN_ALLOW_WRITABLE, the CLI's --allow-writable-plugins)" \
    "$DLTI" --load-plugin "$T/ww/order.so"
refused "a world-writable plugin file" \
    "warning: plugin $T/wf/order.so refused: the file is writable by everyone (allowed with DLTI_PLUGIN_ALLOW_WRITABLE, the CLI's --allow-writable-plugins)" \
    "$DLTI" --load-plugin "$T/wf/order.so"
refused "a group-writable plugin directory" \
    "warning: plugin $T/gw/order.so refused: its directory is writable by its group (allowed with DLTI_PLUGIN_ALLOW_WRITABLE, the CLI's --allow-writable-plugins)" \
    "$DLTI" --load-plugin "$T/gw/order.so"
run env DLTI_PLUGIN_PATH="$T/ww" "$DLTI" $LAYOUT
like "$ERR" "warning: plugin $T/ww/order.so refused: its directory is writable by everyone" \
    "a world-writable directory on the search path: its plugin refused"
is_rc 1 "... and the type has no layout"
order_bits "--allow-writable-plugins loads from a world-writable directory" 8 \
    env DLTI_PLUGIN_PATH="$T/ww" "$DLTI" --allow-writable-plugins $LAYOUT
order_bits "--allow-writable-plugins after the command" 8 \
    "$DLTI" layout --load-plugin "$T/wf/order.so" --allow-writable-plugins \
    --format=json '!order.t'
run env DLTI_PLUGIN_PATH="$T/ww" "$DLTI" plugins --verbose
like "$OUT" "    refused:    its directory is writable by everyone" \
    "dlti plugins: a file of a world-writable directory refused, and why"

# A setuid program linking libdlti, run by another user: DLTI_PLUGIN_PATH
# is not read (secure_getenv), so that user's plugins do not run with
# root's rights.  t/plugin-env-probe prints a new context's search path
# (linked -no-install: ld.so ignores LD_LIBRARY_PATH in a setuid program,
# so dlti itself, which libtool's wrapper points at the build tree that
# way, cannot be the copy).  Needs root, to make the copy setuid root
# and run it as nobody with setpriv; the same copy without the setuid
# bit, run the same way, does read the variable: the check can fail.
probe=$BUILDDIR/t/plugin-env-probe
if [ "$(id -u)" != 0 ]; then
    skip "a setuid program ignores DLTI_PLUGIN_PATH" "not root"
elif ! command -v setpriv >/dev/null 2>&1 || ! id nobody >/dev/null 2>&1; then
    skip "a setuid program ignores DLTI_PLUGIN_PATH" "no setpriv or no user nobody"
else
    mkdir "$T/suid"
    chmod 755 "$T" "$T/suid"
    cp "$probe" "$T/suid/probe"
    as_nobody() {
        run setpriv --reuid=nobody --regid="$(id -g nobody)" --clear-groups \
            env DLTI_PLUGIN_PATH="$A" "$T/suid/probe"
    }
    chmod 755 "$T/suid/probe"
    as_nobody
    if [ "$RC" -eq 0 ] && grep -q "^$A:" "$OUT"; then
        pass "as nobody, a program (not setuid) reads DLTI_PLUGIN_PATH"
    else
        fail "as nobody, a program (not setuid) reads DLTI_PLUGIN_PATH"
        diag "exit $RC"; diag_file "$OUT"; diag_file "$ERR"
    fi
    chmod 4755 "$T/suid/probe"
    as_nobody
    if [ "$RC" -eq 0 ] && [ -s "$OUT" ] && ! grep -q "$A" "$OUT"; then
        pass "a setuid program run by nobody ignores DLTI_PLUGIN_PATH"
    else
        fail "a setuid program run by nobody ignores DLTI_PLUGIN_PATH"
        diag "exit $RC"; diag_file "$OUT"; diag_file "$ERR"
    fi
fi

# `dlti plugins` scans each file in a child process: a plugin that aborts
# in its constructor, or whose entry returns garbage, is one refused line
# naming the signal, and the listing goes on.
CRASH="$BUILDDIR/t/plugins-crash/.libs"
run "$DLTI" --plugin-dir "$CRASH" --plugin-dir "$A" plugins --verbose
is_rc 0 "dlti plugins survives plugins that crash: exit 0"
like "$OUT" "$CRASH/ctorabort.so" "dlti plugins names the plugin that aborts"
like "$OUT" "    refused:    loading it crashed the scan (signal 6, Aborted)" \
    "... and its signal"
like "$OUT" "$CRASH/garbage.so" "dlti plugins names the plugin whose entry returns garbage"
if t_sanitized; then
    # A sanitizer catches the bad jump and exits the child itself.
    like "$OUT" "    refused:    the scan of it failed" "... refused (sanitizer build: its own exit)"
else
    like "$OUT" "    refused:    loading it crashed the scan (signal 11, Segmentation fault)" \
        "... and its signal"
fi
like "$OUT" "order        a          $A/order.so" \
    "dlti plugins goes on to the next directory"
run "$DLTI" --plugin-dir "$CRASH" plugins --format=json --verbose
like "$OUT" "{\"file\": \"$CRASH/ctorabort.so\", \"namespace\": null, \"error\": \"loading it crashed the scan (signal 6, Aborted)\"" \
    "json: the crashing plugin and its signal"

# ---- memory checks ---------------------------------------------------------------

vg "every refusal is clean" --load-plugin "$T/nope.so" \
    --load-plugin "$T/junk/junk.so" --load-plugin "$BAD/noentry.so" \
    --load-plugin "$BAD/badabi.so" --load-plugin "$BAD/misnamed.so" \
    --load-plugin "$BAD/initfail.so" --load-plugin "$BAD/smallhooks.so" \
    --load-plugin "$BAD/smallinfo.so" --load-plugin "$A/order.so" \
    --load-plugin "$B/order.so" layout i32 '!order.t'
vg "lazy loading and split input are clean" --plugin-dir "$BAD" \
    verify --split-input-file "$T/split.mlir"
# (`dlti plugins` scans each file in a forked child that _exits at once:
# what the child inherited and did not free is not a leak of the program)
VG_EXTRA=--child-silent-after-fork=yes
vg "dlti plugins --verbose is clean" --plugin-dir "$A" --plugin-dir "$B" \
    --plugin-dir "$BAD" --plugin-dir "$T/junk" plugins --verbose
vg "dlti plugins --format=json is clean" plugins --format=json
VG_EXTRA=
vg "a type without plugin is clean" --plugin-dir "$T/mix" query "$T/opaque.mlir"

done_testing
