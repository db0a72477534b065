# lib.sh - TAP helpers for the shell tests (POSIX sh).
#
# Source it from a test script:   . "$SRCDIR/t/lib.sh"
#
# The harness (AM_TESTS_ENVIRONMENT in Makefile.am) exports:
#   DLTI      the dlti program under test
#   SRCDIR    the top source directory (read-only under distcheck)
#   BUILDDIR  the top build directory
# Scripts run by hand fall back to ./tools/dlti and the current directory.
#
# Every test prints one TAP line.  The plan is printed at the end by
# done_testing, so scripts need not count their tests.
#
#   run CMD...               run CMD; stdout -> $OUT, stderr -> $ERR, status -> $RC
#   run_in FILE CMD...       the same with standard input from FILE
#   ok COND DESC             pass if the shell command string COND succeeds
#   pass DESC / fail DESC    report directly
#   is GOT EXPECTED DESC     compare two strings (diff shown on failure)
#   is_file GOT EXP DESC     compare two files (diff shown on failure)
#   is_rc N DESC             pass if $RC is N (stderr shown on failure)
#   is_query GOT EXP DESC    compare the query-op lines and `// -----` separators
#                            of two `dlti query` outputs (query_lines, in
#                            t/cases.sh)
#   like FILE PATTERN DESC   pass if FILE contains the fixed string PATTERN
#   unlike FILE PATTERN DESC pass if it does not
#   skip DESC REASON         a skipped test
#   vg DESC ARGS...          run $DLTI ARGS under valgrind: pass when it finds
#                            no error and no definite or indirect leak
#                            (skipped without valgrind, without a libtool
#                            script, or in a sanitizer build)
#   diag MSG...              a '#' comment (shown by the harness log)
#   done_testing             print the plan and exit 0 (failures are in the TAP
#                            lines; a non-zero exit would add an ERROR result)
#
# $T is a fresh scratch directory in the build tree, removed at exit.

: "${SRCDIR:=$(pwd)}"
: "${BUILDDIR:=$(pwd)}"
: "${DLTI:=$BUILDDIR/tools/dlti}"
export SRCDIR BUILDDIR DLTI

# query_lines (for is_query) is shared with the case runners.
. "$SRCDIR/t/cases.sh"

# Stable messages and sorting whatever the user's locale.
LC_ALL=C
export LC_ALL

t_count=0
t_failed=0
t_name=$(basename "$0" .sh)

T="$BUILDDIR/t/$t_name.tmp.$$"
rm -rf "$T"
mkdir -p "$T" || { echo "Bail out! cannot create $T"; exit 1; }
trap 'rm -rf "$T"' EXIT
trap 'exit 1' HUP INT TERM
OUT="$T/stdout"
ERR="$T/stderr"
RC=0

diag() {
    printf '%s\n' "$*" | sed 's/^/# /'
}

# Prints FILE as '#' comments.
diag_file() {
    sed 's/^/#   /' "$1"
}

pass() {
    t_count=$((t_count + 1))
    printf 'ok %d - %s\n' "$t_count" "$1"
}

fail() {
    t_count=$((t_count + 1))
    t_failed=$((t_failed + 1))
    printf 'not ok %d - %s\n' "$t_count" "$1"
}

skip() {
    t_count=$((t_count + 1))
    printf 'ok %d - %s # SKIP %s\n' "$t_count" "$1" "$2"
}

ok() {
    if eval "$1"; then
        pass "$2"
    else
        fail "$2"
        diag "failed: $1"
    fi
}

run() {
    RC=0
    "$@" >"$OUT" 2>"$ERR" || RC=$?
}

run_in() {
    t_in=$1
    shift
    RC=0
    "$@" <"$t_in" >"$OUT" 2>"$ERR" || RC=$?
}

is_file() {
    if cmp -s "$1" "$2"; then
        pass "$3"
    else
        fail "$3"
        diag "--- expected, +++ got:"
        diff -u "$2" "$1" | sed 's/^/#   /'
    fi
}

is_query() {
    query_lines "$1" >"$T/query.got"
    query_lines "$2" >"$T/query.exp"
    if [ ! -s "$T/query.exp" ]; then
        fail "$3"
        diag "no query lines in the expected output $2"
    else
        is_file "$T/query.got" "$T/query.exp" "$3"
    fi
}

