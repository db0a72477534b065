#!/bin/sh
# t1000-llvm-io.sh - LLVM data layout strings and target triples in and
# out of dlti (issue 16), against goldens made by the MLIR 22 tools
# (t/llvm-io/gen-golden.sh, t/llvm-dlstring/gen-expected.sh; never by
# dlti), so the test runs without the tools:
#   1. `dlti import STRING` for every string of t/llvm-dlstring/cases.txt:
#      the spec, MLIR's warnings and LLVM's error messages must be those of
#      t/llvm-dlstring/expected.txt (mlir-translate-22 --import-llvm and
#      llvm-as-22), and stdout exactly
#      "module attributes {dlti.dl_spec = SPEC} {\n}\n";
#   2. `dlti import --target T` for every triple of t/llvm-triple/cases.txt
#      (without abi=): the spec of mlir-opt-22 --llvm-target-to-data-layout
#      (t/llvm-io/target.txt); where mlir-opt-22 fails, dlti must fail too
#      when LLVM knows no layout (t/llvm-triple/expected.txt says !error),
#      else it gives the layout opt-22 computes (a documented deviation:
#      mlir-opt-22 only knows the backends compiled into it);
#   3. `dlti export` of the spec of every imported string, and its
#      re-import (t/llvm-io/export.txt: mlir-translate-22 --mlir-to-llvmir,
#      then --import-llvm), i.e. import -> export -> import round trips;
#   4. `dlti export` of the hand-written t/llvm-io/export/*.mlir (the
#      failing kinds included) against *.out;
#   5. `dlti query --llvm-target-to-data-layout` and the layout options.
. "$SRCDIR/t/lib.sh"

G="$SRCDIR/t/llvm-io"
S="$SRCDIR/t/llvm-dlstring"
TMP="$T/io" # in lib.sh's directory, removed with it
mkdir -p "$TMP" || exit 1

# `run "$DLTI" import -- STRING`, each string's run made once: sections 2
# and 3 import strings section 1 imported (their output is the same; a run
# of dlti costs ~0.5 s under valgrind, `make check-valgrind`).  Sets OUT,
# ERR and RC as `run` does.
mkdir -p "$TMP/imports" || exit 1
: >"$TMP/imports/keys"
import_once() {
    k=$(grep -n -m 1 -x -F -e "$1" "$TMP/imports/keys")
    k=${k%%:*}
    if [ -n "$k" ]; then
        cp "$TMP/imports/$k.out" "$OUT" && cp "$TMP/imports/$k.err" "$ERR" &&
            read -r RC <"$TMP/imports/$k.rc"
        return
    fi
    run "$DLTI" import -- "$1"
    case $1 in *"
"*) return ;; esac # (a key is one line)
    k=$(($(wc -l <"$TMP/imports/keys") + 1))
    cp "$OUT" "$TMP/imports/$k.out" && cp "$ERR" "$TMP/imports/$k.err" &&
        echo "$RC" >"$TMP/imports/$k.rc" &&
        printf '%s\n' "$1" >>"$TMP/imports/keys"
}

