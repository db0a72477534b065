#!/bin/sh
# t0400-cli.sh - the dlti command-line tool: options, exit statuses, output
# formats, diagnostics.  Expected values are those of MLIR 22
# (mlir-opt-22 --test-data-layout-query and notes/semantics.md section 1).

. "$SRCDIR/t/lib.sh"

EX="$SRCDIR/examples"

# ---- help and version -----------------------------------------------------

run "$DLTI" --help
is_rc 0 "--help exits 0"
like "$OUT" "Usage: dlti" "--help prints the usage on stdout"
for c in query layout diff verify plugins import export help; do
    like "$OUT" "  $c " "--help lists the $c command"
done
cp "$OUT" "$T/help.txt"

run "$DLTI" help
is_file "$OUT" "$T/help.txt" "'dlti help' prints the same as --help"

for c in query layout diff verify plugins import export help; do
    run "$DLTI" "$c" --help
    if [ "$RC" -eq 0 ] && grep -q "^Usage: dlti $c " "$OUT" && [ ! -s "$ERR" ]
    then
        pass "'dlti $c --help' prints its usage and exits 0"
    else
        fail "'dlti $c --help' prints its usage and exits 0"
        diag "exit $RC"; diag_file "$OUT"; diag_file "$ERR"
    fi
    cp "$OUT" "$T/help-$c.txt"
    run "$DLTI" help "$c"
    is_file "$OUT" "$T/help-$c.txt" "'dlti help $c' = 'dlti $c --help'"
done

run "$DLTI" --version
is_rc 0 "--version exits 0"
is "$(cat "$OUT")" "dlti 0.2.0 (MLIR 22.1 data layout semantics)" \
    "--version names the version and the MLIR semantics it follows"
# The version is configure.ac's (AC_INIT), as include/dlti/version.h has it.
ac_version=$(sed -n 's/^AC_INIT(\[dlti\], \[\([^]]*\)\].*/\1/p' \
    "$SRCDIR/configure.ac")
h_version=$(sed -n 's/^#define DLTI_VERSION_STRING "\(.*\)"$/\1/p' \
    "$BUILDDIR/include/dlti/version.h")
is "$h_version" "$ac_version" \
    "DLTI_VERSION_STRING of version.h is AC_INIT's version ($ac_version)"
is "$(cat "$OUT")" "dlti $ac_version (MLIR 22.1 data layout semantics)" \
    "--version prints AC_INIT's version"

# The usage line (the first line of each command's help, exactly) and
# every option a command takes, each starting a line of its Options.
option_line() { # FILE OPTION
    awk -v o="  $2" 'index($0, o) == 1 { f = 1 } END { exit !f }' "$1"
}
help_usage() {
    run "$DLTI" "$1" --help
    is "$(sed -n 1p "$OUT")" "$2" "'dlti $1 --help': its usage line"
    cmd=$1
    shift 2
    for o in "$@"; do
        ok "option_line '$OUT' '$o'" "'dlti $cmd --help' describes $o"
    done
}
help_usage query \
    'Usage: dlti query [--split-input-file] [--verify-diagnostics[=MODE]]' \
    --split-input-file '--verify-diagnostics[=all|only-expected]' \
    --llvm-target-to-data-layout '-o FILE, --output=FILE' '-h, --help'
help_usage layout \
    'Usage: dlti layout [--spec FILE | --datalayout STRING | --target TRIPLE]' \
    '--spec FILE' '--scope NAME' '--datalayout STRING' '--target TRIPLE' \
    '--format=FORMAT' '--rules=RULES' '--fields' '--depth=N' \
    '--cacheline=N' '--explain' '-h, --help'
help_usage diff \
    'Usage: dlti diff LAYOUT_A LAYOUT_B [--format=table|json]' \
    '--spec FILE' '--scope NAME' '--target TRIPLE' '--datalayout STRING' \
    '--format=FORMAT' '--rules=RULES' '-h, --help'
help_usage verify \
    'Usage: dlti verify [--split-input-file] [--verify-diagnostics[=MODE]]' \
    --split-input-file '--verify-diagnostics[=all|only-expected]' '-h, --help'
help_usage plugins 'Usage: dlti plugins [--verbose] [--format=table|json]' \
    '-v, --verbose' '--format=FORMAT' '-h, --help'
help_usage import 'Usage: dlti import [--target] [--format=mlir|json] STRING' \
    --target '--format=FORMAT' '-h, --help'
help_usage export 'Usage: dlti export [--scope NAME] [--format=text|json] FILE' \
    '--format=FORMAT' '-h, --help'
help_usage help 'Usage: dlti help [COMMAND]'
run "$DLTI" --help
is "$(sed -n 1p "$OUT")" 'Usage: dlti [OPTION...] COMMAND [ARGS...]' \
    "'dlti --help': its usage line"
