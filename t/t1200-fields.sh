#!/bin/sh
# t1200-fields.sh - `dlti layout --rules=llvm --fields` against clang-22
# and LLVM 22, and `--rules=mlir` against MLIR 22, on the reference data
# of t/clang-layout (see its README: made only by the reference tools).
#
# For each target T, the types are those of T.query.mlir (the !llvm.struct
# of each C record as mlir-translate-22 imported it, literal structs and
# arrays, builtin types), laid out under T's spec (--spec T.query.mlir):
#   * --rules=llvm: every record and literal type gets LLVM 22's alloc
#     size, ABI alignment and element offsets (T.llvm-dl, folded by opt-22
#     from the datalayout string), and every record clang's sizeof and the
#     offsetof of every C member that is not a bit-field (T.expected;
#     matched by offset: unions and padded records have other elements);
#   * --rules=mlir (the default): every type gets MLIR 22's size, ABI and
#     preferred alignment (T.query.out, mlir-opt-22's answers);
#   * --rules=llvm --target T (the triple's string, not the file): the same
#     answers as with the file, so clang's and LLVM's.
# Under --rules=llvm dlti reads the module's LLVM string (llvm.data_layout,
# which the import keeps), not the spec MLIR's import makes of it (which
# drops the vector entries v64:64, v128:64:128): so on armv7 and s390x a
# struct holding a vector (struct.vecs, lit_i8_v4f32) gets opt-22's answers
# too, with no exception (issue 27).

. "$SRCDIR/t/lib.sh"

if [ ! -d "$SRCDIR/t/clang-layout" ] || [ ! -d "$SRCDIR/t/clang-random" ]; then
    echo "Bail out! t/clang-layout or t/clang-random is missing"
    exit 1
fi

TARGETS="x86_64-linux-gnu i686-linux-gnu aarch64-linux-gnu
armv7-linux-gnueabihf riscv64-linux-gnu powerpc64le-linux-gnu s390x-linux-gnu
mips64el-linux-gnuabi64 wasm32-unknown-unknown nvptx64-nvidia-cuda
riscv32-unknown-elf powerpc-linux-gnu sparc64-linux-gnu loongarch64-linux-gnu
m68k-linux-gnu x86_64-pc-windows-msvc i686-pc-windows-msvc aarch64-apple-darwin
wasm64-unknown-unknown amdgcn-amd-amdhsa hexagon-unknown-linux-musl
avr-unknown-unknown msp430-unknown-elf"

# NAME TYPE per query of T.query.mlir; NAME is the record's LLVM name
# (struct.X, union.X) when the type is an identified struct, else the
# query's name (lit_*, b*).
queries() {
    sed -n 's/^ *%\([A-Za-z0-9_]*\) = "test.data_layout_query"() : () -> \(.*\)$/\1 \2/p' \
        "$D/$1.query.mlir" |
        sed 's/^[A-Za-z0-9_]* \(!llvm\.struct<"\([^"]*\)".*\)$/\2 \1/'
}

# Runs dlti layout on the types of file $1 (one NAME TYPE a line) with
# the options that follow; JSON rows in $OUT, one a line.
layout_all() {
    f=$1
    shift
    set -- "$@" --
    while IFS= read -r line; do
        set -- "$@" "${line#* }"
    done <"$f"
    run "$DLTI" layout "$@"
}

# From JSON rows (one a line): "size abi preferred" or, with fields,
# "size abi off0 off1 ...".
json_answers() {
    sed -n 's/^  {"type": .*, "size": \([0-9]*\), "bits": [0-9]*, "scalable": [a-z]*, "abi": \([0-9]*\), "preferred": \([0-9]*\),.*/\1 \2 \3/p' "$1"
}
json_offsets() {
    awk '/^  \{"type"/ {
        s = $0
        match(s, /"size": [0-9]+/); size = substr(s, RSTART + 8, RLENGTH - 8)
        match(s, /"abi": [0-9]+/); abi = substr(s, RSTART + 7, RLENGTH - 7)
        line = size " " abi
        i = index(s, "\"fields\": ["); f = substr(s, i)
        f = substr(f, 1, index(f, "]") - 1)
        while (match(f, /"offset": [0-9]+/)) {
            line = line " " substr(f, RSTART + 10, RLENGTH - 10)
            f = substr(f, RSTART + RLENGTH)
        }
        print line
    }' "$1"
}

