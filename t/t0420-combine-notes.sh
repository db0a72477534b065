#!/bin/sh
# t0420-combine-notes.sh - when a scope's spec does not combine with the
# enclosing ones, MLIR 22 says only "data layout does not combine with
# layouts of enclosing ops" (and notes the enclosing ops); dlti adds a note
# naming the key, its value here and in the enclosing scopes, and the op
# that gave that value.  Cases from t/invalid and t/deviations-invalid
# (their first lines are checked against mlir-opt-22 by t0200/t0500).

. "$SRCDIR/t/lib.sh"

# note DIR NAME LINE: `dlti verify` of DIR/NAME.mlir (run in DIR) fails and
# prints LINE as a whole line.
note() {
    (cd "$SRCDIR/t/$1" && "$DLTI" verify "$2.mlir") >"$OUT" 2>"$ERR"
    RC=$?
    is_rc 1 "$2: refused"
    if grep -qxF -- "$3" "$ERR"; then
        pass "$2: names what does not combine"
    else
        fail "$2: names what does not combine"
        diag "expected: $3" "stderr: $(cat "$ERR")"
    fi
}

note deviations-invalid nested-index-differs \
    'nested-index-differs.mlir:4:5: note: index: 64 : i64 here, 32 : i64 in the enclosing op at nested-index-differs.mlir:2:1'
note deviations-invalid nested-int-entry-tightened \
    'nested-int-entry-tightened.mlir:6:5: note: i32: dense<64> : vector<1xi64> here, dense<32> : vector<1xi64> in the enclosing op at nested-int-entry-tightened.mlir:4:1'
note deviations-invalid llvm-ptr-nested-same-address-space-abi-grows \
    'llvm-ptr-nested-same-address-space-abi-grows.mlir:8:5: note: the !llvm.ptr<1> entries here do not combine with those of the enclosing op at llvm-ptr-nested-same-address-space-abi-grows.mlir:6:1'
note invalid combine-endianness-differs \
    'combine-endianness-differs.mlir:4:5: note: "dlti.endianness": "little" here, "big" in the enclosing op at combine-endianness-differs.mlir:2:1'
# Three levels: the value comes from the outermost module, not the middle.
note invalid combine-three-levels-notes \
    'combine-three-levels-notes.mlir:6:9: note: "dlti.mangling_mode": "o" here, "e" in the enclosing op at combine-three-levels-notes.mlir:2:1'

done_testing
