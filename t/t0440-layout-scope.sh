#!/bin/sh
# t0440-layout-scope.sh - `dlti layout --spec FILE --scope NAME TYPE...` and
# the TYPE arguments that name the file's aliases and identified structs
# (issue 15, items 4 and 5).
#
# The answers are checked against t/scope/NAME.out, the output of
# mlir-opt-22 with test-data-layout-query run on the func.func ops of the
# top-level and nested modules (t/scope/gen.sh): the query ops of scope S
# sit in func.func @q.S (@q.a.b for a::b, @q for the top-level module), as
# a query op in the body of S's scope op, and a `// TYPE: T` comment gives
# the TYPE argument when it is not the type written (a struct named alone,
# which MLIR refuses outside the struct's own body: a dlti extension).
. "$SRCDIR/t/lib.sh"

S="$SRCDIR/t/scope"

# The queries of FILE as "SCOPE<TAB>TYPE" lines, in order (SCOPE "-": the
# top-level module).
queries() {
    awk '
    /func\.func @q[.(]/ {
        s = $0; sub(/.*@q/, "", s); sub(/\(.*/, "", s)
        sub(/^\./, "", s); gsub(/\./, "::", s); scope = s == "" ? "-" : s
    }
    /"test\.data_layout_query"/ {
        t = $0
        if (t ~ /\/\/ TYPE: /) { sub(/.*\/\/ TYPE: /, "", t) }
        else { sub(/.*: \(\) -> /, "", t); sub(/ *\/\/.*/, "", t) }
        printf "%s\t%s\n", scope, t
    }' "$1"
}

# The answers of a golden as JSON rows, one per query, in order.
answers() {
    awk '
    function attr(name,   r) {
        r = $0; sub(".*[{ ]" name " = ", "", r); sub(/ .*/, "", r); return r
    }
    /"test\.data_layout_query"/ {
        t = $0; sub(/.*: \(\) -> /, "", t)
        gsub(/\\/, "\\\\", t); gsub(/"/, "\\\"", t)
        i = attr("index")
        printf "  {\"type\": \"%s\", \"size\": %s, \"bits\": %s, \"scalable\": false, \"abi\": %s, \"preferred\": %s, \"index\": %s}\n", \
            t, attr("size"), attr("bitsize"), attr("alignment"), attr("preferred"), i == "0" ? "null" : i
    }' "$1"
}

# check FILE [WHY]: for each scope of FILE's queries, `dlti layout --spec
# FILE [--scope SCOPE] --format=json TYPE...` prints the golden's answers.
# With WHY, a FILE dlti cannot read yet is skipped, WHY saying why.
check() {
    f=$1
    if [ -n "${2:-}" ] && ! "$DLTI" verify "$S/$f.mlir" >/dev/null 2>&1; then
        skip "$f.mlir: answers as mlir-opt-22 in its scopes" "$2"
        return
    fi
    queries "$S/$f.mlir" >"$T/q"
    answers "$S/$f.out" >"$T/a"
    if [ "$(wc -l <"$T/q")" -ne "$(wc -l <"$T/a")" ] ||
        [ ! -s "$T/q" ]; then
        fail "$f: the queries and the golden's answers pair up"
        return
    fi
    paste "$T/q" "$T/a" >"$T/qa"
    cut -f1 "$T/q" | awk '!seen[$0]++' >"$T/scopes"
    while IFS= read -r scope; do
        set --
        while IFS="$(printf '\t')" read -r s ty row; do
            [ "$s" = "$scope" ] && set -- "$@" "$ty"
        done <"$T/qa"
        awk -F '\t' -v s="$scope" '$1 == s { rows[++n] = $3 }
            END { print "["; for (i = 1; i <= n; i++)
                      print rows[i] (i < n ? "," : ""); print "]" }' \
            "$T/qa" >"$T/exp"
        if [ "$scope" != - ]; then
            run "$DLTI" layout --spec "$S/$f.mlir" --scope "$scope" \
                --format=json "$@"
            what="$f.mlir --scope $scope"
        else
            run "$DLTI" layout --spec "$S/$f.mlir" --format=json "$@"
            what="$f.mlir, top-level module"
        fi
        is_rc 0 "$what: exits 0"
        mlir_keys "$OUT" >"$T/got"
        is_file "$T/got" "$T/exp" "$what: answers as mlir-opt-22 in the scope ($*)"
    done <"$T/scopes"
}

# MLIR's answers of JSON rows: without the store and alloc sizes, and the
# stride and LLVM-rules fields dlti adds where LLVM's rules differ (as for
# struct.mixed_ld on i686).
mlir_keys() {
    sed -e 's/, "store_size": [0-9]*, "alloc_size": [0-9]*//' \
        -e 's/, "stride": [0-9]*, "llvm": {[^}]*}}/}/' "$1"
}

# Nested modules: a (own index and i64 entries), a::b (inherits a's and the
# top module's, adds f16), c (no spec: the top module's), the top module;
# aliases (!S, !P) and the struct "struct.S" named alone.
check nested
# test.op_with_data_layout scopes with a sym_name, t and v::u.
check testop
# A named scope w inside a func.func and an scf.execute_region: `layout
# --spec` drops ops that are no scopes unread, but not these (a line of
# theirs starts a scope op).
check deep

# Pointers with and without an entry of their address or memory space
# (the entries --explain names: t/t1220-explain.sh).
check explain-ptr
check explain-ptr0

# A gpu.module scope, kernels.
check gpu "no gpu plugin yet (issue 15, item 3)"

# Real files: the identified structs of t/real/import/records.*.mlir (C
# structs as clang-22 and mlir-translate-22 make them) named alone, against
# the goldens of t/real (their queries are in the top-level module).
for f in "$SRCDIR"/t/real/import/records.*.mlir; do
    case $f in *.query.mlir) continue ;; esac
    b=$(basename "$f" .mlir)
    if ! "$DLTI" verify "$f" >/dev/null 2>&1; then
        skip "$b: its structs named alone answer as mlir-opt-22" \
            "dlti does not read the file yet (issue 15, items 1-2)"
        continue
    fi
    queries "${f%.mlir}.query.mlir" | cut -f2 >"$T/q"
    answers "${f%.mlir}.query.out" >"$T/a"
    paste "$T/q" "$T/a" | awk -F '\t' '$1 ~ /^!llvm\.struct<"/' >"$T/qa"
    set --
    while IFS="$(printf '\t')" read -r ty row; do
        n=${ty#'!llvm.struct<"'}
        set -- "$@" "!llvm.struct<\"${n%%\"*}\">"
    done <"$T/qa"
    awk -F '\t' '{ rows[++n] = $2 } END { print "["; for (i = 1; i <= n; i++)
        print rows[i] (i < n ? "," : ""); print "]" }' "$T/qa" >"$T/exp"
    run "$DLTI" layout --spec "$f" --format=json "$@"
    # (MLIR's answers: without the stride and LLVM-rules fields dlti adds
    # where LLVM's rules differ, as for struct.mixed_ld on i686)
    mlir_keys "$OUT" >"$T/got"
    is_file "$T/got" "$T/exp" "$b: its structs named alone answer as mlir-opt-22 ($#)"
done

# '@a::@b', MLIR's spelling of a nested symbol reference, names a::b too.
run "$DLTI" layout --spec "$S/nested.mlir" --scope a::b --format=json f16 '!S'
cp "$OUT" "$T/ab"
run "$DLTI" layout --spec "$S/nested.mlir" --scope @a::@b --format=json f16 '!S'
is_file "$OUT" "$T/ab" "--scope @a::@b is --scope a::b"

# The table has the same answers.
run "$DLTI" layout --spec "$S/nested.mlir" --scope a::b f16 '!S'
is_rc 0 "--scope in table format exits 0"
# (The columns before the stride, when the table has one: the alloc size.)
awk 'NR == 1 { s = $NF == "stride" }
     NR > 1 { printf "%s %s %s %s %s\n", $(NF-4-s), $(NF-3-s), $(NF-2-s), $(NF-1-s), $(NF-s) }' \
    "$OUT" >"$T/got"
mlir_keys "$T/ab" |
    sed -n 's/.*"size": \([0-9]*\), "bits": \([0-9]*\), "scalable": false, "abi": \([0-9]*\), "preferred": \([0-9]*\), "index": null}.*/\1 \2 \3 \4 -/p' >"$T/exp"
is_file "$T/got" "$T/exp" "--scope in table format: the same answers"

# ---- errors ---------------------------------------------------------------

cp "$S/nested.mlir" "$T/nested.mlir"
run sh -c 'cd "$1" && exec "$2" layout --spec nested.mlir --scope b i32' sh "$T" "$DLTI"
is_rc 1 "--scope with an unknown NAME exits 1"
ok "test ! -s '$OUT'" "--scope with an unknown NAME prints no table"
cat >"$T/exp" <<'EOF'
dlti: error: no scope named 'b' in nested.mlir; its named scopes: a, a::b, c
dlti: note: did you mean 'a::b'?
EOF
is_file "$ERR" "$T/exp" "--scope with an unknown NAME lists the file's scopes, did you mean its nested one"
run sh -c 'cd "$1" && exec "$2" layout --spec nested.mlir --scope a::bb i32' sh "$T" "$DLTI"
cat >"$T/exp" <<'EOF'
dlti: error: no scope named 'a::bb' in nested.mlir; its named scopes: a, a::b, c
dlti: note: did you mean 'a::b'?
EOF
is_file "$ERR" "$T/exp" "--scope with a misspelt NAME: did you mean"
run sh -c 'cd "$1" && exec "$2" layout --spec nested.mlir --scope q i32' sh "$T" "$DLTI"
is_rc 1 "--scope naming a func.func exits 1"
cat >"$T/exp" <<'EOF'
dlti: error: 'q' names the 'func.func' at nested.mlir:40:3, which is not a data layout scope
dlti: note: the named scopes of nested.mlir: a, a::b, c
EOF
is_file "$ERR" "$T/exp" "--scope naming a func.func: not a data layout scope"

cat >"$T/twice.mlir" <<'EOF'
module {
  module {
    module @x attributes {dlti.dl_spec = #dlti.dl_spec<index = 16>} {}
  }
  module {
    module @x {}
  }
}
EOF
run sh -c 'cd "$1" && exec "$2" layout --spec twice.mlir --scope x index' sh "$T" "$DLTI"
is_rc 1 "--scope naming two scopes exits 1"
is "$(cat "$ERR")" "dlti: error: scope name 'x' is ambiguous: it names 2 scopes of twice.mlir, the 'builtin.module' at twice.mlir:3:5, the 'builtin.module' at twice.mlir:6:5" \
    "--scope naming two scopes: ambiguous, with both"
printf 'module {}\n' >"$T/none.mlir"
run sh -c 'cd "$1" && exec "$2" layout --spec none.mlir --scope a index' sh "$T" "$DLTI"
is "$(cat "$ERR")" "dlti: error: no scope named 'a' in none.mlir: it has no named data layout scope" \
    "--scope in a file without named scopes says so"

run "$DLTI" layout --scope a i32
is_rc 2 "--scope without --spec: exit 2"
like "$ERR" "layout: --scope needs --spec FILE" "--scope without --spec: usage error"
run "$DLTI" layout --datalayout e --scope a i32
is_rc 2 "--scope with --datalayout: exit 2"
run "$DLTI" layout --spec "$S/nested.mlir" --scope '' i32
is_rc 2 "--scope '': exit 2"
like "$ERR" "layout: --scope needs a NAME" "--scope '': usage error"
run "$DLTI" layout --spec "$S/nested.mlir" i32 --scope
is_rc 2 "--scope without NAME: exit 2"
like "$ERR" "layout: --scope needs a NAME" "--scope without NAME: usage error"

# ---- types named by the file -----------------------------------------------

# An alias the file does not define: MLIR's error, in <command line>.
run "$DLTI" layout --spec "$S/nested.mlir" '!Q'
is_rc 1 "an undefined alias exits 1"
cat >"$T/exp" <<'EOF'
<command line>:1:2: error: undefined symbol alias id 'Q'
!Q
 ^
EOF
is_file "$ERR" "$T/exp" "an undefined alias: MLIR's error at <command line>"
# Without --spec, there are no aliases.
run "$DLTI" layout '!S'
is_rc 1 "an alias without --spec exits 1"
like "$ERR" "undefined symbol alias id 'S'" "an alias without --spec is undefined"
# A struct the file does not define, named alone.
run "$DLTI" layout --spec "$S/nested.mlir" '!llvm.struct<"struct.T">'
is_rc 1 "a struct the file does not define exits 1"
like "$ERR" '<command line>:1:24: error: no struct "struct.T" is defined in the file' \
    "a struct the file does not define: an error saying so"
# Without --spec, MLIR's rule: no struct without a body outside its own.
run "$DLTI" layout '!llvm.struct<"struct.S">'
is_rc 1 "a struct named alone without --spec exits 1"
like "$ERR" "struct without a body only allowed in a recursive struct" \
    "a struct named alone without --spec: MLIR's error"
# An alias inside a larger type.
run "$DLTI" layout --spec "$S/nested.mlir" --format=json 'vector<2x!llvm.ptr>' '!llvm.array<2 x !S>'
is_rc 0 "aliases inside types: exits 0"
like "$OUT" '"type": "!llvm.array<2 x struct<\"struct.S\", (i8, i64)>>", "size": ' \
    "an alias inside an !llvm.array resolves"

done_testing