# ---- 1. strings ----------------------------------------------------------
# dlti's answers in the format of expected.txt.
import_view() { # STRING -> stdout: the llvm:/mlir: lines
    import_once "$1"
    if [ "$RC" -eq 0 ]; then
        echo "llvm: ok"
        sed -n 's/^warning: /mlir: warning: /p' "$ERR"
        sed -n '1s/^module attributes {dlti.dl_spec = \(.*\)} {$/mlir: \1/p' "$OUT"
        [ "$(sed -n '2,$p' "$OUT")" = "}" ] || echo "bad module: $(cat "$OUT")"
    else
        # (an error in STRING is located in it: <datalayout>:1:COL)
        e=$(sed -n '1s/^\(<datalayout>:1:[0-9]*: \)\{0,1\}error: //p' "$ERR")
        case $e in
        *"(mlir-translate-22 crashes on it)") echo "llvm: ok"; echo "mlir: crash" ;;
        "cannot translate data layout: "*) echo "llvm: ok"; echo "mlir: error: $e" ;;
        *) echo "llvm: error: $e" ;;
        esac
    fi
}
# Block N (1-based) of an expected.txt-like file, from its "case:" line.
block() {
    awk -v n="$2" '/^case: /{k++} k==n && !/^case: /' "$1"
}
n=0
nmatch=0
while IFS= read -r line || [ -n "$line" ]; do
    case $line in ''|'#'*) continue ;; esac
    n=$((n + 1))
    s=$line
    [ "$line" = "<empty>" ] && s=
    import_view "$s" > "$TMP/got"
    block "$S/expected.txt" "$n" > "$TMP/exp"
    if cmp -s "$TMP/got" "$TMP/exp"; then
        nmatch=$((nmatch + 1))
        pass "import '$line'"
    else
        fail "import '$line'"
        diff "$TMP/exp" "$TMP/got" | sed 's/^/# /'
    fi
done < "$S/cases.txt"
diag "import: $nmatch of $n strings as mlir-translate-22 / llvm-as-22"

run "$DLTI" import --format=json -- 'e-ni:1'
like "$OUT" '"warnings": ["unhandled data layout token: ni:1"]' \
    "import --format=json lists the warnings"
run "$DLTI" import
is_rc 2 "import without STRING is a usage error"

# ---- 2. triples ----------------------------------------------------------
n=0
nmatch=0
ndev=0
while IFS= read -r line || [ -n "$line" ]; do
    case $line in 'case: '*) ;; *) continue ;; esac
    t=${line#case: }
    n=$((n + 1))
    exp=$(block "$G/target.txt" "$n")
    run "$DLTI" import --target -- "$t"
    trc=$RC
    first=$(sed -n '1p' "$OUT")
    got=$(sed -n '1s/^module attributes {dlti.dl_spec = \(.*\)} {$/mlir: \1/p' "$OUT")
    if [ "$exp" != "mlir: error" ]; then
        if [ "$RC" -eq 0 ] && [ "$got" = "$exp" ]; then
            nmatch=$((nmatch + 1))
            pass "import --target '$t'"
        else
            fail "import --target '$t'"
            printf '# expected %s\n# got %s\n' "$exp" "$got"
            sed 's/^/# /' "$ERR"
        fi
        continue
    fi
    opt=$(awk -F '	' -v t="$t" '$1 == t && $2 == "-" { print $3; exit }' \
        "$SRCDIR/t/llvm-triple/expected.txt")
    if [ "$opt" = "!error" ] || [ -z "$opt" ]; then
        if [ "$RC" -eq 1 ] && grep -q "failed to obtain llvm::DataLayout" "$ERR"; then
            nmatch=$((nmatch + 1))
            pass "import --target '$t' fails as mlir-opt-22 does"
        else
            fail "import --target '$t' fails as mlir-opt-22 does"
        fi
    else
        import_once "$opt"
        want=$(sed -n '1p' "$OUT")
        if [ "$trc" -eq 0 ] && [ "$first" = "$want" ]; then
            ndev=$((ndev + 1))
            pass "import --target '$t': opt-22's layout (mlir-opt-22 has no backend)"
        else
            fail "import --target '$t': opt-22's layout (mlir-opt-22 has no backend)"
        fi
    fi
done < "$G/target.txt"
diag "import --target: $nmatch of $n triples as mlir-opt-22, $ndev with opt-22's layout where mlir-opt-22 has no backend"

# ---- 3. export of imported specs, round trips -----------------------------
n=0
nexp=0
nround=0
while IFS= read -r line || [ -n "$line" ]; do
    case $line in 'case: '*) ;; *) continue ;; esac
    n=$((n + 1))
    c=${line#case: }
    s=$c
    [ "$c" = "<empty>" ] && s=
    blk=$(block "$G/export.txt" "$n")
    exp=$(printf '%s\n' "$blk" | sed -n 's/^export: //p')
    reimp=$(printf '%s\n' "$blk" | sed -n 's/^reimport: //p')
    import_once "$s"
    cp "$OUT" "$TMP/m.mlir"
    run "$DLTI" export "$TMP/m.mlir"
    case $exp in
    "error: "*) got="error: $(sed -n '1s/^[^ ]*:[0-9]*:[0-9]*: error: //p' "$ERR")" ;;
    *) got=$(cat "$OUT") ;;
    esac
    if [ "$got" = "$exp" ]; then
        nexp=$((nexp + 1))
        pass "export of import '$c'"
    else
        fail "export of import '$c'"
        printf '# expected %s\n# got %s\n' "$exp" "$got"
        sed 's/^/# /' "$ERR"
        continue
    fi
    [ -n "$reimp" ] || continue
    import_once "$got"
    g2=$(sed -n '1s/^module attributes {dlti.dl_spec = \(.*\)} {$/\1/p' "$OUT")
    if [ "$g2" = "$reimp" ]; then
        nround=$((nround + 1))
        pass "import -> export -> import '$c'"
    else
        fail "import -> export -> import '$c'"
        printf '# expected %s\n# got %s\n' "$reimp" "$g2"
    fi
