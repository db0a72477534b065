#!/bin/sh
# t1240-effective.sh - `dlti layout` with a layout and no TYPE: the layout's
# identifier properties (issue 17, item 4).  Each `NAME = VALUE` line must
# be the attribute mlir-opt-22's --test-data-layout-query gives a query op
# in that scope: t/query/id-all-keys.out (every key given),
# t/query/complex-bf16.out (none given: the query's values for none) and
# t/effective/target-*.out (the layouts of three triples).
. "$SRCDIR/t/lib.sh"

PROPS="alloca_memory_space default_memory_space endianness function_pointer_alignment global_memory_space legal_int_widths mangling_mode program_memory_space stack_alignment"

# NAME = VALUE of mlir-opt-22's first query op in GOLDEN.
golden_prop() {
    grep -m1 '"test.data_layout_query"' "$1" |
        sed -E 's/.*\{(.*)\} : \(\) ->.*/\1/' |
        awk -v n="$2" '{
            s = $0
            i = index(s, n " = "); if (!i) exit
            s = substr(s, i)
            # up to the next ", key = " at depth 0
            d = 0; out = ""
            for (k = 1; k <= length(s); k++) {
                c = substr(s, k, 1)
                if (c == "<" || c == "[" || c == "{") d++
                if (c == ">" || c == "]" || c == "}") d--
                if (c == "," && d == 0) break
                out = out c
            }
            print out
        }'
}

for f in id-all-keys complex-bf16; do
    run "$DLTI" layout --spec "$SRCDIR/t/query/$f.mlir"
    is_rc 0 "$f: exit 0"
    for p in $PROPS; do
        want=$(golden_prop "$SRCDIR/t/query/$f.out" "$p")
        got=$(grep "^$p = " "$OUT" | sed 's/  (no entry)$//')
        is "$got" "$want" "$f: $p as mlir-opt-22"
    done
done

# Every key given: no "(no entry)"; none given: all nine say so.
run "$DLTI" layout --spec "$SRCDIR/t/query/id-all-keys.mlir"
unlike "$OUT" "(no entry)" "id-all-keys: every property has its entry"
run "$DLTI" layout --spec "$SRCDIR/t/query/complex-bf16.mlir"
is "$(grep -c '(no entry)$' "$OUT")" 9 "complex-bf16: no property has an entry"

# Targets: the properties and the type rows as mlir-opt-22 answers in the
# module --llvm-target-to-data-layout gives the triple (t/effective/gen.sh).
E="$SRCDIR/t/effective"
for tr in x86_64-unknown-linux-gnu i686-unknown-linux-gnu aarch64-unknown-linux-gnu; do
    a=${tr%%-*}
    run "$DLTI" layout --target $tr
    is_rc 0 "--target $tr: exit 0"
    for p in $PROPS; do
        want=$(golden_prop "$E/target-$a.out" "$p")
        got=$(grep "^$p = " "$OUT" | sed 's/  (no entry)$//')
        is "$got" "$want" "--target $tr: $p as mlir-opt-22"
    done
    # Each type row shown: size, bits, abi, preferred, index as the query.
    awk '/^  [!ifv]/ && $1 != "type" { print $1, $2, $3, $4, $5, $6 }' "$OUT" >"$T/rows"
    n=0 bad=
    while read -r ty size bits abi pref idx; do
        n=$((n + 1))
        [ "$idx" = - ] && idx=0
        line=$(grep -F -- "-> $ty" "$E/target-$a.out" | grep -v -- "-> $ty<" | head -1)
        for kv in "size = $size " "bitsize = $bits " "alignment = $abi " \
            "preferred = $pref " "index = $idx "; do
            case $line in *"{$kv"* | *" $kv"*) ;; *) bad="$bad $ty($kv)" ;; esac
        done
    done <"$T/rows"
    is "$n${bad:+ wrong:$bad}" "$(grep -c '^  [!ifv]' "$OUT" | awk '{print $1 - 0}')" \
        "--target $tr: the rows shown are mlir-opt-22's answers"
done

# The integer, float and pointer entries of the spec are all shown, the
# builtin ones first (issue 26); in JSON too.
run "$DLTI" layout --target x86_64-unknown-linux-gnu
is "$(awk '/^  [!ifv]/ && $1 != "type" { printf "%s ", $1 }' "$OUT")" \
    "index i1 i8 i16 i32 i64 i128 f16 f64 f80 f128 !llvm.ptr<270> !llvm.ptr<271> !llvm.ptr<272> !llvm.ptr " \
    "--target x86_64: every entry's type, integers and floats first"
run "$DLTI" layout --target x86_64-unknown-linux-gnu --format=json
like "$OUT" '"entry_types": [{"type": "i1", "size": 1, "bits": 1, "abi": 1, "preferred": 1, "index": null}, {"type": "i8", ' \
    "JSON: the entry types begin with the integers"
like "$OUT" '{"type": "f80", "size": 10, "bits": 80, "abi": 16, "preferred": 16, "index": null}' \
    "JSON: f80's entry"

# The text view of a target (golden reviewed by eye): the identifier
# properties, index and the types of the entries of its spec.
run "$DLTI" layout --target x86_64-unknown-linux-gnu
is_file "$OUT" "$E/layout-x86_64.txt" "--target x86_64: the text view"

# JSON: the same values.
run "$DLTI" layout --target x86_64-unknown-linux-gnu --format=json
like "$OUT" '"stack_alignment": {"value": "128 : index", "entry": true}' \
    "JSON: stack alignment"
like "$OUT" '{"type": "!llvm.ptr<270>", "size": 4, "bits": 32, "abi": 4, "preferred": 4, "index": 32}' \
    "JSON: the pointers of address space 270"

# A target system spec: its devices and their properties.
run "$DLTI" layout --spec "$SRCDIR/t/query/spec-with-target-system-spec.mlir"
is_rc 0 "target system spec: exit 0"
like "$OUT" 'target system spec:' "target system spec: listed"

# Without a layout, TYPE is still needed.
run "$DLTI" layout
is_rc 2 "no layout and no TYPE: usage error"

done_testing
