#!/bin/sh
# gen-strides.sh - regenerate strides.golden from the REFERENCE,
# mlir-opt-22 (never from dlti).  For each type of strides-types.txt, a
# function returns the offset and strides that memref.extract_strided_metadata
# gives for an argument of that type; --expand-strided-metadata
# --canonicalize folds the static ones to constants.  Output lines:
#   TYPE<TAB>"strides": [S, ...], "offset": O
# with null for a value that did not fold (dynamic), as `dlti layout
# --format=json` writes them.
# usage: sh t/memref/gen-strides.sh > t/memref/strides.golden
: "${MLIR_OPT:=mlir-opt-22}"
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
LC_ALL=C
export LC_ALL
while IFS= read -r ty; do
    rank=$(printf '%s\n' "$ty" | sed 's/memref<\([0-9?x]*\).*/\1/' | tr -cd x | wc -c)
    idx="index, index"
    rets="%off"
    i=0
    while [ "$i" -lt "$rank" ]; do
        idx="$idx, index, index"
        rets="$rets, %strides#$i"
        i=$((i + 1))
    done
    rtys="index"
    i=0
    while [ "$i" -lt "$rank" ]; do rtys="$rtys, index"; i=$((i + 1)); done
    sizes= strides=
    if [ "$rank" -gt 0 ]; then
        sizes=", %sizes:$rank"
        strides=", %strides:$rank"
        [ "$rank" -eq 1 ] && { sizes=", %sizes"; strides=", %strides"; rets=$(printf '%s' "$rets" | sed 's/%strides#0/%strides/'); }
    fi
    cat >"$tmp/in.mlir" <<EOT
func.func @f(%m: $ty) -> ($rtys) {
  %base, %off$sizes$strides = memref.extract_strided_metadata %m : $ty -> memref<$(printf '%s' "$ty" | sed 's/memref<[0-9?x]*\([a-z0-9]*\).*/\1/')>, $(printf '%s' "$idx" | sed 's/^index, //')
  return $rets : $rtys
}
EOT
    if ! "$MLIR_OPT" --expand-strided-metadata --canonicalize "$tmp/in.mlir" >"$tmp/out.mlir" 2>"$tmp/err"; then
        echo "gen-strides.sh: $ty: reference failed:" >&2
        cat "$tmp/err" >&2
        exit 1
    fi
    awk -v ty="$ty" '
        /arith.constant/ { v = $4; consts[$1] = v }
        /^ *return/ {
            sub(/^ *return /, ""); sub(/ :.*/, "")
            n = split($0, a, ", ")
            printf "%s\t\"strides\": [", ty
            for (i = 2; i <= n; i++)
                printf "%s%s", (i > 2 ? ", " : ""), (a[i] in consts ? consts[a[i]] : "null")
            printf "], \"offset\": %s\n", (a[1] in consts ? consts[a[1]] : "null")
        }' "$tmp/out.mlir"
done <"$here/strides-types.txt"