for o in '--plugin-dir DIR' '--load-plugin FILE' '-h, --help' '--version'; do
    ok "option_line '$OUT' '$o'" "'dlti --help' describes $o"
done

# ---- usage errors: exit 2, message and usage on stderr, nothing on stdout --

usage_error() {
    desc=$1 msg=$2
    shift 2
    run "$@"
    if [ "$RC" -eq 2 ] && [ ! -s "$OUT" ] && grep -F -q -e "$msg" "$ERR" &&
        grep -q 'Usage: dlti' "$ERR"; then
        pass "$desc"
    else
        fail "$desc"
        diag "exit $RC (expected 2); stdout:"; diag_file "$OUT"
        diag "stderr (expected '$msg' and a usage line):"; diag_file "$ERR"
    fi
}

usage_error "no command: exit 2" "missing COMMAND" "$DLTI"
usage_error "unknown command: exit 2" "unknown command 'frobnicate'" \
    "$DLTI" frobnicate
usage_error "unknown global option: exit 2" "unknown option '--frob'" \
    "$DLTI" --frob
usage_error "unknown query option: exit 2" "unknown option '--frob'" \
    "$DLTI" query --frob "$EX/x86_64.mlir"
usage_error "query without FILE: exit 2" "missing FILE" "$DLTI" query
usage_error "query -o without FILE: exit 2" "query: -o needs a FILE" \
    "$DLTI" query a.mlir -o
usage_error "verify takes no -o: exit 2" "unknown option '-o' for 'verify'" \
    "$DLTI" verify -o x a.mlir
usage_error "verify without FILE: exit 2" "missing FILE" "$DLTI" verify
usage_error "layout without TYPE: exit 2" "missing TYPE" "$DLTI" layout
usage_error "layout with an unknown format: exit 2" "unknown format 'xml'" \
    "$DLTI" layout --format=xml i32
usage_error "layout --spec without FILE: exit 2" "--spec needs a FILE" \
    "$DLTI" layout --spec
usage_error "help for an unknown command: exit 2" "unknown command 'frob'" \
    "$DLTI" help frob

# "did you mean": a note after the message, for commands and options.
cat >"$T/exp" <<'EOF'
dlti: unknown command 'quer'
dlti: note: did you mean 'query'?
Usage: dlti [OPTION...] COMMAND [ARGS...]
Try 'dlti --help' for more information.
EOF
run "$DLTI" quer x.mlir
is_rc 2 "a misspelt command: exit 2"
is_file "$ERR" "$T/exp" "a misspelt command: did you mean 'query'?"
cat >"$T/exp" <<'EOF'
dlti: unknown option '--formt=json' for 'layout'
dlti: note: did you mean '--format'?
Usage: dlti layout [--spec FILE | --datalayout STRING | --target TRIPLE]
Try 'dlti help layout' for more information.
EOF
run "$DLTI" layout --formt=json i32
is_rc 2 "a misspelt option: exit 2"
is_file "$ERR" "$T/exp" "a misspelt option: did you mean '--format'?"
run "$DLTI" --verison
is "$(sed -n 2p "$ERR")" "dlti: note: did you mean '--version'?" \
    "a misspelt global option: did you mean '--version'?"
run "$DLTI" help verfy
is "$(sed -n 2p "$ERR")" "dlti: note: did you mean 'verify'?" \
    "help of a misspelt command: did you mean 'verify'?"
run "$DLTI" frobnicate
unlike "$ERR" "did you mean" "no note for a word far from every command"

# The help of query names its new options.
run "$DLTI" query --help
like "$OUT" "[-o FILE]" "query --help: -o FILE"
like "$OUT" "[--single-thread] [--context-per-chunk] FILE..." \
    "query --help: --single-thread, --context-per-chunk and several FILEs"
like "$OUT" "  -o FILE, --output=FILE" "query --help documents -o"

# ---- input files ------------------------------------------------------------

run "$DLTI" query "$T/nope.mlir"
if [ "$RC" -eq 1 ] && [ ! -s "$OUT" ] && grep -F -q \
    "dlti: error: cannot open input file '$T/nope.mlir': No such file or directory" \
    "$ERR"; then
    pass "missing file: message and exit 1"
else
    fail "missing file: message and exit 1"
    diag "exit $RC"; diag_file "$ERR"
fi

run "$DLTI" query "$T"
is_rc 1 "a directory as input: exit 1"
like "$ERR" "Is a directory" "a directory as input: message"

# A sparse file just over the 1 GiB limit is refused without being read.
if dd if=/dev/null of="$T/big.mlir" bs=1 seek=1073741825 2>/dev/null; then
    run "$DLTI" query "$T/big.mlir"
    if [ "$RC" -eq 1 ] && grep -q "too large" "$ERR"; then
        pass "an input over 1 GiB is refused with a message"
    else
        fail "an input over 1 GiB is refused with a message"
        diag "exit $RC"; diag_file "$ERR"
    fi
    rm -f "$T/big.mlir"