# The records of t/clang-layout/structs.c (written by hand), then the 36
# random records of t/clang-random/random.c (gen.py: structs and unions,
# vectors, arrays, bit-fields, _Alignas, packed, aligned, #pragma pack).
for D in "$SRCDIR/t/clang-layout" "$SRCDIR/t/clang-random"; do
case $D in
*random) L="random: " MIN=30 ;;
*) L="" MIN=40 ;;
esac
for t in $TARGETS; do
    if [ ! -f "$D/$t.query.mlir" ]; then
        fail "$L$t: reference data"
        continue
    fi
    queries "$t" >"$T/$t.q"
    grep -v '^b[0-9]' "$T/$t.q" >"$T/$t.agg"

    # --rules=llvm against LLVM 22 (T.llvm-dl).
    layout_all "$T/$t.agg" --rules=llvm --fields --format=json \
        --spec "$D/$t.query.mlir"
    is_rc 0 "$L$t: layout --rules=llvm --fields --format=json exits 0"
    json_offsets "$OUT" >"$T/$t.offs"
    cut -d' ' -f1 "$T/$t.agg" | paste -d' ' - "$T/$t.offs" >"$T/$t.got"
    : >"$T/$t.got.llvm"
    : >"$T/$t.exp.llvm"
    while read -r name rest; do
        exp=$(grep "^$name " "$D/$t.llvm-dl") || continue
        echo "$exp" >>"$T/$t.exp.llvm"
        grep "^$name " "$T/$t.got" >>"$T/$t.got.llvm"
    done <"$T/$t.agg"
    ok "[ \$(wc -l <'$T/$t.exp.llvm') -ge $MIN ]" \
        "$L$t: at least $MIN types with LLVM's answers"
    is_file "$T/$t.got.llvm" "$T/$t.exp.llvm" \
        "$L$t: --rules=llvm gives LLVM 22's alloc size, ABI alignment and element offsets"

    # clang's sizeof and offsetof (T.expected), members matched by offset.
    awk '
        FNR == NR { got[$1] = $0; next }
        /^#/ || NF < 3 { next }
        {
            n = split(got[$1], g, " ")
            if (n < 3) { print $1 ": no answer"; next }
            if (g[2] != $2) print $1 ": size " g[2] ", clang " $2
            for (i = 4; i <= NF; i++) {
                split($i, kv, "=")
                if (kv[1] == "_" || index(kv[2], ":")) continue
                found = 0
                for (j = 4; j <= n; j++) if (g[j] == kv[2]) found = 1
                if (!found) print $1 ": " $i " is no element offset"
            }
            checked++
        }
        END { print "checked " checked }' "$T/$t.got" "$D/$t.expected" \
        >"$T/$t.clang"
    is "$(grep -v '^checked' "$T/$t.clang")" "" \
        "$L$t: --rules=llvm gives clang's sizeof and every offsetof"
    ok "[ \$(sed -n 's/^checked //p' '$T/$t.clang') -ge $MIN ]" \
        "$L$t: at least $MIN records checked against clang"

    # The same types through --target T (LLVM's string of the triple; the
    # types written whole, bodies and all): the answers just checked
    # against clang and LLVM, member for member.
    layout_all "$T/$t.agg" --rules=llvm --fields --format=json --target "$t"
    is_rc 0 "$L$t: layout --target $t --rules=llvm exits 0"
    json_offsets "$OUT" >"$T/$t.offs.target"
    is_file "$T/$t.offs.target" "$T/$t.offs" \
        "$L$t: --target gives clang's sizeof, alignment and offsets too"

    # --rules=mlir (default) against MLIR 22 (T.query.out), all queries.
    layout_all "$T/$t.q" --format=json --spec "$D/$t.query.mlir"
    is_rc 0 "$L$t: layout --format=json exits 0"
    json_answers "$OUT" >"$T/$t.mlir.got"
    sed -n 's/.*"test.data_layout_query"() {alignment = \([0-9]*\) : index.* preferred = \([0-9]*\) : index.* size = \([0-9]*\) : index.*/\3 \1 \2/p' \
        "$D/$t.query.out" >"$T/$t.mlir.exp"
    ok "[ \$(wc -l <'$T/$t.mlir.exp') -eq \$(wc -l <'$T/$t.q') ]" \
        "$L$t: MLIR 22 answered every query"
    is_file "$T/$t.mlir.got" "$T/$t.mlir.exp" \
        "$L$t: --rules=mlir gives MLIR 22's size, ABI and preferred alignment"
done
done

done_testing
