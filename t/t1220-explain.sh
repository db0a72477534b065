#!/bin/sh
# t1220-explain.sh - `dlti layout --explain` (issue 17, item 3): what
# decided each answer, for every kind of decision, on t/scope/explain.mlir.
#
# The answers themselves are checked against t/scope/explain.out, the
# output of mlir-opt-22 (t/scope/gen.sh); the text view against
# t/scope/explain.explain (dlti's own output, reviewed by eye: it is what
# users read); the kinds of decision and where the entries are written
# one by one.  Explanations are a dlti feature: MLIR has none.
. "$SRCDIR/t/lib.sh"

F="$SRCDIR/t/scope/explain.mlir"

# The answers of mlir-opt-22's output, one JSON row per query, as dlti
# prints them without "explain" (as t/t0440-layout-scope.sh reads them).
answers() {
    awk -v want="$2" '
    function attr(name,   r) {
        r = $0; sub(".*[{ ]" name " = ", "", r); sub(/ .*/, "", r); return r
    }
    /func\.func @q/ { s = $0; sub(/.*@q/, "", s); sub(/\(.*/, "", s); sub(/^\./, "", s) }
    /"test\.data_layout_query"/ && s == want {
        t = $0; sub(/.*: \(\) -> /, "", t)
        gsub(/\\/, "\\\\", t); gsub(/"/, "\\\"", t)
        i = attr("index")
        printf "  {\"type\": \"%s\", \"size\": %s, \"bits\": %s, \"scalable\": false, \"abi\": %s, \"preferred\": %s, \"index\": %s}\n", \
            t, attr("size"), attr("bitsize"), attr("alignment"), attr("preferred"), i == "0" ? "null" : i
    }' "$1"
}

TOP="i8 i24 i64 f32 f64 index !llvm.ptr<1> !llvm.ptr vector<3xi8> complex<f64> complex<i24>"
OP="i24 f64 index !test.test_type_with_layout<10> !test.test_type_with_layout<20>"

# Values: as mlir-opt-22, with --explain on.
for scope in - t; do
    if [ "$scope" = - ]; then
        set -- $TOP
        run "$DLTI" layout --spec "$F" --explain --format=json "$@"
    else
        set -- $OP
        run "$DLTI" layout --spec "$F" --scope t --explain --format=json "$@"
    fi
    is_rc 0 "explain.mlir scope $scope: exit 0"
    # The seven answers of each row (not "stride", "llvm" or "explain").
    sed '1d;$d' "$OUT" | sed -E 's/(, "index": [0-9a-z]+).*$/\1}/' >"$T/got"
    answers "$SRCDIR/t/scope/explain.out" "$( [ $scope = - ] && echo || echo $scope)" >"$T/exp"
    is_file "$T/got" "$T/exp" "explain.mlir scope $scope: answers as mlir-opt-22"
    cp "$OUT" "$T/json.$scope"
done

# The text view, both scopes.
{
    "$DLTI" layout --spec "$F" --explain $TOP
    echo "--- scope t"
    "$DLTI" layout --spec "$F" --scope t --explain $OP
} 2>&1 | sed "s|$SRCDIR/||g" >"$T/text"
is_file "$T/text" "$SRCDIR/t/scope/explain.explain" "the text view (golden reviewed by eye)"

# why TYPE QUERY KIND SCOPE: the row of TYPE explains QUERY by KIND.
why() {
    grep -F "{\"type\": \"$1\"," "$T/json.$4" |
        grep -q "\"$2\": {\"why\": \"$3\""
}
ok 'why i8 abi entry -' "i8: an entry of this scope"
ok 'why i24 abi nearest-entry -' "i24: the next wider integer entry"
ok 'why i64 preferred nearest-entry -' "i64: the widest integer entry"
ok 'why f32 abi default -' "f32: default, no f32 entry"
ok 'why index abi derived -' "index: as i64"
ok 'why "!llvm.ptr<1>" size dialect -' "!llvm.ptr<1>: the dialect, from its entry"
ok 'why "complex<f64>" preferred derived -' "complex<f64>: the f64 entry through the element's ABI alignment"
ok 'why "complex<i24>" abi default -' "complex<i24>: the element's default, entries not read"
ok 'why f64 abi entry t' "f64 in scope t: an inherited entry"
ok 'why "!test.test_type_with_layout<20>" abi dialect t' "a plugin type with entries"

like "$T/text" "abi 4: the next wider integer entry, its first value: i32 = dense<[32, 64]> : vector<2xi64> at t/scope/explain.mlir:9:3 in the top-level module" \
    "i24: the i32 entry and where it is written (in the alias definition)"
unlike "$T/text" "f32 = dense" "f32: no entry named"
like "$T/text" "abi 16: the entry for this float type, its first value: f64 = dense<128> : vector<2xi64> at t/scope/explain.mlir:10:3 in the top-level module (inherited)" \
    "f64 in scope t: inherited from the top-level module"
like "$T/text" "at t/scope/explain.mlir:39:9 in 'test.op_with_data_layout' @t; it replaces !test.test_type_with_layout<20> = [\"alignment\", 32] of the top-level module" \
    "an op's entry replacing its module's"
like "$T/text" "    i32 abi 4: the entry for this width, its first value: i32 = dense<[32, 64]> : vector<2xi64> at t/scope/explain.mlir:9:3 in the top-level module (inherited)" \
    "index in scope t: as i32, which the module's i32 entry decides"

# A scope op's own query hook decides (dlti only: t/plugins-explain).
X="$BUILDDIR/t/plugins-explain/.libs"
run "$DLTI" layout --plugin-dir "$X" --spec "$SRCDIR/t/explain/scope-op.mlir" \
    --scope s --explain i32 index
is_rc 0 "scope op with a query hook: exit 0"
sed "s|$SRCDIR/||g" "$OUT" >"$T/hook"
like "$T/hook" "  abi 8: the scope op's own query hook: 'xscope.scope' @s" \
    "i32: the ABI alignment is the op's hook's (twice the entry's 4)"
like "$T/hook" "  preferred 8: the entry for this width, its last value: i32 = dense<[32, 64]> : vector<2xi64> at t/explain/scope-op.mlir:4:49 in the top-level module (inherited)" \
    "i32: the preferred alignment, which the op does not override, the entry's"
like "$T/hook" "  size 4: index is the integer of the index entry's width: index = 32 : i64 at t/explain/scope-op.mlir:6:52 in 'xscope.scope' @s" \
    "index in the op: the op's own index entry"
run "$DLTI" layout --plugin-dir "$X" --spec "$SRCDIR/t/explain/scope-op.mlir" \
    --scope s --explain --format=json i32
like "$OUT" '"abi": {"why": "scope-op", "rule": "the scope op'"'"'s own query hook", "entry": null, "at": null, "scope": "'"'"'xscope.scope'"'"' @s"' \
    "JSON: why scope-op, and the op"

# Under --rules=llvm, complex<T> is the struct {T, T} and a 1-D vector is
# unpadded, both laid out by LLVM's DataLayout for the string the spec
# translates to: the explanations say so, and which string (the rules' own
# answers are checked by t/t1200-fields.sh and t/t1250-llvm-datalayout.sh).
run "$DLTI" layout --spec "$F" --rules=llvm --explain 'complex<f64>' 'vector<3xi8>'
is_rc 0 "--rules=llvm --explain: exit 0"
sed "s|$SRCDIR/||g" "$OUT" >"$T/llvm"
like "$T/llvm" "  size 32: LLVM's rules (the struct {T, T}): two alloc sizes of the element, its size rounded up to its ABI alignment" \
    "--rules=llvm: complex<f64>'s size, two alloc sizes of f64"
like "$T/llvm" '  under LLVM 22'"'"'s DataLayout for "i8:8-i32:32:64-f64:128-p1:32:32:32:32" (the string the scope'"'"'s spec translates to; 1 entry LLVM has no token for left out)' \
    "--rules=llvm: the LLVM string and where it comes from"
like "$T/llvm" "    f64 abi 16: LLVM's DataLayout: the f entry of the width (bf16: f16's), else the size in bytes rounded up to a power of two" \
    "--rules=llvm: f64's ABI alignment from its f entry"
like "$T/llvm" "  preferred 16: LLVM's DataLayout (the struct {T, T}): the element's ABI alignment, at least the a entry's preferred alignment (a:0:64 by default)" \
    "--rules=llvm: complex<f64>'s preferred alignment"
like "$T/llvm" "  size 3: LLVM's DataLayout: the element's size in bits times the elements, unpadded" \
    "--rules=llvm: vector<3xi8> unpadded"

# One spec written at three places (uniqued, one attribute): each scope's
# explanation points at the text its own op names, as the parser recorded
# it (core/parse/written.c): its attribute, or the alias definition.
S="$SRCDIR/t/explain/same-spec.mlir"
for sc in "|4:49 in the top-level module" "t|5:54 in module @t" \
    "t::u|3:20 in module @u"; do
    name=${sc%%|*} at=${sc#*|}
    run "$DLTI" layout --spec "$S" ${name:+--scope "$name"} --explain i32
    like "$OUT" "abi 8: the entry for this width, its first value: i32 = dense<64> : vector<2xi64> at $S:$at" \
        "one spec at three places: scope '${name:--}' points at its own ($at)"
done
# Pointers (issue 26): the entry MLIR 22 reads, as its LLVMPointerType and
# ptr::PtrType have it (the answers are checked against
# t/scope/explain-ptr*.out by t/t0440-layout-scope.sh).  !llvm.ptr<5> has no
# entry of its own and answers as !llvm.ptr, whose entry decides; not the
# first entry of the class (!llvm.ptr<270>).
# (like and unlike on several lines: the lines one after another)
flat() { printf '%s' "$1" | tr '\n' '\a'; }
like_lines() { tr '\n' '\a' <"$1" >"$1.flat"; like "$1.flat" "$(flat "$2")" "$3"; }
unlike_lines() { tr '\n' '\a' <"$1" >"$1.flat"; unlike "$1.flat" "$(flat "$2")" "$3"; }
P="$SRCDIR/t/scope/explain-ptr.mlir"
run "$DLTI" layout --spec "$P" --explain '!llvm.ptr<5>' '!llvm.ptr<270>' \
    '!ptr.ptr<#llvm.address_space<1>>' '!ptr.ptr<#llvm.address_space<5>>'
is_rc 0 "pointers: exit 0"
sed "s|$SRCDIR/||g" "$OUT" >"$T/ptr"
like_lines "$T/ptr" "  size 4: the type's dialect: no entry for this type; the answer of the type it falls back to
    !llvm.ptr size 4: the type's dialect, from the entry it reads: !llvm.ptr = dense<32> : vector<4xi64> at t/scope/explain-ptr.mlir:10:5 in the top-level module" \
    "!llvm.ptr<5>: answers as !llvm.ptr, whose entry is named"
like_lines "$T/ptr" "  index 32: the type's dialect: no entry for this type; the answer of the type it falls back to
    !llvm.ptr index 32: the type's dialect, from the entry it reads: !llvm.ptr = dense<32> : vector<4xi64> at t/scope/explain-ptr.mlir:10:5 in the top-level module" \
    "!llvm.ptr<5>: the index bitwidth too"
unlike_lines "$T/ptr" "!llvm.ptr<5>:
  size 4: the type's dialect, from the entr" "!llvm.ptr<5>: no entry of the class named as its own"
like "$T/ptr" "  abi 2: the type's dialect, from the entry it reads: !llvm.ptr<270> = dense<16> : vector<4xi64> at t/scope/explain-ptr.mlir:9:5 in the top-level module" \
    "!llvm.ptr<270>: its own entry"
like "$T/ptr" "  preferred 8: the type's dialect, from the entry it reads: !ptr.ptr<#llvm.address_space<1>> = #ptr.spec<size = 32, abi = 32, preferred = 64> at t/scope/explain-ptr.mlir:11:5 in the top-level module" \
    "!ptr.ptr<#llvm.address_space<1>>: its own entry"
like_lines "$T/ptr" "!ptr.ptr<#llvm.address_space<5>>:
  size 8: the dialect's default for the type; no entry of its class applies" \
    "!ptr.ptr<#llvm.address_space<5>>: the default spec, no entry named"
run "$DLTI" layout --spec "$P" --scope d --explain '!ptr.ptr<#llvm.address_space<5>>'
sed "s|$SRCDIR/||g" "$OUT" >"$T/ptr"
like_lines "$T/ptr" "  preferred 8: the type's dialect: no entry for this type; the answer of the type it falls back to
    !ptr.ptr<#llvm.address_space<1>> preferred 8: the type's dialect, from the entry it reads: !ptr.ptr<#llvm.address_space<1>> = #ptr.spec<size = 32, abi = 32, preferred = 64> at t/scope/explain-ptr.mlir:11:5 in the top-level module (inherited)" \
    "with dlti.default_memory_space: the answer of !ptr.ptr<D>, whose entry is named"
run "$DLTI" layout --spec "$SRCDIR/t/scope/explain-ptr0.mlir" --explain \
    --format=json '!llvm.ptr<5>'
like "$OUT" '"abi": {"why": "derived", "rule": "the type'"'"'s dialect: no entry for this type; the answer of the type it falls back to", "entry": null, "at": null, "scope": null, "inherited": false, "entries": 1, "via": "!llvm.ptr", "via_query": "abi", "via_explain": {"why": "dialect", "rule": "the dialect'"'"'s default for the type; no entry of its class applies", "entry": null,' \
    "JSON: !llvm.ptr<5> without a !llvm.ptr entry: via !llvm.ptr, its default"

# dlti_explain's errors are the query's.
run "$DLTI" layout --explain 'tensor<4xi32>'
is_rc 1 "a type without layout: exit 1"
like "$ERR" "neither the scoping op nor the type class provide data layout information for tensor<4xi32>" \
    "a type without layout: the query's error"

# A memref (beyond MLIR 22, which aborts): its LLVM descriptor, explained
# in turn; no error, exit 0 (issue 25: three errors and exit 0 before).
run "$DLTI" layout --explain 'memref<4xf32>' 'memref<*xf32, 3>'
is_rc 0 "memrefs explained: exit 0"
is "$(cat "$ERR")" "" "memrefs explained: no diagnostic"
like "$OUT" "  size 40: the memref's LLVM descriptor {allocated and aligned pointers, offset, sizes, strides}, as --finalize-memref-to-llvm lowers it" \
    "memref<4xf32>: its size is the descriptor's"
like "$OUT" "    !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> size 40: the dialect's default for the type, no entry of its class in scope" \
    "memref<4xf32>: the descriptor explained in turn"
like "$OUT" "  abi 8: the unranked memref's LLVM descriptor {rank, pointer to a ranked descriptor}, as --finalize-memref-to-llvm lowers it" \
    "memref<*xf32, 3>: its ABI alignment is the descriptor's"
like "$OUT" "    !llvm.struct<(i64, ptr)> abi 8: " "memref<*xf32, 3>: the unranked descriptor"
run "$DLTI" layout --explain --format=json 'memref<2x3xi8>'
is_rc 0 "a memref explained in JSON: exit 0"
like "$OUT" '"via": "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>", "via_query": "size"' \
    "JSON: the memref's size via its descriptor"
run env DLTI_PLUGIN_PATH="$T" "$DLTI" layout --explain 'memref<4xf32>'
is_rc 1 "a memref without the llvm plugin: exit 1"
like "$ERR" "error: memref<4xf32> has no LLVM descriptor: dialect 'llvm' is not loaded" \
    "a memref without the llvm plugin: why, once"

# --explain needs a TYPE.
run "$DLTI" layout --target x86_64-unknown-linux-gnu --explain
is_rc 2 "--explain without TYPE: usage error"

done_testing