else
    skip "an input over 1 GiB is refused with a message" "cannot make a sparse file"
fi

# ---- query --------------------------------------------------------------------

run "$DLTI" query "$EX/x86_64.mlir"
is_rc 0 "query examples/x86_64.mlir exits 0"
is_query "$OUT" "$EX/x86_64.out" \
    "query examples/x86_64.mlir annotates the ops as mlir-opt-22 does"
is_file "$OUT" "$EX/x86_64.out" \
    "query examples/x86_64.mlir prints the whole file as mlir-opt-22 does"
cp "$OUT" "$T/x86_64.out"

run_in "$EX/x86_64.mlir" "$DLTI" query -
is_rc 0 "query - (standard input) exits 0"
is_file "$OUT" "$T/x86_64.out" "query - reads standard input"

# Several files: each in turn, the outputs concatenated in order; exit 1
# if any failed, its errors naming its file.
cat "$EX/x86_64.out" "$EX/x86_64.out" >"$T/exp"
run "$DLTI" query "$EX/x86_64.mlir" "$EX/x86_64.mlir"
is_rc 0 "query of two files exits 0"
is_file "$OUT" "$T/exp" "query of two files: the outputs in order"
printf 'module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 5>} {}\n' \
    >"$T/bad1.mlir"
run sh -c 'cd "$1" && exec "$2" query bad1.mlir "$3"' sh "$T" "$DLTI" \
    "$EX/x86_64.mlir"
is_rc 1 "query of a failing and a valid file exits 1"
is_file "$OUT" "$EX/x86_64.out" "query of a failing and a valid file prints the valid one"
like "$ERR" "bad1.mlir:1:1: error: expected a dense i64 elements attribute" \
    "query of several files: the error names its file"

# query -o FILE: written when everything succeeded, else not created and an
# existing one removed (as mlir-opt -o does: no stale output).
run "$DLTI" query "$EX/x86_64.mlir" -o "$T/o.mlir"
is_rc 0 "query -o FILE exits 0"
ok "test ! -s '$OUT' && test ! -s '$ERR'" "query -o FILE prints nothing"
is_file "$T/o.mlir" "$EX/x86_64.out" "query -o FILE writes the output to FILE"
run "$DLTI" query --output="$T/o2.mlir" "$EX/x86_64.mlir" "$EX/x86_64.mlir"
cat "$EX/x86_64.out" "$EX/x86_64.out" >"$T/exp"
is_file "$T/o2.mlir" "$T/exp" "query --output=FILE of two files: both outputs"
run "$DLTI" query "$EX/x86_64.mlir" "$T/bad1.mlir" -o "$T/o3.mlir"
is_rc 1 "query -o FILE with a failing file exits 1"
ok "test ! -e '$T/o3.mlir'" "query -o FILE with a failing file: FILE not created"
echo old >"$T/o4.mlir"
run "$DLTI" query "$T/bad1.mlir" -o "$T/o4.mlir"
ok "test ! -e '$T/o4.mlir'" "query -o FILE with a failing file: an existing FILE is removed"
run "$DLTI" query --split-input-file "$T/split.mlir" -o "$T/o5.mlir" 2>/dev/null
ok "test ! -e '$T/o5.mlir'" "query -o FILE with a failing chunk: FILE not created"
ok "test \$(ls '$T' | grep -c '^o[0-9]*\\.mlir\\.')  -eq 0" \
    "query -o FILE leaves no temporary file"
run "$DLTI" query "$EX/x86_64.mlir" -o "$T/nodir/o.mlir"
is_rc 1 "query -o FILE in a missing directory exits 1"
is "$(cat "$ERR")" "dlti: error: cannot open output file '$T/nodir/o.mlir': No such file or directory" \
    "query -o FILE in a missing directory: mlir-opt's message"
run "$DLTI" query "$EX/x86_64.mlir" -o -
is_file "$OUT" "$EX/x86_64.out" "query -o - writes to standard output"
# An existing FILE is replaced (removed at the start, beside the query),
# its mode kept; one that is an input, under any name, is read first.
echo old >"$T/o6.mlir"
chmod 640 "$T/o6.mlir"
run "$DLTI" query "$EX/x86_64.mlir" -o "$T/o6.mlir"
is_rc 0 "query -o FILE over an existing file exits 0"
is_file "$T/o6.mlir" "$EX/x86_64.out" "query -o FILE over an existing file: replaced"
is "$(ls -l "$T/o6.mlir" | cut -c1-10)" "-rw-r-----" \
    "query -o FILE over an existing file: its mode kept"
