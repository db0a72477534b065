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

# ---- Where the string comes from ------------------------------------------
# A --spec file: its llvm.data_layout, its llvm.target_triple's string, or
# else the string its spec translates to (dlti export), with LLVM's
# defaults for the rest: each answers as --datalayout with that string,
# which the blocks above check against LLVM.
TYS="i1 i16 i32 bf16 vector<4xi32> vector<64xi1> !llvm.struct<(i8,i32)> !llvm.struct<packed(i8,i32)> !llvm.struct<(i8,vector<4xi32>)> !llvm.ptr<3>"
rows() {
    run "$DLTI" layout "$@" --rules=llvm --format=json $TYS
    # (this rules' answers: not the other rules' that may follow)
    sed -n -e 's/, "stride": .*//' -e 's/},*$//' \
        -e 's/^  {"type": "[^"]*", //p' "$OUT" >"$T/rows"
}
printf 'module attributes {llvm.data_layout = "e-v128:64:128-a:0:32-i8:8:32-f16:32-p3:32:32"} {\n}\n' >"$T/dl.mlir"
rows --spec "$T/dl.mlir"
is_rc 0 "--spec with llvm.data_layout: exit 0"
is "$(cat "$ERR")" "" "--spec with llvm.data_layout under --rules=llvm: no warning"
mv "$T/rows" "$T/spec.rows"
rows --datalayout "e-v128:64:128-a:0:32-i8:8:32-f16:32-p3:32:32"
is_file "$T/spec.rows" "$T/rows" "--spec: the module's llvm.data_layout, not MLIR's import of it"
run "$DLTI" layout --spec "$T/dl.mlir" --rules=llvm --explain i1
like "$OUT" 'under LLVM 22'"'"'s DataLayout for "e-v128:64:128-a:0:32-i8:8:32-f16:32-p3:32:32" (the llvm.data_layout attribute of '"'"'builtin.module'"'"')' \
    "--explain names the string and where it comes from"

printf 'module attributes {llvm.target_triple = "armv7-linux-gnueabihf"} {\n}\n' >"$T/tt.mlir"
rows --spec "$T/tt.mlir"
mv "$T/rows" "$T/spec.rows"
rows --target armv7-linux-gnueabihf
is_file "$T/spec.rows" "$T/rows" "--spec: the module's llvm.target_triple's string"
# armv7's v128:64:128: LLVM (and clang) align <4 x i32> to 8, MLIR's
# import drops the token.
like "$T/rows" '"size": 16, "bits": 128, "scalable": false, "abi": 8, "preferred": 16' \
    "armv7: vector<4xi32> is 8-aligned, as LLVM's v128:64:128 says"

# A spec written in MLIR, no string: LLVM's defaults for what it does not
# name (i1/i16/i32 keep 1, 2, 4; MLIR's rules would align them to 8).
printf 'module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>, "test.unknown" = 1 : i64>} {\n}\n' >"$T/mlir.mlir"
run "$DLTI" export "$T/mlir.mlir"
rows --spec "$T/mlir.mlir"
mv "$T/rows" "$T/spec.rows"
rows --datalayout "i64:64"
is_file "$T/spec.rows" "$T/rows" "--spec without a string: the string its spec translates to (i64:64)"
like "$T/spec.rows" '"size": 2, "bits": 16, "scalable": false, "abi": 2' "i16 keeps LLVM's default, 2"
run "$DLTI" layout --spec "$T/mlir.mlir" --rules=llvm --explain i16
like "$OUT" '(the string the scope'"'"'s spec translates to; 1 entry LLVM has no token for left out)' \
    "--explain: the translated string, and what LLVM cannot read of it"

# A malformed llvm.data_layout: LLVM's error, at the module.
printf 'module attributes {llvm.data_layout = "i8:16"} {\n}\n' >"$T/bad.mlir"
run "$DLTI" layout --spec "$T/bad.mlir" --rules=llvm i8
is_rc 1 "--spec with a malformed llvm.data_layout: exit 1"
like "$ERR" 'error: malformed LLVM data layout "i8:16" (the llvm.data_layout attribute of '"'"'builtin.module'"'"'): i8 must be 8-bit aligned' \
    "--spec with a malformed llvm.data_layout: LLVM's message"

done_testing
