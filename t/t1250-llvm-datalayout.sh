#!/bin/sh
# t1250-llvm-datalayout.sh - `dlti layout --rules=llvm` is LLVM 22's
# DataLayout (issue 27): size in bits, store size, alloc size, ABI and
# preferred alignment and struct member offsets of random types under
# random layout strings (every token kind; empty and few-token ones, so that
# LLVM's defaults matter) and under the strings of 23 targets, through
# --datalayout and --target, against t/llvm-dl/oracle.out: the answers of
# libLLVM-22's own DataLayout (t/llvm-dl/oracle.cpp; remade by
# t/llvm-dl/gen.sh).  When `make check` built the oracle (configure found
# llvm-config-22), the checked-in answers are first checked against it.
. "$SRCDIR/t/lib.sh"

D="$SRCDIR/t/llvm-dl"
ORACLE="$BUILDDIR/t/llvm-dl-oracle"

if test -x "$ORACLE"; then
    "$ORACLE" < "$D/cases.txt" > "$T/oracle.now" 2>"$T/oracle.err"
    is_file "$T/oracle.now" "$D/oracle.out" \
        "libLLVM-22 gives the checked-in answers (oracle.out)"
else
    skip "libLLVM-22 gives the checked-in answers" "no oracle (llvm-config-22)"
fi

# Blocks: block N is the layout string (N.dl), its types in MLIR (N.mlir)
# and LLVM syntax (N.ll), and LLVM's answers (N.want).
awk -v dir="$T" '
    /^#/ { next }
    /^L/ { n++; s = substr($0, 3); printf "%s", s > (dir "/" n ".dl");
           close(dir "/" n ".dl"); next }
    /^T / { t = substr($0, 3); i = index(t, "\t")
            print substr(t, 1, i - 1) > (dir "/" n ".ll")
            print substr(t, i + 1) > (dir "/" n ".mlir") }
    END { print n > (dir "/count") }' "$D/cases.txt"
awk -v dir="$T" '
    /^L/ { n++; if ($0 ~ /^L error: /) print substr($0, 10) > (dir "/" n ".error"); next }
    { print > (dir "/" n ".want") }' "$D/oracle.out"
n=$(cat "$T/count")

# The types of block $1 as arguments after the options $2...: runs dlti.
run_block() {
    b=$1
    shift
    set -- "$@" --rules=llvm --format=json --fields
    while IFS= read -r ty; do
        set -- "$@" "$ty"
    done < "$T/$b.mlir"
    run "$DLTI" layout "$@"
}

agree=0 answers=0 errors=0
i=1
while test "$i" -le "$n"; do
    s=$(cat "$T/$i.dl")
    run_block "$i" --datalayout "$s"
    if test -f "$T/$i.error"; then
        msg=$(cat "$T/$i.error")
        if test "$RC" -ne 0 && grep -qF "$msg" "$ERR"; then
            pass "--datalayout '$s': LLVM's error ($msg)"
            errors=$((errors + 1))
        else
            fail "--datalayout '$s': LLVM's error ($msg)"
            sed 's/^/# /' "$ERR"
        fi
        i=$((i + 1))
        continue
    fi
    awk -v llvm="$T/$i.ll" -f "$D/to-oracle.awk" "$OUT" > "$T/$i.got"
    answers=$((answers + $(wc -l < "$T/$i.want")))
    if cmp -s "$T/$i.got" "$T/$i.want"; then
        agree=$((agree + $(wc -l < "$T/$i.want")))
    fi
    is_file "$T/$i.got" "$T/$i.want" "--datalayout '$s': $(wc -l < "$T/$i.want") types as LLVM 22"
    i=$((i + 1))
done
diag "--datalayout: $agree of $answers types agree with LLVM 22 in every answer; $errors strings refused as LLVM does"

# --target: the triple's string, the same answers (the last blocks are the
# targets' strings, in targets.txt's order).
ntargets=$(grep -vc '^#' "$D/targets.txt")
b=$((n - ntargets + 1))
grep -v '^#' "$D/targets.txt" >"$T/targets"
while IFS="$(printf '\t')" read -r tr s; do
    is "$(cat "$T/$b.dl")" "$s" "block $b is the string of $tr"
    run_block "$b" --target "$tr"
    awk -v llvm="$T/$b.ll" -f "$D/to-oracle.awk" "$OUT" > "$T/$b.tgot"
    is_file "$T/$b.tgot" "$T/$b.want" "--target $tr: $(wc -l < "$T/$b.want") types as LLVM 22"
    b=$((b + 1))
done <"$T/targets"

done_testing
