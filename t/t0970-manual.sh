#!/bin/sh
# t0970-manual.sh - doc/dlti.1 is complete and renders cleanly (issue 26):
# every long option of every command's --help is in the manual (as
# \-\-name), the query SYNOPSIS has all of query's options, no option or
# name is hyphenated across lines (.nh; options written with \-), and the
# "byte for byte" claim is scoped as README scopes it.
. "$SRCDIR/t/lib.sh"

MAN="$SRCDIR/doc/dlti.1"

# The OPTIONS section alone.
awk '/^\.SH OPTIONS/ { on = 1; next } on && /^\.SH/ { exit } on' "$MAN" >"$T/options"
for cmd in query layout diff verify plugins import export; do
    "$DLTI" "$cmd" --help >"$T/help" 2>&1
    missing=
    # (the options of the Options: list, where each line starts with one)
    for o in $(grep -E -- '^ +(-[a-z], )?--[a-z]' "$T/help" |
               grep -o -- '--[a-z][a-z-]*' | sort -u); do
        m=$(printf '%s' "$o" | sed 's/-/\\\\-/g')
        grep -q -- "$m" "$T/options" || missing="$missing $o"
    done
    is "$missing" "" "$cmd: every option of its --help is in dlti.1's OPTIONS"
done

# The SYNOPSIS of query (up to the next command's line).
awk '/^\.B dlti query/ { on = 1 } on && /^\.br/ { exit } on' "$MAN" >"$T/syn"
for o in split-input-file verify-diagnostics llvm-target-to-data-layout; do
    like "$T/syn" "\\-\\-$(printf '%s' "$o" | sed 's/-/\\-/g')" "query SYNOPSIS: --$o"
done
like "$T/syn" '.RB [ \-o' "query SYNOPSIS: -o"

# No hyphenation, so no option breaks across lines.
ok "sed -n 1,6p '$MAN' | grep -q '^\\.nh\$'" "dlti.1 turns hyphenation off (.nh)"
if command -v groff >/dev/null 2>&1; then
    for w in 60 80; do
        groff -man -Tutf8 -rLL=${w}n "$MAN" >"$T/out" 2>/dev/null
        ok "! grep -q '‐\$' '$T/out'" "no word is hyphenated at a line's end ($w columns)"
    done
else
    skip "no word is hyphenated at a line's end" "groff not installed"
fi

# "byte for byte" only where dlti models every op (README, "Files of real
# pipelines": ops read as written are printed as written).
like "$MAN" "does, byte for byte where dlti models every op of the file" \
    "dlti.1 scopes 'byte for byte'"

done_testing