for s in "" --single-thread; do
    cp "$EX/x86_64.mlir" "$T/in.mlir"
    run "$DLTI" query $s "$T/in.mlir" -o "$T/in.mlir"
    is_rc 0 "query ${s:+$s }-o FILE that is the input exits 0"
    is_file "$T/in.mlir" "$EX/x86_64.out" "query ${s:+$s }-o FILE that is the input: its output"
    cp "$EX/x86_64.mlir" "$T/in2.mlir"
    rm -f "$T/in2.link"
    ln "$T/in2.mlir" "$T/in2.link"
    run "$DLTI" query $s "$EX/x86_64.mlir" "$T/in2.link" -o "$T/in2.mlir"
    cat "$EX/x86_64.out" "$EX/x86_64.out" >"$T/exp"
    is_file "$T/in2.mlir" "$T/exp" \
        "query ${s:+$s }-o FILE linked to the second input: both outputs"
    cp "$EX/x86_64.mlir" "$T/in3.mlir"
    run "$DLTI" query $s - -o "$T/in3.mlir" <"$T/in3.mlir"
    is_file "$T/in3.mlir" "$EX/x86_64.out" \
        "query ${s:+$s }-o FILE that is standard input: its output"
done
echo old >"$T/o7.mlir"
run "$DLTI" query --single-thread "$T/bad1.mlir" -o "$T/o7.mlir"
ok "test ! -e '$T/o7.mlir'" \
    "query --single-thread -o FILE with a failing file: an existing FILE is removed"
if [ -w /dev/full ]; then
    run "$DLTI" query "$EX/x86_64.mlir" -o /dev/full
    is_rc 1 "query -o /dev/full exits 1"
    is "$(cat "$ERR")" "dlti: error: cannot write output: No space left on device" \
        "query -o /dev/full says why"
else
    skip "query -o /dev/full exits 1" "no /dev/full"
    skip "query -o /dev/full says why" "no /dev/full"
fi

# ---- layout ---------------------------------------------------------------------

cat >"$T/exp" <<'EOF'
type                    size          bits  abi  preferred  index       stride
i32                        4            32    4          4      -            4
i64                        8            64    4          8      -            8
vector<[4]xi32>  vscale x 16  vscale x 128   16         16      -  vscale x 16
f80                       10            80   16         16      -           16
index                      8            64    4          8     64            8
EOF
run "$DLTI" layout i32 i64 'vector<[4]xi32>' f80 index
is_rc 0 "layout of builtin types exits 0"
is_file "$OUT" "$T/exp" "layout prints the default layouts as a table"

cat >"$T/exp" <<'EOF'
[
  {"type": "i32", "size": 4, "bits": 32, "scalable": false, "abi": 4, "preferred": 4, "index": null, "store_size": 4, "alloc_size": 4},
  {"type": "i64", "size": 8, "bits": 64, "scalable": false, "abi": 4, "preferred": 8, "index": null, "store_size": 8, "alloc_size": 8},
  {"type": "vector<[4]xi32>", "size": 16, "bits": 128, "scalable": true, "abi": 16, "preferred": 16, "index": null, "store_size": 16, "alloc_size": 16},
  {"type": "f80", "size": 10, "bits": 80, "scalable": false, "abi": 16, "preferred": 16, "index": null, "store_size": 10, "alloc_size": 16},
  {"type": "index", "size": 8, "bits": 64, "scalable": false, "abi": 4, "preferred": 8, "index": 64, "store_size": 8, "alloc_size": 8}
]
EOF
run "$DLTI" layout --format=json i32 i64 'vector<[4]xi32>' f80 index
is_rc 0 "layout --format=json exits 0"
is_file "$OUT" "$T/exp" "layout --format=json prints a JSON array"

run "$DLTI" layout --format json i32 i64 'vector<[4]xi32>' f80 index
is_file "$OUT" "$T/exp" "layout --format json (separate argument) works too"

cat >"$T/spec.mlir" <<'EOF'
module attributes {dlti.dl_spec = #dlti.dl_spec<
    i32 = dense<[64, 128]> : vector<2xi64>, index = 32>} {}
EOF
cat >"$T/exp" <<'EOF'
type   size  bits  abi  preferred  index  stride
i32       4    32    8         16      -       8
i64       8    64    8         16      -       8
index     4    32    8         16     32       8
EOF
run "$DLTI" layout --spec "$T/spec.mlir" i32 i64 index
is_rc 0 "layout --spec FILE exits 0"
is_file "$OUT" "$T/exp" "layout --spec FILE uses the layout of FILE's module"
run "$DLTI" layout "--spec=$T/spec.mlir" i32 i64 index
is_file "$OUT" "$T/exp" "layout --spec=FILE works too"