is() {
    printf '%s\n' "$1" >"$T/is.got"
    printf '%s\n' "$2" >"$T/is.exp"
    is_file "$T/is.got" "$T/is.exp" "$3"
}

is_rc() {
    if [ "$RC" -eq "$1" ]; then
        pass "$2"
    else
        fail "$2"
        diag "exit status $RC, expected $1; stderr:"
        diag_file "$ERR"
    fi
}

like() {
    if grep -F -q -e "$2" "$1"; then
        pass "$3"
    else
        fail "$3"
        diag "'$1' does not contain '$2'; it has:"
        diag_file "$1"
    fi
}

unlike() {
    if grep -F -q -e "$2" "$1"; then
        fail "$3"
        diag "'$1' contains '$2':"
        diag_file "$1"
    else
        pass "$3"
    fi
}

# remake_data DIR FILE...: when clang-22, pahole and mlir-translate-22 are
# installed, DIR/gen.sh remakes the reference data into $T/gen and each
# FILE must equal DIR's checked-in copy; else one skip.
remake_data() {
    rd_dir=$1
    shift
    if command -v clang-22 >/dev/null && command -v pahole >/dev/null &&
        command -v mlir-translate-22 >/dev/null; then
        mkdir -p "$T/gen"
        sh "$rd_dir/gen.sh" "$T/gen" 2>"$T/gen.err"
        for rd_f in "$@"; do
            is_file "$T/gen/$rd_f" "$rd_dir/$rd_f" \
                "the reference tools give the checked-in $rd_f"
        done
    else
        skip "the reference data is remade the same" \
            "no clang-22, pahole or mlir-translate-22"
    fi
}

# Whether $DLTI is a sanitizer build: linked to gcc's shared runtimes, or
# holding clang's, which it links statically (ldd does not show them).
t_sanitized() {
    [ -x "$BUILDDIR/libtool" ] || return 1
    t_real=$("$BUILDDIR/libtool" --mode=execute echo "$DLTI" 2>/dev/null) ||
        t_real=$DLTI
    "$BUILDDIR/libtool" --mode=execute ldd "$DLTI" 2>/dev/null |
        grep -q 'libasan\|libubsan\|libtsan' ||
        grep -q -a -e '__asan_init' -e '__ubsan_handle' -e '__tsan_init' \
            "$t_real" 2>/dev/null
}

# Sets t_vg_reason: why vg cannot run here (empty when it can); worked out
# on first use.  Sanitizer builds check leaks themselves.  A valgrind that
# cannot read the program's debug info (valgrind 3.19 and clang's DWARF 5)
# says so on every run: those runs are skipped too (configure such a build
# with CFLAGS=-gdwarf-4 to run them).
vg_probe() {
    if [ -z "${t_vg_probed-}" ]; then
        t_vg_probed=1
        t_vg_reason=
        if ! command -v valgrind >/dev/null 2>&1; then
            t_vg_reason="valgrind not installed"
        elif [ ! -x "$BUILDDIR/libtool" ]; then
            t_vg_reason="no libtool script in the build tree"
        elif t_sanitized; then
            t_vg_reason="sanitizer build"
        elif "$BUILDDIR/libtool" --mode=execute valgrind -q "$DLTI" --version \
            2>&1 >/dev/null | grep -q 'dwarf\|debuginfo reader'; then
            t_vg_reason="valgrind cannot read the debug info (DWARF 5?)"
        fi
    fi
}

vg() {
    t_vg_desc=$1
    shift
    vg_probe
    if [ -n "$t_vg_reason" ]; then
        skip "valgrind: $t_vg_desc" "$t_vg_reason"
        return
    fi
    RC=0
    "$BUILDDIR/libtool" --mode=execute valgrind -q --error-exitcode=99 \
        --leak-check=full --errors-for-leak-kinds=definite,indirect \
        --show-leak-kinds=definite,indirect ${VG_EXTRA:-} "$DLTI" "$@" \
        >"$OUT" 2>"$ERR" </dev/null || RC=$?
    if [ "$RC" -ne 99 ] && ! grep -q '^==[0-9]*==' "$ERR"; then
        pass "valgrind: $t_vg_desc"
    else
        fail "valgrind: $t_vg_desc"
        diag_file "$ERR"
    fi
}

done_testing() {
    printf '1..%d\n' "$t_count"
    if [ "$t_failed" -ne 0 ]; then
        diag "$t_failed of $t_count tests failed"
    fi
    exit 0
}
