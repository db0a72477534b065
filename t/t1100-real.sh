#!/bin/sh
# t1100-real.sh - MLIR that real pipelines write (t/real: clang-22 output
# imported by mlir-translate-22, mlir-opt-22 lowering stages; see
# t/real/README).  For each file with a query golden (mlir-opt-22
# --test-data-layout-query on the file with query ops added):
#  - `dlti query` reads it and answers every query as mlir-opt-22 does;
#  - `dlti layout --spec` on the file without the queries (on the query
#    copy when the file has no spec: that copy adds x86_64's) gives the
#    same size, bits, ABI and preferred alignment for each queried type;
#  - with mlir-opt-22 installed, what `dlti query` prints parses again.
# Ops no plugin models are printed as written, not in MLIR's canonical
# form (README, "Files of real pipelines"): only the answers are compared.

. "$SRCDIR/t/lib.sh"

have_mlir=
command -v mlir-opt-22 >/dev/null 2>&1 && have_mlir=1

# The golden's answers as "TYPE<TAB>size bits abi preferred" lines.
golden_rows() {
    awk '{
        i = index($0, "\"test.data_layout_query\"")
        if (!i) next
        s = substr($0, i)
        t = s; sub(/.*\) -> /, "", t)
        split("size bitsize alignment preferred", k, " ")
        row = ""
        for (j = 1; j <= 4; j++) {
            m = s; r = k[j] " = [0-9]+ : index"
            if (match(m, "[ {]" r)) {
                v = substr(m, RSTART + 1, RLENGTH - 1)
                sub(/^[a-z]+ = /, "", v); sub(/ : index$/, "", v)
            } else v = "?"
            row = row (j > 1 ? " " : "") v
        }
        print t "\t" row
    }' "$1"
}

# dlti layout --format=json rows as the same lines.
json_rows() {
    awk '/"type":/ {
        s = $0
        t = s; sub(/^ *\{"type": "/, "", t); sub(/", "size".*/, "", t)
        gsub(/\\"/, "\"", t); gsub(/\\\\/, "\\", t)
        row = ""
        split("size bits abi preferred", k, " ")
        for (j = 1; j <= 4; j++) {
            m = s
            if (match(m, "\"" k[j] "\": [0-9]+")) {
                v = substr(m, RSTART, RLENGTH); sub(/.*: /, "", v)
            } else v = "?"
            row = row (j > 1 ? " " : "") v
        }
        print t "\t" row
    }' "$1"
}

for q in "$SRCDIR"/t/real/import/*.query.mlir "$SRCDIR"/t/real/lower/*.query.mlir; do
    golden=${q%.mlir}.out
    [ -f "$golden" ] || continue
    name=${q#"$SRCDIR"/t/real/}
    name=${name%.query.mlir}
    plain=${q%.query.mlir}.mlir

    run "$DLTI" query "$q"
    is_rc 0 "$name: query reads the file"
    is_query "$OUT" "$golden" "$name: query answers as mlir-opt-22"
    if [ -n "$have_mlir" ]; then
        cp "$OUT" "$T/printed.mlir"
        if mlir-opt-22 "$T/printed.mlir" >/dev/null 2>"$T/mlir.err"; then
            pass "$name: what query prints parses with mlir-opt-22"
        else
            fail "$name: what query prints parses with mlir-opt-22"
            diag_file "$T/mlir.err"
        fi
    else
        skip "$name: what query prints parses with mlir-opt-22" \
            "mlir-opt-22 not installed"
    fi

    golden_rows "$golden" >"$T/rows.exp"
    set --
    while IFS="$(printf '\t')" read -r ty rest; do
        set -- "$@" "$ty"
    done <"$T/rows.exp"
    # (a file without a spec got the x86_64 one in its query copy)
    specf=$plain
    grep -q 'dlti.dl_spec' "$plain" || specf=$q
    run "$DLTI" layout --spec "$specf" --format=json "$@"
    is_rc 0 "$name: layout --spec reads the file"
    json_rows "$OUT" >"$T/rows.got"
    is_file "$T/rows.got" "$T/rows.exp" \
        "$name: layout --spec gives mlir-opt-22's answers ($# types)"
done

# Every file mlir-opt-22 reads (no .err beside it), dlti verify accepts:
# the imports of optimized code use the entry arguments of several
# functions under one name with different types (callattrs.c, issue 26).
for f in "$SRCDIR"/t/real/import/*.mlir "$SRCDIR"/t/real/lower/*.mlir; do
    case $f in *.query.mlir) continue;; esac
    [ -e "$f.err" ] && continue
    name=${f#"$SRCDIR"/t/real/}
    run "$DLTI" verify "$f"
    is_rc 0 "$name: verify accepts it, as mlir-opt-22 does"
    ok "[ ! -s '$ERR' ]" "$name: verify says nothing"
done

# Each file printed whole as mlir-opt-22 prints it: ops no plugin models
# print as written, which is MLIR's form when MLIR wrote the file, with
# the predecessor comments of their blocks, llvm.switch's case lines, the
# space llvm.insertvalue ends its line with, and one space where
# mlir-translate-22 writes two in `llvm.intr.assume %c  : i1`.  Against
# the checked-in goldens (F.print.out), and with mlir-opt-22 installed
# against its output for every file.
for g in "$SRCDIR"/t/real/import/*.print.out "$SRCDIR"/t/real/lower/*.print.out; do
    [ -e "$g" ] || continue
    f=${g%.print.out}.mlir
    name=${f#"$SRCDIR"/t/real/}
    run "$DLTI" query "$f"
    is_rc 0 "$name: query reads it"
    is_file "$OUT" "$g" "$name: printed as mlir-opt-22 prints it (golden)"
done
for f in "$SRCDIR"/t/real/import/*.mlir "$SRCDIR"/t/real/lower/*.mlir; do
    case $f in *.query.mlir) continue;; esac
    [ -e "$f.err" ] && continue
    name=${f#"$SRCDIR"/t/real/}
    if [ -z "$have_mlir" ]; then
        skip "$name: printed as mlir-opt-22 prints it" "mlir-opt-22 not installed"
        continue
    fi
    run "$DLTI" query "$f"
    mlir-opt-22 --test-data-layout-query "$f" >"$T/ref.print" 2>/dev/null
    is_file "$OUT" "$T/ref.print" "$name: printed as mlir-opt-22 prints it"
done

# gpu.module specs that do not combine with the enclosing module's: dlti
# refuses all three; mlir-opt-22 refuses bad-gpumod-ptr3 and segfaults on
# the other two (t/real/README; the .err files hold what it printed).
for q in "$SRCDIR"/t/real/lower/bad-*.query.mlir; do
    name=${q#"$SRCDIR"/t/real/}
    run "$DLTI" query "$q"
    is_rc 1 "$name: refused"
    like "$ERR" "error: data layout does not combine with layouts of enclosing ops" \
        "$name: the gpu.module's spec does not combine"
done

done_testing