# --spec FILE whose top-level module has no spec: a warning naming the
# nested scopes that have one; the default layout is used.
cat >"$T/nested.mlir" <<'EOF'
module {
  module @a attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {}
  module @b attributes {dlti.dl_spec = #dlti.dl_spec<index = 16>} {}
}
EOF
cat >"$T/exp" <<'EOF'
type   size  bits  abi  preferred  index
index     8    64    4          8     64
EOF
run sh -c 'cd "$1" && exec "$2" layout --spec nested.mlir index' sh "$T" "$DLTI"
is_rc 0 "layout --spec FILE without a top-level spec exits 0"
is_file "$OUT" "$T/exp" "layout --spec FILE without a top-level spec: default layout"
is "$(cat "$ERR")" "nested.mlir: warning: the top-level module has no data layout spec (dlti.dl_spec): the default layout is used; nested modules @a, @b have one (to use one: --scope NAME, e.g. --scope a)" \
    "layout --spec FILE without a top-level spec names the nested modules"
cat >"$T/nested2.mlir" <<'EOF'
module {
  module @a attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {}
  module attributes {dlti.dl_spec = #dlti.dl_spec<index = 16>} {}
}
EOF
run sh -c 'cd "$1" && exec "$2" layout --spec nested2.mlir index' sh "$T" "$DLTI"
is "$(cat "$ERR")" "nested2.mlir: warning: the top-level module has no data layout spec (dlti.dl_spec): the default layout is used; nested scopes module @a, module at 3:3 have one (to use one: --scope NAME, e.g. --scope a)" \
    "layout --spec: an unnamed nested module is named by its location"
printf 'module {}\n' >"$T/nospec.mlir"
run sh -c 'cd "$1" && exec "$2" layout --spec nospec.mlir index' sh "$T" "$DLTI"
is_rc 0 "layout --spec FILE without any spec exits 0"
is "$(cat "$ERR")" "nospec.mlir: warning: the top-level module has no data layout spec (dlti.dl_spec): the default layout is used" \
    "layout --spec FILE without any spec warns"
run "$DLTI" layout --spec "$T/spec.mlir" index
ok "test ! -s '$ERR'" "layout --spec FILE with a top-level spec: no warning"
run "$DLTI" layout --spec "$T/nope.mlir" index
is_rc 1 "layout --spec with a missing FILE exits 1"
ok "test ! -s '$OUT'" "layout --spec with a missing FILE prints no table"
is "$(cat "$ERR")" "dlti: error: cannot open input file '$T/nope.mlir': No such file or directory" \
    "layout --spec with a missing FILE: the error names it"
run "$DLTI" layout --spec "$T" index
is_rc 1 "layout --spec with a directory exits 1"
is "$(cat "$ERR")" "dlti: error: cannot open input file '$T': Is a directory" \
    "layout --spec with a directory: the error names it"

cat >"$T/exp" <<'EOF'
type  size  bits  abi  preferred  index
i32      4    32    4          4      -
f32      4    32    4          4      -
EOF
run "$DLTI" layout i32 'notatype<' f32
is_rc 1 "layout with an unparsable type exits 1"
is_file "$OUT" "$T/exp" "layout with an unparsable type still prints the others"
ok "test -s '$ERR'" "layout with an unparsable type prints an error"

run "$DLTI" layout i32 'tensor<4xi32>' f32
is_rc 1 "layout of a type without layout exits 1"
is_file "$OUT" "$T/exp" "layout of a type without layout still prints the others"
like "$ERR" "tensor<4xi32>" "layout of a type without layout names the type"
# Errors found while laying out a TYPE are located in <command line>, as
# its parse errors are (issue 26).
is "$(cat "$ERR")" "<command line>:1:1: error: neither the scoping op nor the type class provide data layout information for tensor<4xi32>
tensor<4xi32>
^" "layout of a type without layout: located in <command line>"
run "$DLTI" layout '!llvm.array<4611686018427387904 x i64>'
is_rc 1 "layout of a type too large: exit 1"
is "$(cat "$ERR")" "<command line>:1:1: error: the size of !llvm.array<4611686018427387904 x i64> in bits does not fit in 64 bits
!llvm.array<4611686018427387904 x i64>
^" "layout of a type too large: located in <command line>"
run "$DLTI" diff --target x86_64-linux-gnu --target i686-linux-gnu 'tensor<4xi32>'
like "$ERR" "<command line>:1:1: error: neither the scoping op nor the type class provide data layout information for tensor<4xi32>" \
    "diff: a type without layout located in <command line>"

cat >"$T/exp" <<'EOF'
[
  {"type": "i32", "size": 4, "bits": 32, "scalable": false, "abi": 4, "preferred": 4, "index": null, "store_size": 4, "alloc_size": 4},
  {"type": "tensor<4xi32>", "error": "neither the scoping op nor the type class provide data layout information for tensor<4xi32>"},
  {"type": "x<\"", "error": "expected non-function type"},
  {"type": "index", "size": 8, "bits": 64, "scalable": false, "abi": 4, "preferred": 8, "index": 64, "store_size": 8, "alloc_size": 8}
]
EOF
run "$DLTI" layout --format=json i32 'tensor<4xi32>' 'x<"' index
is_rc 1 "layout --format=json with failing types exits 1"
is_file "$OUT" "$T/exp" \
    "layout --format=json: one row per type, a failing one with its error"
like "$ERR" "error: neither the scoping op nor the type class provide data layout information for tensor<4xi32>" \
    "layout --format=json: the errors are still on stderr"
run "$DLTI" layout 'tensor<4xi32>'
is_rc 1 "layout of one failing type (table) exits 1"
ok "test ! -s '$OUT'" "layout of one failing type (table) prints no table"

# A type of the command line is located in <command line>.
cat >"$T/exp" <<'EOF'
<command line>:1:1: error: expected non-function type
i32x
^
EOF
run "$DLTI" layout i32x
is_rc 1 "layout of an unparsable type exits 1"
is_file "$ERR" "$T/exp" "a type of the command line is located in <command line>"

# ---- verify and diagnostics -----------------------------------------------------

run "$DLTI" verify "$EX/x86_64.mlir"
if [ "$RC" -eq 0 ] && [ ! -s "$OUT" ] && [ ! -s "$ERR" ]; then
    pass "verify of a valid file: exit 0, no output"
else
    fail "verify of a valid file: exit 0, no output"
    diag "exit $RC"; diag_file "$OUT"; diag_file "$ERR"
fi

cat >"$T/bad.mlir" <<'EOF'
module {
  module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 5>} {}
}
EOF
cat >"$T/exp" <<'EOF'
bad.mlir:2:3: error: expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 5 : i64>
  module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 5>} {}
  ^
