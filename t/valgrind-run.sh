#!/bin/sh
# valgrind-run.sh NAME - run one test of `make check-valgrind` (Makefile.am)
# with every run of dlti under valgrind.
#
# For a shell test t/NAME.sh, $DLTI is replaced by a wrapper script
# ($BUILDDIR/t/valgrind/NAME.dlti) that runs the real program (not its
# libtool wrapper) under
#   valgrind -q --leak-check=full --errors-for-leak-kinds=definite,indirect
#            --error-exitcode=126 --child-silent-after-fork=yes
#            --log-file=LOGDIR/vg.XXXXXX
# so the test's own comparisons of stdout, stderr and exit status still
# apply (126 is an exit status no test expects).  A C test (a program
# t/NAME in the build tree) is run under the same valgrind command.
#
# The test's TAP output is passed on unchanged; if valgrind wrote anything
# to any log, the logs follow as '#' comments and a `Bail out!` line, so the
# test fails even where its own checks would accept exit status 126.
#
# Environment: as for every test (SRCDIR, BUILDDIR, DLTI_PLUGIN_PATH);
# VALGRIND (default: valgrind); VALGRIND_INLINE (default: no; yes shows
# inlined calls in the reports).

name=$1
: "${SRCDIR:?}" "${BUILDDIR:?}"
LC_ALL=C
export LC_ALL
valgrind=${VALGRIND:-valgrind}

if ! command -v "$valgrind" >/dev/null 2>&1; then
    echo "1..0 # SKIP valgrind not installed"
    exit 0
fi

dir=$BUILDDIR/t/valgrind
logs=$dir/logs/$name
rm -rf "$logs"
mkdir -p "$logs" || { echo "Bail out! cannot create $logs"; exit 1; }

# --child-silent-after-fork: `dlti plugins` scans each plugin in a forked
# child that may die by design (an entry that returns garbage) and _exits
# with what it inherited; the parent loads the same plugins under valgrind.
# --read-inline-info=no: a run is ~13% shorter (reading the inlined calls
# of libdlti's debug info is a seventh of a short run, and there are
# thousands); a report then names the function the code was inlined into,
# at the inlined code's line.  VALGRIND_INLINE=yes reads them.
set -- -q --leak-check=full --errors-for-leak-kinds=definite,indirect \
    --show-leak-kinds=definite,indirect --error-exitcode=126 \
    --child-silent-after-fork=yes \
    --read-inline-info="${VALGRIND_INLINE:-no}"

# The program behind a libtool wrapper script, and the uninstalled library
# for it (libtool's --mode=execute would cost a shell per run).
real() {
    "$BUILDDIR/libtool" --mode=execute echo "$1"
}
LD_LIBRARY_PATH=$BUILDDIR/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export LD_LIBRARY_PATH

# A valgrind that cannot read the debug info (valgrind 3.19 and clang's
# DWARF 5) warns on every run: skip (or build with CFLAGS=-gdwarf-4).
if "$valgrind" -q "$(real "$BUILDDIR/tools/dlti")" --version 2>&1 >/dev/null |
    grep -q 'dwarf\|debuginfo reader'; then
    echo "1..0 # SKIP valgrind cannot read the debug info (DWARF 5?)"
    exit 0
fi

out=$dir/$name.tap
if [ -f "$SRCDIR/t/$name.sh" ]; then
    prog=$(real "$BUILDDIR/tools/dlti") || { echo "Bail out! no dlti"; exit 1; }
    wrapper=$dir/$name.dlti
    # One log per run (mktemp, not %p: a reused pid would overwrite a log).
    {
        echo '#!/bin/sh'
        printf 'log=$(mktemp %s) || exit 125\n' "'$logs/vg.XXXXXX'"
        printf 'exec'
        for a in "$valgrind" "$@"; do
            printf " '%s'" "$a"
        done
        printf ' --log-file="$log" %s "$@"\n' "'$prog'"
    } >"$wrapper.tmp" && chmod +x "$wrapper.tmp" && mv "$wrapper.tmp" "$wrapper" ||
        { echo "Bail out! cannot write $wrapper"; exit 1; }
    DLTI=$wrapper
    export DLTI
    ${SHELL:-/bin/sh} "$SRCDIR/t/$name.sh" >"$out" 2>&1
    rc=$?
elif [ -x "$BUILDDIR/t/$name" ]; then
    prog=$(real "$BUILDDIR/t/$name") || { echo "Bail out! no t/$name"; exit 1; }
    "$valgrind" "$@" --log-file="$logs/vg.c" "$prog" >"$out" 2>&1
    rc=$?
else
    echo "Bail out! no test t/$name.sh or t/$name"
    exit 1
fi

cat "$out"
found=$(find "$logs" -type f -size +0c | sort)
if [ -n "$found" ]; then
    for f in $found; do
        echo "# $f:"
        sed 's/^/#   /' "$f"
    done
    echo "Bail out! valgrind reported errors (logs in $logs)"
elif [ -z "$(ls "$logs")" ]; then
    echo "Bail out! no program ran under valgrind"
elif [ "$rc" -eq 126 ]; then
    echo "Bail out! exit status 126 (valgrind error) without a log"
fi
exit 0
