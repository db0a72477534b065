#!/bin/sh
# t0935-split-goldens.sh - many chunks of many kinds: every t/query case
# that is not split itself, joined into one file with `// -----` between
# them, queried with --split-input-file gives their goldens joined with
# `// -----` lines, as mlir-opt-22 does (when written: mlir-opt-22's
# output of the joined file, 243 chunks, was byte for byte the joined
# goldens).  The chunks of one file are queried in contexts kept from one
# chunk to the next (dlti_context_file_done): by two threads by default,
# by one under --single-thread; a chunk with a diagnostic is queried
# again in a new context, so the messages are those of one thread; with
# --context-per-chunk every chunk has a new context, as in mlir-opt.

. "$SRCDIR/t/lib.sh"

q=$SRCDIR/t/query
n=0
: >"$T/all.mlir"
: >"$T/all.out"
for f in "$q"/*.mlir; do
    case $(sed -n 1p "$f") in "// RUN: split"*) continue ;; esac
    test -f "${f%.mlir}.out" || continue
    if [ $n -gt 0 ]; then
        echo "// -----" >>"$T/all.mlir"
        echo "// -----" >>"$T/all.out"
    fi
    cat "$f" >>"$T/all.mlir"
    cat "${f%.mlir}.out" >>"$T/all.out"
    n=$((n + 1))
done
ok "[ $n -gt 200 ]" "more than 200 cases joined ($n)"

run "$DLTI" query --split-input-file "$T/all.mlir"
is_rc 0 "two threads: exit 0"
ok "cmp -s '$OUT' '$T/all.out'" "two threads: the goldens, in order"
cp "$ERR" "$T/two.err"

run "$DLTI" query --single-thread --split-input-file "$T/all.mlir"
is_rc 0 "--single-thread: exit 0"
ok "cmp -s '$OUT' '$T/all.out'" "--single-thread: the goldens, in order"
ok "cmp -s '$ERR' '$T/two.err'" "--single-thread: the messages of two threads"
ok "grep -q 'warning: .builtin.module. op expects at most one data layout attribute' '$ERR'" \
    "a chunk's warning said (that chunk queried again in a new context)"

run "$DLTI" query --context-per-chunk --split-input-file "$T/all.mlir"
is_rc 0 "a context per chunk: exit 0"
ok "cmp -s '$OUT' '$T/all.out'" "a context per chunk: the goldens, in order"
ok "cmp -s '$ERR' '$T/two.err'" "a context per chunk: the same messages"

done_testing