bad.mlir:2:51: note: the entry for i32 is here
  module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 5>} {}
                                                  ^
EOF
run sh -c 'cd "$1" && exec "$2" verify bad.mlir' sh "$T" "$DLTI"
is_rc 1 "verify of an invalid file exits 1"
ok "test ! -s '$OUT'" "verify of an invalid file prints nothing on stdout"
is_file "$ERR" "$T/exp" \
    "errors print file:line:col: error:, the source line and a caret"

run sh -c 'cd "$1" && exec "$2" query bad.mlir' sh "$T" "$DLTI"
if [ "$RC" -eq 1 ] && [ ! -s "$OUT" ] && cmp -s "$ERR" "$T/exp"; then
    pass "query of an invalid file: same error, no output, exit 1"
else
    fail "query of an invalid file: same error, no output, exit 1"
    diag "exit $RC"; diag_file "$OUT"; diag_file "$ERR"
fi

sed 's/^bad.mlir:/<stdin>:/' "$T/exp" >"$T/exp-stdin"
run_in "$T/bad.mlir" "$DLTI" verify -
is_file "$ERR" "$T/exp-stdin" "errors in standard input are located in <stdin>"

# Tabs are expanded to 8 columns in the source line and the caret line.
printf 'module {\n\tmodule attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 5>} {}\n}\n' \
    >"$T/tab.mlir"
cat >"$T/exp" <<'EOF'
tab.mlir:2:2: error: expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 5 : i64>
        module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 5>} {}
        ^
tab.mlir:2:50: note: the entry for i32 is here
        module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 5>} {}
                                                        ^
EOF
run sh -c 'cd "$1" && exec "$2" verify tab.mlir' sh "$T" "$DLTI"
is_file "$ERR" "$T/exp" "tabs in the source line are expanded as mlir-opt does"

run "$DLTI" verify "$EX/x86_64.mlir" "$T/bad.mlir"
is_rc 1 "verify of a valid and an invalid file exits 1"

# ---- split input ----------------------------------------------------------------

cat >"$T/split.mlir" <<'EOF'
func.func @a() {
  %0 = "test.data_layout_query"() : () -> i8
  return
}
// -----
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 5>} {}
// -----
func.func @c() {
  %0 = "test.data_layout_query"() : () -> i16
  return
}
EOF
cat >"$T/exp" <<'EOF'
module {
  func.func @a() {
    %0 = "test.data_layout_query"() {alignment = 1 : index, alloca_memory_space = 0 : ui32, bitsize = 8 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 1 : index, program_memory_space = 0 : ui32, size = 1 : index, stack_alignment = 0 : index} : () -> i8
    return
  }
}

