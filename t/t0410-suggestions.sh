#!/bin/sh
# t0410-suggestions.sh - "did you mean" notes after an unknown DLTI key, or
# an unknown type or attribute name of a loaded dialect (beyond MLIR 22,
# which gives the error alone: the error line is MLIR's, the note is
# dlti's).  A name far from every known one gets no note.

. "$SRCDIR/t/lib.sh"

# has_line LINE DESC: $ERR has LINE as a whole line (no shell evaluation:
# the messages hold backquotes).
has_line() {
    if grep -qxF -- "$1" "$ERR"; then
        pass "$2"
    else
        fail "$2"
        diag "stderr:" "$(cat "$ERR")"
    fi
}

# check NAME TEXT ERROR NOTE: `dlti verify` of TEXT fails with the whole
# line ERROR and then NOTE (or no note at all when NOTE is empty).
check() {
    printf '%s\n' "$2" >"$T/$1.mlir"
    (cd "$T" && "$DLTI" verify "$1.mlir") >"$OUT" 2>"$ERR"
    RC=$?
    is_rc 1 "$1: refused"
    has_line "$3" "$1: MLIR's error"
    if [ -n "$4" ]; then
        has_line "$4" "$1: $4"
    else
        ok "! grep -q 'did you mean' '$ERR'" "$1: no suggestion"
    fi
}

check key \
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianess" = "little">} {}' \
    'key.mlir:1:1: error: unknown data layout entry name: dlti.endianess' \
    'key.mlir:1:1: note: did you mean "dlti.endianness"?'
check key-swap \
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_aligmnent" = 128>} {}' \
    'key-swap.mlir:1:1: error: unknown data layout entry name: dlti.stack_aligmnent' \
    'key-swap.mlir:1:1: note: did you mean "dlti.stack_alignment"?'
check key-far \
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.foo" = 1>} {}' \
    'key-far.mlir:1:1: error: unknown data layout entry name: dlti.foo' ''
check type \
    'module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.pt = dense<64> : vector<4xi64>>} {}' \
    'type.mlir:1:55: error: unknown LLVM type: pt' \
    'type.mlir:1:55: note: did you mean `ptr`?'
# mlir-opt-22's second error, after the type's symbol (issue 26).
has_line 'type.mlir:1:58: error: error while parsing type DLTI key' \
    "type: MLIR's second error, located after the type"
check attr \
    'module attributes {x = #llvm.adress_space<1>} {}' \
    'attr.mlir:1:30: error: unknown attribute `adress_space` in dialect `llvm`' \
    'attr.mlir:1:30: note: did you mean `address_space`?'
check attr-far \
    'module attributes {x = #llvm.zzzzzzzzzz<1>} {}' \
    'attr-far.mlir:1:30: error: unknown attribute `zzzzzzzzzz` in dialect `llvm`' ''

done_testing