done < "$G/export.txt"
diag "export: $nexp of $n imported specs as mlir-translate-22, $nround round trips"

# ---- 4. hand-written specs ------------------------------------------------
for f in "$G"/export/*.mlir; do
    b=$(basename "$f")
    (cd "$G/export" && "$DLTI" export "$b") > "$TMP/out" 2> "$TMP/err"
    rc=$?
    # (without the note dlti adds at the spec entry at fault, with its
    # source and caret lines: mlir-translate-22 has no such note)
    if [ $rc -eq 0 ]; then cp "$TMP/out" "$TMP/got"; else
        awk '/: note: the entr(y|ies) for .* (is|begin) here/ { skip = 2; next }
             skip > 0 { skip--; next } { print }' "$TMP/err" >"$TMP/got"
    fi
    is_file "$TMP/got" "${f%.mlir}.out" "export $b"
done

# ---- 5. the llvm.target attribute, query and layout options ---------------
(cd "$G" && "$DLTI" query --llvm-target-to-data-layout query-target.mlir) \
    > "$TMP/out" 2> "$TMP/err"
is_file "$TMP/out" "$G/query-target.out" \
    "query --llvm-target-to-data-layout as mlir-opt-22"
# mlir-opt-22 prints the module and a blank line; dlti verify + query print
# the same module.
(cd "$G" && "$DLTI" query target-attr.mlir) > "$TMP/out" 2> "$TMP/err"
is_file "$TMP/out" "$G/target-attr.out" "#llvm.target parsed and printed as mlir-opt-22"
printf 'module {}\n' > "$TMP/n.mlir"
run "$DLTI" query --llvm-target-to-data-layout "$TMP/n.mlir"
is_rc 1 "query --llvm-target-to-data-layout without llvm.target fails"
like "$ERR" 'error: no TargetAttrInterface-implementing attribute at key "llvm.target"' \
    "with mlir-opt-22's message"

run "$DLTI" layout --target x86_64-unknown-linux-gnu --format=json f80
like "$OUT" '"bits": 80, "scalable": false, "abi": 16' "layout --target"
run "$DLTI" layout --datalayout 'e-p:32:32-i64:32' i64 '!llvm.ptr'
like "$OUT" '!llvm.ptr     4    32    4          4     32' "layout --datalayout"
run "$DLTI" layout --datalayout 'i32:24' i32
is_rc 1 "layout --datalayout with a malformed string fails"
like "$ERR" "error: ABI alignment must be a power of two times the byte width" \
    "with LLVM's message"
printf 'module attributes {llvm.data_layout = "e-p:32:32"} {}\n' > "$TMP/dl.mlir"
run "$DLTI" layout --spec "$TMP/dl.mlir" '!llvm.ptr'
like "$ERR" "warning: the module's llvm.data_layout string is not its data layout spec" \
    "layout --spec warns about llvm.data_layout without dlti.dl_spec"
like "$OUT" '!llvm.ptr     8    64' "and uses the default layout, as MLIR"

# ---- export --scope (issue 26) --------------------------------------------
# A scope's own spec, answered in the scope (t/llvm-io/export-scope.mlir):
# what mlir-translate-22 writes for a module holding that spec.
E="$SRCDIR/t/llvm-io/export-scope.mlir"
while IFS="$(printf '\t')" read -r sc want; do
    run "$DLTI" export --scope "$sc" "$E"
    is_rc 0 "export --scope $sc: exit 0"
    is "$(cat "$OUT")" "$want" "export --scope $sc: as mlir-translate-22"
done <"$SRCDIR/t/llvm-io/export-scope.txt"
run "$DLTI" export --scope kernels --format=json "$E"
is "$(cat "$OUT")" '{"datalayout": "i64:32:64-f64:32:64"}' "export --scope --format=json"
run "$DLTI" export --scope nope "$E"
is_rc 1 "export --scope of no scope: exit 1"
like "$ERR" "no scope named 'nope' in $E; its named scopes: kernels, a, a::b" \
    "export --scope of no scope: names those there are"
run "$DLTI" export --scope= "$E"
is_rc 2 "export --scope= : usage error"

# ---- --datalayout errors (issue 26) ---------------------------------------
# LLVM's words (llvm-as-22: "preferred alignment cannot be less than the ABI
# alignment" for the whole string), located at the failing specification,
# with the string and a caret under it.
run "$DLTI" layout --datalayout 'e-p:64:64-i64:64:32' i64
is_rc 1 "--datalayout with a bad specification: exit 1"
is "$(cat "$ERR")" "<datalayout>:1:11: error: preferred alignment cannot be less than the ABI alignment
e-p:64:64-i64:64:32
          ^" "--datalayout: LLVM's error at the failing specification"
run "$DLTI" import 'e-p:64:64-i64:64:32'
is "$(cat "$ERR")" "<datalayout>:1:11: error: preferred alignment cannot be less than the ABI alignment
e-p:64:64-i64:64:32
          ^" "import: the same, located"
# A triple where a data layout string goes: LLVM's error, and --target.
run "$DLTI" layout --datalayout x86_64-unknown-linux-gnu i64
is_rc 1 "--datalayout TRIPLE: exit 1"
is "$(cat "$ERR")" "<datalayout>:1:1: error: unknown specifier 'x'
x86_64-unknown-linux-gnu
^
dlti: note: 'x86_64-unknown-linux-gnu' looks like a target triple: use --target" \
    "--datalayout TRIPLE: suggests --target"
run "$DLTI" import x86_64-linux-gnu
like "$ERR" "dlti: note: 'x86_64-linux-gnu' looks like a target triple: use dlti import --target" \
    "import TRIPLE: suggests import --target"
run "$DLTI" layout --datalayout 'e-q' i64
unlike "$ERR" "looks like a target triple" "a data layout string with a bad token: no triple note"
# The empty string: LLVM's default layout, and the run says so.
run "$DLTI" layout --datalayout '' i64
is_rc 0 "--datalayout '': exit 0"
is "$(cat "$ERR")" "dlti: note: --datalayout '': the empty string is LLVM's default data layout (no entries)" \
    "--datalayout '': says what it is"
like "$OUT" "i64      8    64    4          8      -" "--datalayout '': MLIR's defaults"
# --target= (empty) names --target.
run "$DLTI" layout --target= i64
is_rc 2 "--target= : usage error"
like "$ERR" "dlti: layout: --target needs a TRIPLE" "--target= : names --target"

done_testing