// -----
// -----
module {
  func.func @c() {
    %0 = "test.data_layout_query"() {alignment = 2 : index, alloca_memory_space = 0 : ui32, bitsize = 16 : index, default_memory_space = 0 : ui32, endianness = "", function_pointer_alignment = #dlti.function_pointer_alignment<0, function_dependent = false>, global_memory_space = 0 : ui32, index = 0 : index, legal_int_widths = array<i32>, mangling_mode = "", preferred = 2 : index, program_memory_space = 0 : ui32, size = 2 : index, stack_alignment = 0 : index} : () -> i16
    return
  }
}

EOF
cat >"$T/exp-err" <<'EOF'
split.mlir:6:1: error: expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 5 : i64>
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 5>} {}
^
split.mlir:6:49: note: the entry for i32 is here
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 5>} {}
                                                ^
EOF
run sh -c 'cd "$1" && exec "$2" query --split-input-file split.mlir' sh "$T" "$DLTI"
is_rc 1 "split input with a failing middle chunk exits 1"
is_query "$OUT" "$T/exp" \
    "split input: the other chunks are printed, separated by // -----"
is_file "$OUT" "$T/exp" "split input: the output is mlir-opt-22's, byte for byte"
is_file "$ERR" "$T/exp-err" "split input: diagnostics keep the file's line numbers"

run sh -c 'cd "$1" && exec "$2" verify --split-input-file split.mlir' sh "$T" "$DLTI"
if [ "$RC" -eq 1 ] && [ ! -s "$OUT" ] && cmp -s "$ERR" "$T/exp-err"; then
    pass "verify --split-input-file reports the failing chunk only"
else
    fail "verify --split-input-file reports the failing chunk only"
    diag "exit $RC"; diag_file "$OUT"; diag_file "$ERR"
fi

# The rest of a marker line belongs to the next chunk, with the file's
# columns; "// ----" (one dash short) is a near miss, reported and not split.
printf 'module {}\n// ----- module {}\n// ----\n' >"$T/miss.mlir"
cat >"$T/exp" <<'EOF'
module {
}

// -----
module {
}

EOF
cat >"$T/exp-err" <<'EOF'
miss.mlir:3:7: warning: near miss with file split marker
// ----
      ^
EOF
run sh -c 'cd "$1" && exec "$2" query --split-input-file miss.mlir' sh "$T" "$DLTI"
is_rc 0 "split input: a near miss is only a warning"
is_file "$OUT" "$T/exp" "split input: text after the marker starts the next chunk"
is_file "$ERR" "$T/exp-err" "split input: near misses are reported as mlir-opt does"

# ---- misc -------------------------------------------------------------------------

if [ -w /dev/full ]; then
    RC=0
    "$DLTI" --help >/dev/full 2>"$ERR" || RC=$?
    if [ "$RC" -eq 1 ] && grep -q "cannot write output" "$ERR"; then
        pass "a write error on stdout is reported, exit 1"
    else
        fail "a write error on stdout is reported, exit 1"
        diag "exit $RC"; diag_file "$ERR"
    fi
else
    skip "a write error on stdout is reported, exit 1" "no /dev/full"
fi

if [ -w /dev/full ]; then
    run sh -c 'exec "$1" query "$2" >/dev/full' sh "$DLTI" "$EX/x86_64.mlir"
    is_rc 1 "query: a write error on stdout exits 1"
    ok "grep -q 'cannot write output: No space left on device' '$ERR'" \
        "query: a write error on stdout says why"
else
    skip "query: a write error on stdout exits 1" "no /dev/full"
    skip "query: a write error on stdout says why" "no /dev/full"
fi

# The query's text goes out with writev: into a pipe that fills up (its
# reader starts late), it arrives whole and in order, as into a file.
awk 'BEGIN {
    split("i1 i8 i32 f16 f64 index vector<4xf32> complex<f32>", t, " ")
    print "module {"
    for (f = 0; f < 40; f++) {
        printf "  func.func @f%d() {\n", f
        for (k = 1; k <= 8; k++)
            printf "    %%%d = \"test.data_layout_query\"() : () -> %s\n",
                f * 8 + k - 1, t[k]
        print "    return"
        print "  }"
    }
    print "}"
}' >"$T/many.mlir"
run "$DLTI" query "$T/many.mlir"
cp "$OUT" "$T/many.file"
run sh -c '"$1" query "$2" | { sleep 1; cat; }' sh "$DLTI" "$T/many.mlir"
is_rc 0 "query into a slow pipe exits 0"
ok "test \$(wc -c <'$T/many.file') -gt 65536" \
    "query: the text is larger than a pipe's buffer"
is_file "$OUT" "$T/many.file" "query: the same text into a pipe as into a file"

# The C API example of the README (built by make check when configured so).
if [ -x "$BUILDDIR/examples/api" ]; then
    run "$BUILDDIR/examples/api"
    is_rc 0 "examples/api runs"
    is "$(cat "$OUT")" "vector<4xf32>: 16 bytes, ABI alignment 16, preferred 16" \
        "examples/api prints the layout of vector<4xf32>"
