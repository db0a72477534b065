#!/bin/sh
# t0300-roundtrip.sh - printing re-parses to the same IR.
#
# For each t/query/*.mlir: print it with `dlti query`, feed that output back
# through `dlti query`, and check that the second output equals the first.
# Query ops that already carry a `size` attribute are left alone by the
# pass, so a stable printer gives the same text twice.  A case whose first
# line is `// RUN: split` is processed with --split-input-file (as in
# t0100-query-golden.sh), and so is its output, which keeps `// -----`
# between the chunks.
#
# Each first output must also equal the reference's NAME.out byte for byte
# (the whole module, not only the query ops t0100 compares): this needs the
# func plugin (DLTI_PLUGIN_PATH), since mlir-opt prints func.func in its
# custom form.  Cases run from inside t/query, as the goldens were made.
# A symbol printed empty (`@<<INVALID EMPTY SYMBOL>>`, as mlir-opt-22 prints
# it) does not parse again: such a case's round trip is skipped.

. "$SRCDIR/t/lib.sh"

set -- "$SRCDIR"/t/query/*.mlir
if [ ! -e "$1" ]; then
    # A test that ran nothing must not pass.
    echo "Bail out! no t/query/*.mlir cases"
    exit 1
fi

cd "$SRCDIR/t/query" || { echo "Bail out! cannot cd to $SRCDIR/t/query"; exit 1; }
case $DLTI in
    /*) ;;
    *) DLTI="$BUILDDIR/$DLTI" ;;
esac

for f in "$@"; do
    name=${f#"$SRCDIR"/}
    base=${f##*/}
    split=
    if head -n 1 "$f" | grep -q '^// RUN: split'; then
        split=--split-input-file
    fi

    run "$DLTI" query $split "$base"
    if [ "$RC" -ne 0 ]; then
        # Files with failing chunks are the golden test's business: their
        # output lacks the failing chunks and cannot round-trip as a whole.
        skip "$name round-trips" "dlti query exits $RC on it"
        continue
    fi
    cp "$OUT" "$T/first.mlir"
    golden=${base%.mlir}.out
    if [ -f "$golden" ]; then
        is_file "$T/first.mlir" "$golden" "$name prints as mlir-opt-22 does"
    else
        skip "$name prints as mlir-opt-22 does" "no golden t/query/$golden"
    fi

    if grep -q '@<<INVALID EMPTY SYMBOL>>' "$T/first.mlir"; then
        # mlir-opt-22 prints an empty symbol name so, and cannot read it.
        skip "$name round-trips" "an empty symbol name (as mlir-opt-22 prints it)"
        continue
    fi
    run "$DLTI" query $split "$T/first.mlir"
    if [ "$RC" -ne 0 ]; then
        fail "$name round-trips"
        diag "the printed output does not parse back (exit $RC):"
        diag_file "$ERR"
        continue
    fi
    is_file "$OUT" "$T/first.mlir" "$name round-trips"
done

done_testing
