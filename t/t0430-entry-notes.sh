#!/bin/sh
# t0430-entry-notes.sh - MLIR 22 reports an error of a scope's spec at the
# op that holds it; dlti keeps that first line (checked here against the
# case's .err golden from mlir-opt-22) and adds a note at the entry at
# fault, where it is written: lines below the op, after a generic op's
# region, or in the definition of the alias the op names (through an alias
# of an alias too).  Cases from t/invalid and t/invalid-plugins.

. "$SRCDIR/t/lib.sh"

# note DIR NAME LINE [--split-input-file]: `dlti verify` of DIR/NAME.mlir
# (run in DIR) fails with the golden's first error line and prints LINE as
# a whole line.
note() {
    (cd "$SRCDIR/t/$1" && "$DLTI" verify $4 "$2.mlir") >"$OUT" 2>"$ERR"
    RC=$?
    is_rc 1 "$2: refused"
    first=$(grep -m 1 ': error: ' "$SRCDIR/t/$1/$2.err")
    if grep -qxF -- "$first" "$ERR"; then
        pass "$2: MLIR's error first"
    else
        fail "$2: MLIR's error first"
        diag "expected: $first" "stderr: $(cat "$ERR")"
    fi
    if grep -qxF -- "$3" "$ERR"; then
        pass "$2: a note at the entry"
    else
        fail "$2: a note at the entry"
        diag "expected: $3" "stderr: $(cat "$ERR")"
    fi
}

note invalid spec-entry-below-module-line \
    'spec-entry-below-module-line.mlir:5:3: note: the entry for i32 is here'
note invalid spec-entry-in-alias \
    'spec-entry-in-alias.mlir:5:3: note: the entry for "dlti.endianess" is here, in the definition of #spec'
note invalid spec-entry-alias-chain \
    'spec-entry-alias-chain.mlir:3:74: note: the entry for index is here, in the definition of #inner'
# The generic op's dictionary follows its region, where a nested op's spec
# has the same key.
note invalid-plugins spec-entry-generic-scope \
    'spec-entry-generic-scope.mlir:7:67: note: the entry for i16 is here'
# A dialect's hook refuses its class's entries; the one it refuses alone.
note invalid-plugins spec-entry-dialect-hook \
    'spec-entry-dialect-hook.mlir:4:3: note: the entry for !llvm.ptr<1> is here'
note invalid-plugins spec-entry-identifier-dialect \
    'spec-entry-identifier-dialect.mlir:3:84: note: the entry for "llvm.foo" is here'
# A chunk of a split file: the file's line numbers.
note invalid-plugins spec-entry-split-chunk \
    'spec-entry-split-chunk.mlir:10:3: note: the entry for !ptr.ptr<#test.const_memory_space<3>> is here, in the definition of #s' \
    --split-input-file

# The streamed query path gives the same note.
(cd "$SRCDIR/t/invalid" && "$DLTI" query spec-entry-below-module-line.mlir) >"$OUT" 2>"$ERR"
RC=$?
is_rc 1 "query: refused"
like "$ERR" 'spec-entry-below-module-line.mlir:5:3: note: the entry for i32 is here' \
    "query: the same note"

done_testing