else
    skip "examples/api runs" "examples/api not built"
    skip "examples/api prints the layout of vector<4xf32>" "examples/api not built"
fi

# ---- option spellings (one parser for every command) ------------------------

run "$DLTI" query "$EX/x86_64.mlir" --split-input-file
is_rc 0 "query: an option after FILE is taken"
is_file "$OUT" "$T/x86_64.out" "query FILE --split-input-file prints the file"
run_in "$EX/x86_64.mlir" "$DLTI" query -- -
is_file "$OUT" "$T/x86_64.out" "query -- -: '-' after '--' is standard input"
usage_error "a long option is spelled out, not abbreviated" \
    "unknown option '--form=json' for 'layout'" "$DLTI" layout --form=json i32
usage_error "--split-input-file takes no value" \
    "unknown option '--split-input-file=1' for 'verify'" \
    "$DLTI" verify --split-input-file=1 "$EX/x86_64.mlir"
usage_error "--format without its value" "layout: --format needs a value" \
    "$DLTI" layout i32 --format
usage_error "plugins takes no operand" "plugins: unexpected argument 'x'" \
    "$DLTI" plugins x
usage_error "a plugin option after the command needs its value" \
    "option '--plugin-dir' needs a DIR" "$DLTI" layout i32 --plugin-dir
usage_error "an empty --load-plugin= is a usage error" \
    "option '--load-plugin' needs a FILE" "$DLTI" --load-plugin= layout i32
run "$DLTI" layout --format json i32
cp "$OUT" "$T/json1"
run "$DLTI" layout i32 --plugin-dir "$T" --format=json --plugin-dir="$T"
is_rc 0 "plugin options after the command, both spellings"
is_file "$OUT" "$T/json1" "--format json = --format=json, around plugin options"
run "$DLTI" --plugin-dir "$T/nodir" layout i32 --plugin-dir="$T/nodir" \
    --plugin-dir "$T/exp"
is_rc 0 "--plugin-dir naming a missing directory: exit 0"
cat >"$T/exp-err" <<EOF
dlti: warning: --plugin-dir '$T/nodir': No such file or directory
dlti: warning: --plugin-dir '$T/exp': Not a directory
EOF
is_file "$ERR" "$T/exp-err" \
    "--plugin-dir naming a missing directory warns, once per name"
run "$DLTI" help --plugin-dir "$T" layout
is_file "$OUT" "$T/help-layout.txt" "help takes the plugin options too"

# A chunk starting after a marker on the same line: its locations are the
# file's, columns included.
printf 'module {}\n// -----  bogus\n// -----\nmodule {}\n' >"$T/mid.mlir"
run sh -c 'cd "$1" && exec "$2" verify --split-input-file mid.mlir' \
    sh "$T" "$DLTI"
is_rc 1 "verify --split-input-file: a failing chunk exits 1"
cat >"$T/exp" <<'EOF'
mid.mlir:2:11: error: custom op 'bogus' is unknown (tried 'builtin.bogus' as well)
// -----  bogus
          ^
EOF
is_file "$ERR" "$T/exp" "a chunk's first line keeps the file's columns"

# Leak and memory checks with valgrind (vg in lib.sh).
vg "query is clean" query "$EX/x86_64.mlir"
vg "split query with a failing chunk is clean" query --split-input-file "$T/split.mlir"
vg "layout with errors is clean" layout --format=json i32 'tensor<4xi32>' 'x<' index
vg "layout --spec is clean" layout --spec "$T/spec.mlir" i32 index
vg "layout --spec without a top-level spec is clean" \
    layout --spec "$T/nested2.mlir" index
vg "verify of an invalid file is clean" verify "$T/bad.mlir"
vg "query -o FILE of several files is clean" \
    query -o "$T/o6.mlir" "$EX/x86_64.mlir" "$T/bad1.mlir"

# A control character in an echoed source line is shown as clang shows it
# (<U+001B>), the caret under the same character as before (issue 26;
# mlir-opt-22 prints it raw, which drives the terminal).
printf 'module attributes {x = "\033[31mred", y = 1 : foo} {}\n' >"$T/esc.mlir"
run "$DLTI" verify "$T/esc.mlir"
is_rc 1 "a control character in the source: the error still reported"
is "$(sed "s|$T/||" "$ERR")" 'esc.mlir:1:43: error: expected non-function type
module attributes {x = "<U+001B>[31mred", y = 1 : foo} {}
                                                 ^' \
    "a control character in an echoed line: <U+001B>, caret under 'foo'"
ok "! grep -q \"$(printf '\033')\" '$ERR'" "no raw escape character on stderr"

done_testing
