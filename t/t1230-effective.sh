#!/bin/sh
# t1230-effective.sh - `dlti layout` with a layout and no TYPE: the layout's
# identifier properties (issue 17, item 4).  Each `NAME = VALUE` line must
# be the attribute mlir-opt-22's --test-data-layout-query gives a query op
# in that scope: t/query/id-all-keys.out (every key given) and
# t/query/complex-bf16.out (none given: the query's values for none).
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

# The text view of a target (golden reviewed by eye): the identifier
# properties, index and the pointers of each address space of its spec.
run "$DLTI" layout --target x86_64-unknown-linux-gnu
is_rc 0 "--target x86_64: exit 0"
is_file "$OUT" "$SRCDIR/t/scope/effective-x86_64.txt" "--target x86_64: the text view"

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
