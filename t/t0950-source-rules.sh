#!/bin/sh
# t0950-source-rules.sh - the tree's own rules, checked on the sources
# (DEVELOPERS' standards; issue "One concern per file"): no C file outside
# t/ over 1,500 lines; every file of core/ and tools/ opens with a comment
# saying what it holds and includes config.h before anything else; static
# function names are unique across the core; functions the core does not
# keep static are named dl_* (internal) or dlti_* (public); no macro but
# TRY hides a return.

. "$SRCDIR/t/lib.sh"

cd "$SRCDIR" || exit 1
all=$(find core tools plugins include fuzz bench examples -name '*.[ch]' |
    sort)
own=$(find core tools -name '*.[ch]' | sort)
[ -n "$own" ] || { echo "Bail out! no sources under $SRCDIR/core"; exit 1; }

long=
for f in $all; do
    n=$(wc -l <"$f")
    [ "$n" -le 1500 ] || long="$long $f($n)"
done
is "$long" "" "no C file outside t/ is over 1,500 lines"

bare=
for f in $own; do
    head -n 1 "$f" | grep -q '^/\*' || bare="$bare $f"
done
is "$bare" "" "every file of core/ and tools/ opens with a comment"

late=
for f in $own; do
    case $f in *.h) continue ;; esac
    first=$(grep -m 1 '^#include' "$f")
    [ "$first" = '#include "config.h"' ] || late="$late $f"
done
is "$late" "" "every .c file of core/ and tools/ includes config.h first"

# A definition starts at the beginning of a line: "static [inline] TYPE
# [*]NAME(" with the body on a later line.
dups=$(for f in $(find core -name '*.c'); do
        sed -n 's/^static \(inline \)\{0,1\}[A-Za-z_][A-Za-z0-9_ ]*[ *]\([A-Za-z_][A-Za-z0-9_]*\)(.*[^;]$/\2/p' "$f" |
            sort -u
    done | sort | uniq -d | tr '\n' ' ')
is "$dups" "" "static function names are unique across core/"

# Non-static definitions at the start of a line: TYPE [*]NAME(.
misnamed=$(for f in $(find core -name '*.c'); do
        grep -v '^static' "$f" | grep -v '^typedef' |
            sed -n 's/^[A-Za-z_][A-Za-z0-9_ ]*[ *]\([A-Za-z_][A-Za-z0-9_]*\)(.*[^;]$/\1/p' |
            grep -v '^dl_' | grep -v '^dlti_' |
            sed "s|^|$f:|"
    done | tr '\n' ' ')
is "$misnamed" "" "functions defined outside a static scope are dl_* or dlti_*"

# A macro that returns hides a way out of its caller: only TRY (the
# early-return idiom, for a status with nothing to undo) and macros that
# define whole functions may (issue 24: VEC_PUSH once skipped cleanup).
hidden=$(for f in $(find core -name '*.[ch]'); do
        awk -v f="$f" '
            /^#define/ { name = $2; sub(/\(.*/, "", name); body = ""; inm = 1 }
            inm { body = body $0 "\n"
                  if ($0 !~ /\\$/) {
                      inm = 0
                      if (body ~ /return/ && name != "TRY" &&
                          body !~ /^#define [A-Z_]+\([^)]*\)[ \\]*\n[ ]*(const |static )?[a-z_]+[ *]+[a-z_]*\(/)
                          print f ":" name
                  } }' "$f"
    done | tr '\n' ' ')
is "$hidden" "" "no macro of core/ but TRY hides a return"

done_testing
