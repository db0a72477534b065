#!/bin/sh
# t0715-packaging.sh - what a packager relies on: configure never touches
# our core/ directory, libdlti exports dlti_* only and each in the version
# node DLTI_0, a plugin exports its entry point only, and an in-tree build
# leaves nothing that .gitignore misses.

. "$SRCDIR/t/lib.sh"

if [ -f "$SRCDIR/configure" ]; then
    ok "! grep -q 'rm -f core ' '$SRCDIR/configure'" \
        "configure's clean-ups leave the core/ directory alone"
else
    skip "configure's clean-ups" "no configure in $SRCDIR"
fi

LIB="$BUILDDIR/.libs/libdlti.so"
if ! command -v readelf >/dev/null 2>&1; then
    skip "exported symbols" "readelf is not installed"
elif [ ! -f "$LIB" ]; then
    skip "exported symbols" "$LIB is not built"
else
    # Defined dynamic symbols: "NAME@@VERSION" in the 8th column.
    readelf --dyn-syms -W "$LIB" |
        awk '$7 != "UND" && $8 != "" && $1 ~ /^[0-9]+:$/ {print $8}' \
        >"$T/syms"
    grep -v '^DLTI_0$' "$T/syms" | grep -v '^dlti_[A-Za-z0-9_]*@@DLTI_0$' \
        >"$T/stray"
    is "$(cat "$T/stray")" "" "libdlti exports dlti_* only, each at DLTI_0"
    ok "[ $(grep -c '^dlti_' "$T/syms") -ge 100 ]" \
        "libdlti exports its API ($(grep -c '^dlti_' "$T/syms") symbols)"
    for p in "$BUILDDIR"/plugins/.libs/*.so; do
        readelf --dyn-syms -W "$p" |
            awk '$7 != "UND" && $8 != "" && $1 ~ /^[0-9]+:$/ {print $8}' \
            >"$T/psyms"
        is "$(cat "$T/psyms")" "dlti_plugin_entry" \
            "$(basename "$p") exports dlti_plugin_entry only"
    done
fi

# An in-tree build of a git checkout: every file the build made is
# ignored.  Build products are the untracked files newer than config.status
# (not this test's own scratch directory).
if [ "$(cd "$SRCDIR" && pwd -P)" = "$(cd "$BUILDDIR" && pwd -P)" ] &&
    command -v git >/dev/null 2>&1 &&
    git -C "$SRCDIR" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git -C "$SRCDIR" ls-files --others --exclude-standard |
        grep -v "^t/$t_name\.tmp\." >"$T/untracked"
    : >"$T/products"
    while IFS= read -r f; do
        [ "$SRCDIR/$f" -nt "$BUILDDIR/config.status" ] &&
            printf '%s\n' "$f" >>"$T/products"
    done <"$T/untracked"
    is "$(cat "$T/products")" "" ".gitignore covers every build product"
else
    skip ".gitignore covers every build product" "not an in-tree build of a git checkout"
fi

done_testing
