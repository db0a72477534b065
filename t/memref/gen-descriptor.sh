#!/bin/sh
# gen-descriptor.sh - regenerate descriptor.golden from the REFERENCE,
# mlir-opt-22 (never from dlti).  For each spec of specs.txt (NAME<TAB>
# entries) and each type of descriptor-types.txt: a function returning the
# memref is lowered with --finalize-memref-to-llvm --convert-func-to-llvm
# --reconcile-unrealized-casts under the spec; the struct type of the
# lowered llvm.func's result is queried with --test-data-layout-query
# under the same spec.  A contiguous<> type (beyond MLIR 22) is lowered as
# the strided<> layout with the same strides.  Output lines:
#   SPEC<TAB>TYPE<TAB>size=N abi=N preferred=N<TAB>STRUCT
# usage: sh t/memref/gen-descriptor.sh > t/memref/descriptor.golden
: "${MLIR_OPT:=mlir-opt-22}"
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
LC_ALL=C
export LC_ALL
while IFS='	' read -r spec entries; do
    attr=
    [ -n "$entries" ] && attr=" attributes {dlti.dl_spec = #dlti.dl_spec<$entries>}"
    while IFS= read -r ty; do
        lowered=$(printf '%s\n' "$ty" |
            sed 's/contiguous<\[1, 0\]>/strided<[1, 4]>/')
        printf 'module%s {\n  func.func private @f() -> %s\n}\n' \
            "$attr" "$lowered" >"$tmp/in.mlir"
        struct=$("$MLIR_OPT" --finalize-memref-to-llvm --convert-func-to-llvm \
            --reconcile-unrealized-casts "$tmp/in.mlir" |
            sed -n 's/.*llvm.func @f() -> \(!llvm.struct<.*>\) attributes.*/\1/p; s/.*llvm.func @f() -> \(!llvm.struct<.*>\)$/\1/p')
        if [ -z "$struct" ]; then
            echo "gen-descriptor.sh: $spec: $ty: no lowered struct" >&2
            exit 1
        fi
        printf 'module%s {\n  func.func @g() {\n    %%0 = "test.data_layout_query"() : () -> %s\n    return\n  }\n}\n' \
            "$attr" "$struct" >"$tmp/q.mlir"
        ans=$("$MLIR_OPT" --test-data-layout-query "$tmp/q.mlir" |
            sed -n 's/.*{alignment = \([0-9]*\) : index.* preferred = \([0-9]*\) : index.* size = \([0-9]*\) : index.*/size=\3 abi=\1 preferred=\2/p')
        if [ -z "$ans" ]; then
            echo "gen-descriptor.sh: $spec: $ty: no query answer" >&2
            exit 1
        fi
        printf '%s\t%s\t%s\t%s\n' "$spec" "$ty" "$ans" "$struct"
    done <"$here/descriptor-types.txt"
done <"$here/specs.txt"
