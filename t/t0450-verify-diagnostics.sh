#!/bin/sh
# t0450-verify-diagnostics.sh - `dlti query` and `dlti verify` with
# --verify-diagnostics: the expected-* comments, the reports and the exit
# status equal mlir-opt-22 --verify-diagnostics --test-data-layout-query's.
#
# Goldens (t/gen-verify-golden.sh, from mlir-opt-22 only):
#   t/verify-diagnostics/NAME.{out,err,rc}   hand-written cases, a feature each
#   t/verify-diagnostics/upstream/PATH.{out,err,rc}
#                                            the upstream lit files t/upstream/PATH.mlir
# Upstream files are also piped to FileCheck-22 when it is installed, as
# their RUN lines do.

. "$SRCDIR/t/lib.sh"

VD="$SRCDIR/t/verify-diagnostics"
UP="$SRCDIR/t/upstream"
case $DLTI in
    /*) ;;
    *) DLTI="$(pwd)/$DLTI" ;;
esac

# Cases that differ from MLIR 22 only by a note dlti adds beyond it, from
# a call site that does not yet report it with dl_note_extra (left out
# under --verify-diagnostics).  None now.
todo_cases=""
todo_reason="a note dlti adds beyond MLIR 22 is not yet a dl_note_extra"

# Compares the last run ($OUT, $ERR, $RC) with the golden GOLD.{out,err,rc};
# `noout` compares no stdout (dlti verify prints none).
# Usage: check_golden GOLD DESC NAME [noout]
check_golden() {
    gold=$1 desc=$2 name=$3
    okay=1
    [ "$RC" = "$(cat "$gold.rc")" ] || okay=0
    cmp -s "$ERR" "$gold.err" || okay=0
    if [ "$4" != noout ]; then
        cmp -s "$OUT" "$gold.out" || okay=0
    fi
    case $todo_cases in *" $name "*) desc="$desc # TODO $todo_reason" ;; esac
    if [ $okay = 1 ]; then
        pass "$desc"
    else
        fail "$desc"
        diag "exit $RC, mlir-opt-22 $(cat "$gold.rc"); stderr (--- mlir-opt-22, +++ dlti):"
        diff -u "$gold.err" "$ERR" | sed 's/^/#   /'
        if [ "$4" != noout ]; then
            diag "stdout (--- mlir-opt-22, +++ dlti):"
            diff -u "$gold.out" "$OUT" | sed 's/^/#   /'
        fi
    fi
}

# ---- Hand-written cases: one feature each ---------------------------------

for f in "$VD"/*.mlir; do
    name=$(basename "$f" .mlir)
    first=$(head -n 1 "$f")
    split= mode=
    case $first in "// RUN: split"*) split=--split-input-file ;; esac
    case $first in "// RUN:"*only-expected*) mode==only-expected ;; esac
    (cd "$VD" && run "$DLTI" query $split --verify-diagnostics$mode \
        "$name.mlir" </dev/null
     echo "$RC" >"$T/rc")
    RC=$(cat "$T/rc")
    check_golden "$VD/$name" "query $name.mlir: as mlir-opt-22 --verify-diagnostics" "$name"
done

# ---- Upstream lit files ---------------------------------------------------

have_filecheck=0
command -v FileCheck-22 >/dev/null 2>&1 && have_filecheck=1

# What a file needs that dlti may lack: skipped (with the reason) then.
needs_missing() {
    case $1 in
        Dialect/Ptr/layout.mlir)
            printf '%s\n' 'module attributes { dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#test.const_memory_space> = #ptr.spec<size = 32, abi = 32, preferred = 64>> } {}' \
                >"$T/probe.mlir"
            if ! "$DLTI" verify "$T/probe.mlir" >/dev/null 2>&1; then
                echo "the test plugin lacks #test.const_memory_space"
                return 0
            fi
            ;;
    esac
    return 1
}

for f in $(cd "$UP" && find . -name '*.mlir' | sed 's|^\./||' | sort); do
    name=${f%.mlir}
    gold="$VD/upstream/$name"
    if why=$(needs_missing "$f"); then
        skip "upstream $f" "$why"
        continue
    fi
    (cd "$UP" && run "$DLTI" query --split-input-file --verify-diagnostics \
        "$f" </dev/null
     echo "$RC" >"$T/rc")
    RC=$(cat "$T/rc")
    cp "$OUT" "$T/query.out"
    check_golden "$gold" "query upstream $f: as mlir-opt-22 --verify-diagnostics" "$name"

    (cd "$UP" && run "$DLTI" verify --split-input-file --verify-diagnostics \
        "$f" </dev/null
     echo "$RC" >"$T/rc")
    RC=$(cat "$T/rc")
    check_golden "$gold" "verify upstream $f: the diagnostics of mlir-opt-22 --verify-diagnostics" "$name" noout

    if ! grep -q 'CHECK' "$UP/$f"; then
        : # its RUN line has no FileCheck
    elif [ $have_filecheck = 1 ]; then
        if FileCheck-22 "$UP/$f" <"$T/query.out" >"$T/fc.out" 2>&1; then
            pass "upstream $f: FileCheck-22 passes on dlti query's output"
        else
            fail "upstream $f: FileCheck-22 passes on dlti query's output"
            diag_file "$T/fc.out"
        fi
    else
        skip "upstream $f: FileCheck-22" "FileCheck-22 is not installed"
    fi
done

# ---- Options --------------------------------------------------------------

run "$DLTI" query --verify-diagnostics=everything "$VD/at-plus.mlir"
if [ "$RC" -eq 2 ] && grep -q "only-expected" "$ERR" && [ ! -s "$OUT" ]; then
    pass "--verify-diagnostics=VALUE other than all/only-expected: usage error"
else
    fail "--verify-diagnostics=VALUE other than all/only-expected: usage error"
    diag "exit $RC"; diag_file "$ERR"
fi

(cd "$VD" && run "$DLTI" query --split-input-file --verify-diagnostics=all \
    at-plus.mlir; echo "$RC" >"$T/rc")
RC=$(cat "$T/rc")
check_golden "$VD/at-plus" "--verify-diagnostics=all is --verify-diagnostics" at-plus

run "$DLTI" query --llvm-target-to-data-layout --verify-diagnostics \
    "$VD/at-plus.mlir"
is_rc 2 "--llvm-target-to-data-layout with --verify-diagnostics: usage error"

for c in query verify; do
    run "$DLTI" "$c" --help
    like "$OUT" "--verify-diagnostics[=all|only-expected]" \
        "'dlti $c --help' describes --verify-diagnostics"
done

# -o FILE is written when the diagnostics were as expected, though a chunk
# failed (its expected error), as mlir-opt -o keeps it.
(cd "$VD" && run "$DLTI" query --split-input-file --verify-diagnostics \
    -o "$T/o.mlir" at-plus.mlir; echo "$RC" >"$T/rc")
RC=$(cat "$T/rc")
if [ "$RC" -eq 0 ] && [ ! -s "$OUT" ] && cmp -s "$T/o.mlir" "$VD/at-plus.out"
then
    pass "-o FILE with --verify-diagnostics: written when all was expected"
else
    fail "-o FILE with --verify-diagnostics: written when all was expected"
    diag "exit $RC"; diag_file "$ERR"
fi

# Without --verify-diagnostics the same file fails (its expected error is
# an error), and dlti's own notes are back.
(cd "$VD" && run "$DLTI" query --split-input-file extra-notes.mlir; \
    echo "$RC" >"$T/rc")
RC=$(cat "$T/rc")
if [ "$RC" -eq 1 ] && grep -q 'note: did you mean "dlti.endianness"?' "$ERR"
then
    pass "without --verify-diagnostics: exit 1 and dlti's own notes"
else
    fail "without --verify-diagnostics: exit 1 and dlti's own notes"
    diag "exit $RC"; diag_file "$ERR"
fi

done_testing
