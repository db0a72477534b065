#!/bin/sh
# abi/check.sh - compares libdlti's ABI with a committed baseline (make
# abi-check), or writes that baseline (make abi-baseline), with
# libabigail's abidw and abidiff.
#     check.sh check|baseline BASELINE LIBRARY HEADERS_DIR
# check: exit 0 when nothing changed or only compatible additions, or when
# the soname changed along with an incompatible change; 1 otherwise.
mode=$1 baseline=$2 lib=$3 headers=$4

if ! command -v abidiff >/dev/null 2>&1 || ! command -v abidw >/dev/null 2>&1
then
    echo "abi-check: skipped (abidiff not installed: Debian abigail-tools)"
    exit 0
fi
if [ ! -f "$lib" ]; then
    echo "abi-check: $lib is not built" >&2
    exit 1
fi

if [ "$mode" = baseline ]; then
    abidw --headers-dir "$headers" --no-corpus-path --no-comp-dir-path \
        --out-file "$baseline" "$lib" || exit 1
    echo "abi-check: wrote $baseline"
    exit 0
fi

if [ ! -f "$baseline" ]; then
    echo "abi-check: no baseline $baseline (make abi-baseline)" >&2
    exit 1
fi
report=abi-check.report
abidiff --headers-dir2 "$headers" "$baseline" "$lib" >"$report" 2>&1
rc=$?
# abidiff's status is a bit set: 1 error, 2 usage, 4 change, 8 incompatible.
if [ $((rc & 3)) -ne 0 ]; then
    cat "$report"
    echo "abi-check: abidiff failed (status $rc)" >&2
    exit 1
fi
if [ $((rc & 8)) -ne 0 ]; then
    cat "$report"
    old=$(sed -n "s/.*<abi-corpus [^>]*soname='\([^']*\)'.*/\1/p" \
        "$baseline" | head -n 1)
    new=$(readelf -d "$lib" 2>/dev/null |
        sed -n 's/.*Library soname: \[\(.*\)\].*/\1/p')
    if [ -n "$old" ] && [ -n "$new" ] && [ "$old" != "$new" ]; then
        echo "abi-check: incompatible change with a soname bump ($old -> $new): ok"
        exit 0
    fi
    echo "abi-check: incompatible ABI change without a soname bump ($new)" >&2
    exit 1
fi
if [ $((rc & 4)) -ne 0 ]; then
    cat "$report"
    echo "abi-check: compatible changes only (make abi-baseline records them)"
else
    echo "abi-check: no ABI change against $baseline"
fi
exit 0
