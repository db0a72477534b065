#!/bin/sh
# t0930-output.sh - `dlti query`'s output of large files, several chunks
# (--split-input-file) and several files: the same bytes into a regular
# file (each body op's text written as soon as it is checked, and taken
# back when the file then fails), a pipe (written when all is checked)
# and -o FILE; and its write errors: one message, exit 1, -o FILE
# removed, however many chunks and files follow the failed write.

. "$SRCDIR/t/lib.sh"

GEN="$BUILDDIR/bench/gen-workload"
if [ ! -x "$GEN" ]; then
    skip "query output" "no bench/gen-workload"
    done_testing
fi
# About 2.5 MB of output each.
"$GEN" --queries 5000 --funcs 20 --scopes 40 -o "$T/w.mlir"
"$GEN" --queries 5000 --funcs 100 --scopes 100 --chunks 100 -o "$T/s.mlir"

# The reference bytes: into a pipe.
"$DLTI" query "$T/w.mlir" | cat >"$T/w.pipe"
"$DLTI" query --split-input-file "$T/s.mlir" | cat >"$T/s.pipe"
ok "[ \$(wc -c <'$T/w.pipe') -gt 2000000 ]" "the output is large"
ok "[ \$(grep -c '^// -----\$' '$T/s.pipe') -eq 99 ]" "100 chunks: 99 separators"

run "$DLTI" query "$T/w.mlir"
is_rc 0 "query into a regular file: exit 0"
is "$(cat "$ERR")" "" "query into a regular file: no message"
ok "cmp -s '$OUT' '$T/w.pipe'" "query into a regular file: the same bytes"

run "$DLTI" query --split-input-file "$T/s.mlir"
is_rc 0 "100 chunks into a regular file: exit 0"
is "$(cat "$ERR")" "" "100 chunks into a regular file: no message"
ok "cmp -s '$OUT' '$T/s.pipe'" "100 chunks into a regular file: the same bytes"

run "$DLTI" query "$T/w.mlir" --split-input-file "$T/s.mlir" "$T/w.mlir"
cat "$T/w.pipe" "$T/s.pipe" "$T/w.pipe" >"$T/three"
ok "cmp -s '$OUT' '$T/three'" "three files into a regular file: in order"

# The writer thread (a regular file, not opened to append) and without it
# (--single-thread): the same bytes; the file's offset at the end of
# the text when it is shared with what follows; a text longer than the
# thread's buffers (a 300 KB string) written at its place.
"$DLTI" query --single-thread --split-input-file "$T/s.mlir" >"$T/s.nothr"
ok "cmp -s '$T/s.nothr' '$T/s.pipe'" "--single-thread: the same bytes"
# Into a pipe the query pass runs on the printing thread
# (DLTI_QUERY_PASS_THREAD): the bytes of one thread; an error of the pass
# late in the file (a spec under another name is not verified, and the
# query of its type reads its malformed entry) said as one thread says it.
"$DLTI" query --single-thread "$T/w.mlir" >"$T/w.nothr"
ok "cmp -s '$T/w.nothr' '$T/w.pipe'" \
    "a pipe, the pass beside the parse: the bytes of --single-thread"
sed '$d' "$T/w.mlir" >"$T/wl.mlir"
cat >>"$T/wl.mlir" <<'EOF_L'
  func.func @late() {
    builtin.module attributes {foo.layout = #dlti.dl_spec<!test.test_type_with_layout<10> = ["size"]>} {
      func.func @g() {
        %0 = "test.data_layout_query"() : () -> !test.test_type_with_layout<1>
        return
      }
    }
    return
  }
}
EOF_L
("$DLTI" query "$T/wl.mlir" 2>"$T/wl.err"; echo $? >"$T/wl.rc") | cat >"$T/wl.out"
run "$DLTI" query --single-thread "$T/wl.mlir"
is "$(cat "$T/wl.rc")" "$RC" "a pass error late, into a pipe: the exit status of one thread"
ok "cmp -s '$T/wl.err' '$ERR'" "a pass error late, into a pipe: the messages of one thread"
ok "grep -q 'expected layout attribute for' '$ERR'" "... which say the malformed entry"
ok "cmp -s '$T/wl.out' '$OUT'" "a pass error late, into a pipe: the output of one thread"
# Into /dev/null the text is written as each body op is printed, the
# verifying and the pass beside the parse (a take-back there is nothing):
# errors late in the file (the pass's, the verifier's, the parser's) end
# as on one thread, the messages and the exit status; a clean file exits 0
# with no message, and so does -o /dev/null.
sed '$d' "$T/w.mlir" >"$T/wv.mlir"
cat >>"$T/wv.mlir" <<'EOF_V'
  func.func @late() {
    %0 = "test.data_layout_query"() : () -> i32
    %1 = "test.data_layout_query"(%0) : (i32) -> i32
    return
  }
}
EOF_V
sed '$d' "$T/w.mlir" >"$T/wp.mlir"
printf '  func.func @late() {\n    %%0 = \n  }\n}\n' >>"$T/wp.mlir"
for f in wl wv wp; do
    "$DLTI" query "$T/$f.mlir" >/dev/null 2>"$T/$f.nerr"
    nrc=$?
    run "$DLTI" query --single-thread "$T/$f.mlir"
    is "$nrc" "$RC" "$f: an error late, into /dev/null: the exit status of one thread"
    ok "[ -s '$T/$f.nerr' ] && cmp -s '$T/$f.nerr' '$ERR'" \
        "$f: an error late, into /dev/null: the messages of one thread"
done
ok "grep -q \"'test.data_layout_query' op requires zero operands\" '$T/wv.nerr'" \
    "... the verifier's said"
"$DLTI" query "$T/w.mlir" >/dev/null 2>"$T/wn.err"
is "$?" 0 "into /dev/null: exit 0"
is "$(cat "$T/wn.err")" "" "into /dev/null: no message"
"$DLTI" query "$T/w.mlir" -o /dev/null 2>"$T/wo.err"
is "$?" 0 "-o /dev/null: exit 0"
is "$(cat "$T/wo.err")" "" "-o /dev/null: no message"
# The chunk worker (tools/chunk_worker.c) queries chunks ahead of their
# turn on a second thread and on the caller's; a chunk queried ahead in
# which any diagnostic came is queried again in its turn: messages, text
# and exit status as from one thread, in order, with errors in odd chunks
# (a parse error, a spec refused by the verifier) and in even ones, and a
# split warning.  The reference below ("as from one thread") is one
# thread with a new context for every chunk (--context-per-chunk), as
# mlir-opt gives each an MLIRContext.
cat >"$T/e.mlir" <<'EOF_E'
module {
  func.func @a() {
    %0 = "test.data_layout_query"() : () -> i32
    return
  }
}
// -----
module {
  func.func @b() {
    %0 = "test.data_layout_query"() : () -> !llvm.nosuch
    return
  }
}
// -----
module {
  func.func @c() {
    %0 = "test.data_layout_query"() : () -> i64
    return
  }
}
// -----
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 32]> : vector<2xi64>>} {
  func.func @d() {
    %0 = "test.data_layout_query"() : () -> i32
    return
  }
}
// -----
module {
  func.func @e() {
    %0 = "test.data_layout_query"() : () -> f16
    return
  }
}
// ---- near miss
module {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> index
    return
  }
}
// -----
module {
  func.func @g() {
    %0 = "test.data_layout_query"() : () -> f64
  }
}
EOF_E
(cd "$T" && "$DLTI" query --split-input-file e.mlir >e.out 2>e.err; echo $? >e.rc)
(cd "$T" && "$DLTI" query --context-per-chunk --split-input-file e.mlir \
    >e1.out 2>e1.err; echo $? >e1.rc)
is "$(cat "$T/e.rc")" "1" "split, errors in odd and even chunks: exit 1"
is "$(cat "$T/e1.rc")" "1" "split, errors, a context per chunk: exit 1"
ok "cmp -s '$T/e.out' '$T/e1.out'" "split, errors: the same text as from one thread"
ok "cmp -s '$T/e.err' '$T/e1.err'" "split, errors: the same messages as from one thread"
like "$T/e.err" "e.mlir:10:51: error: unknown LLVM type: nosuch" \
    "split, errors: the odd chunk's error said"
ok "[ \$(grep -c '^// -----\$' '$T/e.out') -eq 5 ]" \
    "split, errors: the five chunks that pass, in order"
(cd "$T" && "$DLTI" query --split-input-file e.mlir >e.all 2>&1)
(cd "$T" && "$DLTI" query --context-per-chunk --split-input-file e.mlir \
    >e1.all 2>&1)
ok "cmp -s '$T/e.all' '$T/e1.all'" \
    "split, errors, one stream: text and messages interleaved as from one thread"
# Forty chunks of many sizes: a window of eight may be queried ahead of
# their turn, on either thread, with errors in an odd chunk (17)
# and an even one (30) among them: text and messages as from one thread.
awk 'BEGIN {
    for (i = 0; i < 40; i++) {
        if (i) print "// -----"
        t = i == 17 ? "!llvm.nosuch" : i == 30 ? "i32 i32" : "i" (i + 1)
        print "module {\n  func.func @f" i "() {"
        for (j = 0; j < 1 + i % 7 * 40; j++)
            print "    %" j " = \"test.data_layout_query\"() : () -> " t
        print "    return\n  }\n}"
    } }' >"$T/ring.mlir"
"$DLTI" query --split-input-file "$T/ring.mlir" >"$T/ring.all" 2>&1
echo $? >"$T/ring.rc"
"$DLTI" query --context-per-chunk --split-input-file "$T/ring.mlir" \
    >"$T/ring1.all" 2>&1
is "$(cat "$T/ring.rc")" "1" "forty chunks, two with errors: exit 1"
ok "cmp -s '$T/ring.all' '$T/ring1.all'" \
    "forty chunks, two with errors: text and messages as from one thread"
ok "[ \$(grep -c '^// -----\$' '$T/ring.all') -eq 39 ] &&
    [ \$(grep -c 'error:' '$T/ring.all') -eq 2 ]" \
    "forty chunks: 39 separators, 2 errors"
"$DLTI" query --context-per-chunk --split-input-file "$T/ring.mlir" \
    >"$T/ring1.out" 2>"$T/ring1.err"
run "$DLTI" query --split-input-file "$T/ring.mlir"
ok "cmp -s '$OUT' '$T/ring1.out' && cmp -s '$ERR' '$T/ring1.err'" \
    "forty chunks into a regular file: text and messages as from one thread"
# The worker starts on the first chunks while the caller is still
# splitting the file (chunks handed over as they are found): a near miss
# of the marker far down the file is said before the error of chunk 1,
# as mlir-opt-22 splits the whole file first (the order it gives); two
# and three chunks (the worker starts at the third) give what one thread
# gives.
awk 'BEGIN {
    for (i = 0; i < 300; i++) {
        if (i) print (i == 290 ? "// ---- near miss" : "// -----")
        t = i == 1 ? "!llvm.nosuch" : "i" (i + 1)
        print "module {\n  func.func @f" i "() {"
        for (j = 0; j < 1 + i % 5; j++)
            print "    %" j " = \"test.data_layout_query\"() : () -> " t
        print "    return\n  }\n}"
    } }' >"$T/late.split"
(cd "$T" && "$DLTI" query --split-input-file late.split >late.all 2>&1)
(cd "$T" && "$DLTI" query --context-per-chunk --split-input-file late.split \
    >late1.all 2>&1)
ok "cmp -s '$T/late.all' '$T/late1.all'" \
    "split while the worker runs: text and messages as from one thread"
like "$T/late.all" "late.split:2610:7: warning: near miss with file split marker" \
    "split while the worker runs: the near miss said"
ok "[ \$(grep -n 'warning: near miss' '$T/late.all' | cut -d: -f1) -lt \
      \$(grep -n 'error: unknown LLVM type' '$T/late.all' | cut -d: -f1) ]" \
    "split while the worker runs: the near miss before chunk 1's error"
for k in 2 3; do
    awk -v k=$k '/^\/\/ -----$/ && ++n == k { exit } { print }' \
        "$T/late.split" >"$T/few$k.mlir"
    (cd "$T" && "$DLTI" query --split-input-file few$k.mlir >few$k.all 2>&1
     echo $? >few$k.rc
     "$DLTI" query --context-per-chunk --split-input-file few$k.mlir \
        >few$k.one 2>&1)
    ok "cmp -s '$T/few$k.all' '$T/few$k.one' &&
        [ \$(grep -c 'unknown LLVM type' '$T/few$k.all') -eq 1 ] &&
        [ \$(cat '$T/few$k.rc') -eq 1 ]" \
        "$k chunks: text, messages and status as from one thread"
done
# A long chunk (1) the worker takes while the caller queries the short
# first one: the caller then queries the short ones after it ahead of
# their turn rather than wait, two of them with errors (3, a parse error;
# 6, a type with no layout), which it queries again in their turn.  Five
# runs into a file and to a pipe: text and messages as from one thread.
awk 'BEGIN {
    for (i = 0; i < 10; i++) {
        if (i) print "// -----"
        t = i == 3 ? "i32 i32" : i == 6 ? "!llvm.nosuch" : "i" (i + 8)
        print "module {\n  func.func @f" i "() {"
        for (j = 0; j < (i == 1 ? 20000 : 3); j++)
            print "    %" j " = \"test.data_layout_query\"() : () -> " t
        print "    return\n  }\n}"
    } }' >"$T/ahead.mlir"
"$DLTI" query --context-per-chunk --split-input-file "$T/ahead.mlir" \
    >"$T/ahead1.out" 2>"$T/ahead1.err"
same=0
for k in 1 2 3 4 5; do
    "$DLTI" query --split-input-file "$T/ahead.mlir" >"$T/ahead.out" \
        2>"$T/ahead.err"
    cmp -s "$T/ahead.out" "$T/ahead1.out" &&
        cmp -s "$T/ahead.err" "$T/ahead1.err" && same=$((same + 1))
    "$DLTI" query --split-input-file "$T/ahead.mlir" 2>&1 | cat >"$T/ahead.pipe"
    "$DLTI" query --context-per-chunk --split-input-file "$T/ahead.mlir" 2>&1 |
        cat >"$T/ahead1.pipe"
    cmp -s "$T/ahead.pipe" "$T/ahead1.pipe" && same=$((same + 1))
done
is "$same" "10" "a long chunk, short ones queried ahead: as from one thread, 10 runs"
ok "[ \$(grep -c 'error:' '$T/ahead1.err') -eq 2 ] &&
    [ \$(grep -c '^// -----\$' '$T/ahead1.out') -eq 9 ]" \
    "a long chunk, short ones queried ahead: 2 errors, 9 separators"
# --single-thread: the one thread queries each chunk in the context it
# kept from the chunk before, as the worker does (a chunk with a
# diagnostic again in a new one): text, messages and status as with a
# context per chunk (--context-per-chunk, the reference above).
for f in e.mlir ring.mlir late.split ahead.mlir; do
    (cd "$T" && "$DLTI" query --single-thread --split-input-file "$f" \
        >st.all 2>&1; echo $? >st.rc
     "$DLTI" query --context-per-chunk --split-input-file "$f" >cp.all 2>&1
     echo $? >cp.rc)
    ok "cmp -s '$T/st.all' '$T/cp.all' && cmp -s '$T/st.rc' '$T/cp.rc'" \
        "--single-thread, $f: as with a context per chunk"
done
# Twelve chunks of more than a megabyte of text each: the worker's
# buffers of them are freed once taken; the same bytes as one thread.
"$GEN" --queries 30000 --funcs 12 --scopes 24 --chunks 12 -o "$T/bigch.mlir"
"$DLTI" query --split-input-file "$T/bigch.mlir" | cat >"$T/bigch.pipe"
"$DLTI" query --context-per-chunk --split-input-file "$T/bigch.mlir" \
    >"$T/bigch.one"
ok "[ \$(wc -c <'$T/bigch.one') -gt 12000000 ] &&
    cmp -s '$T/bigch.pipe' '$T/bigch.one'" \
    "chunks of more than a megabyte: the same bytes as one thread"
# A file past 256 KiB has its body ops printed on a second thread while
# the next is parsed (DLTI_QUERY_THREADS, not with --single-thread): the
# same bytes, messages and status as from one thread, into a file and a
# pipe, and when a body op near the end fails to parse.
"$DLTI" query --single-thread "$T/w.mlir" >"$T/w.one"
ok "[ \$(wc -c <'$T/w.mlir') -gt 262144 ] && cmp -s '$T/w.one' '$T/w.pipe'" \
    "past 256 KiB: the same bytes as one thread"
sed '$d' "$T/w.mlir" >"$T/late.mlir"
printf '  func.func @late() {\n    %%0 = "test.data_layout_query"() : () -> i32\n    %%1 = \n  }\n}\n' \
    >>"$T/late.mlir"
"$DLTI" query "$T/late.mlir" >"$T/late.out" 2>"$T/late.err"
echo $? >>"$T/late.err"
"$DLTI" query --single-thread "$T/late.mlir" >"$T/late1.out" 2>"$T/late1.err"
echo $? >>"$T/late1.err"
"$DLTI" query "$T/late.mlir" 2>&1 | cat >"$T/late.pipe"
"$DLTI" query --single-thread "$T/late.mlir" 2>&1 | cat >"$T/late1.pipe"
ok "[ ! -s '$T/late.out' ] && cmp -s '$T/late.err' '$T/late1.err' &&
    cmp -s '$T/late.pipe' '$T/late1.pipe'" \
    "past 256 KiB, a parse error last: nothing written, the same message and status"
like "$T/late.err" "late.mlir:$(($(wc -l <"$T/late.mlir") - 2)):9: error: expected operation name" \
    "past 256 KiB, a parse error last: said at its place"

run "$DLTI" verify --single-thread "$T/w.mlir"
is_rc 2 "verify --single-thread: a usage error"
like "$ERR" "unknown option '--single-thread' for 'verify'" \
    "verify --single-thread: said"
run "$DLTI" verify --context-per-chunk "$T/w.mlir"
is_rc 2 "verify --context-per-chunk: a usage error"
like "$ERR" "unknown option '--context-per-chunk' for 'verify'" \
    "verify --context-per-chunk: said"
{ "$DLTI" query "$T/w.mlir"; echo after; "$DLTI" query "$T/w.mlir"; } >"$T/shared"
{ cat "$T/w.pipe"; echo after; cat "$T/w.pipe"; } >"$T/shared.exp"
ok "cmp -s '$T/shared' '$T/shared.exp'" \
    "a file shared with what follows: each text after the one before"
awk 'BEGIN { printf "module attributes {test.big = \""
             for (i = 0; i < 30000; i++) printf "0123456789"
             print "\"} {\n  func.func @f() {\n    %0 = \"test.data_layout_query\"() : () -> i32\n    return\n  }\n}" }' \
    >"$T/big.mlir"
"$DLTI" query "$T/big.mlir" "$T/w.mlir" | cat >"$T/big.pipe"
run "$DLTI" query "$T/big.mlir" "$T/w.mlir"
ok "[ \$(wc -c <'$T/big.pipe') -gt 300000 ] && cmp -s '$OUT' '$T/big.pipe'" \
    "a text longer than the writer's buffers: the same bytes"

# Past 64 MiB the writer thread stops and the calling thread writes the
# rest: the same bytes (about 70 MB).
"$GEN" --queries 140000 --funcs 100 --scopes 100 -o "$T/big70.mlir"
"$DLTI" query "$T/big70.mlir" | cat >"$T/big70.pipe"
run "$DLTI" query "$T/big70.mlir" "$T/w.mlir"
cat "$T/big70.pipe" "$T/w.pipe" >"$T/big70.exp"
ok "[ \$(wc -c <'$T/big70.pipe') -gt 67108864 ] && cmp -s '$OUT' '$T/big70.exp'" \
    "past the writer thread's 64 MiB: the same bytes, then the next file's"
rm -f "$T/big70.mlir" "$T/big70.pipe" "$T/big70.exp"

# Standard error the same file: nothing written early (a take-back would
# cut its messages off).
"$DLTI" query "$T/w.mlir" "$T/nosuch.mlir" "$T/w.mlir" >"$T/both" 2>&1
{ cat "$T/w.pipe"; "$DLTI" query "$T/nosuch.mlir" 2>&1; cat "$T/w.pipe"; } \
    >"$T/both.exp"
ok "cmp -s '$T/both' '$T/both.exp'" \
    "standard error the same file: the messages in their place"
printf 'before\n' >"$T/app"
"$DLTI" query "$T/w.mlir" >>"$T/app"
printf 'before\n' | cat - "$T/w.pipe" >"$T/app.exp"
ok "cmp -s '$T/app' '$T/app.exp'" "appended to a regular file: after what it held"

# Text written early and taken back: the body ops' text is written as
# each is checked, then the last body op fails (a symbol defined again:
# nothing is printed, as by mlir-opt) or brings an alias (the module is
# printed again with the alias first).  The file ends up as the pipe's,
# with the same messages and exit status.
sed '$d' "$T/w.mlir" >"$T/err.mlir"
printf '  func.func @f0() {\n    return\n  }\n}\n' >>"$T/err.mlir"
sed '$d' "$T/w.mlir" >"$T/alias.mlir"
printf '  func.func private @late(memref<4x8xf32, affine_map<(i, j) -> (j, i)>>)\n}\n' \
    >>"$T/alias.mlir"
for f in err alias; do
    "$DLTI" query "$T/$f.mlir" 2>"$T/$f.perr" | cat >"$T/$f.pipe"
    run "$DLTI" query "$T/$f.mlir"
    ok "cmp -s '$OUT' '$T/$f.pipe'" "a late $f, into a regular file: the pipe's bytes"
    ok "cmp -s '$ERR' '$T/$f.perr'" "a late $f, into a regular file: the pipe's messages"
    run "$DLTI" query "$T/w.mlir" "$T/$f.mlir" "$T/w.mlir"
    cat "$T/w.pipe" "$T/$f.pipe" "$T/w.pipe" >"$T/three"
    ok "cmp -s '$OUT' '$T/three'" "a late $f between two files: taken back to its start"
    printf 'before\n' >"$T/app"
    "$DLTI" query "$T/$f.mlir" >>"$T/app" 2>/dev/null
    printf 'before\n' | cat - "$T/$f.pipe" >"$T/app.exp"
    ok "cmp -s '$T/app' '$T/app.exp'" "a late $f, appended: what the file held kept"
    printf 'before\n' >"$T/rw"
    "$DLTI" query "$T/$f.mlir" 1<>"$T/rw" 2>/dev/null
    if [ -s "$T/$f.pipe" ]; then cp "$T/$f.pipe" "$T/rw.exp"; else
        printf 'before\n' >"$T/rw.exp"; fi
    ok "cmp -s '$T/rw' '$T/rw.exp'" "a late $f, over a file opened with <>: as written"
done
is "$(wc -c <"$T/err.pipe")" 0 "a late error: nothing printed"
like "$T/err.perr" "redefinition of symbol named 'f0'" "a late error: said"
like "$T/alias.pipe" "#map = affine_map<(d0, d1) -> (d1, d0)>" \
    "a late alias: printed first"
run "$DLTI" query "$T/err.mlir" -o "$T/err.o"
is_rc 1 "a late error, -o FILE: exit 1"
ok "! ls '$T'/err.o* 2>/dev/null" "a late error, -o FILE: no file left"

run "$DLTI" query "$T/w.mlir" -o "$T/w.o"
is_rc 0 "-o FILE: exit 0"
ok "cmp -s '$T/w.o' '$T/w.pipe'" "-o FILE: the same bytes"
# Again over that file (removed at the start, on a thread of its own).
run "$DLTI" query "$T/w.mlir" -o "$T/w.o"
is_rc 0 "-o FILE over the last output: exit 0"
ok "cmp -s '$T/w.o' '$T/w.pipe'" "-o FILE over the last output: the same bytes"
run "$DLTI" query "$T/err.mlir" -o "$T/w.o"
is_rc 1 "a late error, -o FILE over the last output: exit 1"
ok "test ! -e '$T/w.o' && ! ls '$T'/w.o.* 2>/dev/null" \
    "a late error, -o FILE over the last output: removed, no temporary file"
run "$DLTI" query --split-input-file "$T/s.mlir" -o "$T/s.o"
is_rc 0 "100 chunks, -o FILE: exit 0"
ok "cmp -s '$T/s.o' '$T/s.pipe'" "100 chunks, -o FILE: the same bytes"

# A write error mid-stream: a file size limit (SIGXFSZ ignored, so that
# write(2) fails with EFBIG).  The limit is in blocks of 512 or 1024 bytes
# depending on the shell: well below 2 MB.
efbig="dlti: error: cannot write output: File too large"
if (ulimit -f 400) 2>/dev/null; then
    for s in "" --split-input-file; do
        f=$T/w.mlir
        test -z "$s" || f=$T/s.mlir
        (trap '' XFSZ; ulimit -f 400
         exec "$DLTI" query $s "$f" >"$T/lim" 2>"$ERR")
        RC=$?
        is_rc 1 "a file size limit mid-stream $s: exit 1"
        is "$(cat "$ERR")" "$efbig" "a file size limit mid-stream $s: said once"
        ref=$T/w.pipe
        test -z "$s" || ref=$T/s.pipe
        ok "[ -s '$T/lim' ] && cmp -s -n \$(wc -c <'$T/lim') '$T/lim' '$ref'" \
            "a file size limit mid-stream $s: what was written is the output's start"
        (trap '' XFSZ; ulimit -f 400
         exec "$DLTI" query $s "$f" -o "$T/lim.o" 2>"$ERR")
        RC=$?
        is_rc 1 "-o FILE over the size limit $s: exit 1"
        is "$(cat "$ERR")" "$efbig" "-o FILE over the size limit $s: said once"
        ok "! ls '$T'/lim.o* 2>/dev/null" \
            "-o FILE over the size limit $s: no file left"
    done
    (trap '' XFSZ; ulimit -f 400
     exec "$DLTI" query "$T/w.mlir" "$T/w.mlir" "$T/w.mlir" >"$T/lim" 2>"$ERR")
    RC=$?
    is_rc 1 "a file size limit, three files: exit 1"
    is "$(cat "$ERR")" "$efbig" "a file size limit, three files: said once"
    # An early write fails, then the file does: the file's error alone,
    # as when nothing was written before the check.
    (trap '' XFSZ; ulimit -f 400
     exec "$DLTI" query "$T/err.mlir" >"$T/lim" 2>"$ERR")
    RC=$?
    is_rc 1 "a file size limit and a late error: exit 1"
    ok "cmp -s '$ERR' '$T/err.perr'" \
        "a file size limit and a late error: the file's error alone"
    is "$(wc -c <"$T/lim")" 0 "a file size limit and a late error: nothing left"
else
    skip "a file size limit mid-stream" "no ulimit -f"
fi

# A device that is full: nothing more is written or said after the
# first failed write, for the later chunks and files too (each chunk said
# it again before issue 30).
enospc="dlti: error: cannot write output: No space left on device"
if [ -w /dev/full ]; then
    run sh -c 'exec "$1" query "$2" >/dev/full' sh "$DLTI" "$T/w.mlir"
    is_rc 1 "/dev/full: exit 1"
    is "$(cat "$ERR")" "$enospc" "/dev/full: said once"
    run sh -c 'exec "$1" query --split-input-file "$2" >/dev/full' sh \
        "$DLTI" "$T/s.mlir"
    is_rc 1 "/dev/full, 100 chunks: exit 1"
    is "$(cat "$ERR")" "$enospc" "/dev/full, 100 chunks: said once"
    run "$DLTI" query --split-input-file "$T/s.mlir" -o /dev/full
    is_rc 1 "-o /dev/full, 100 chunks: exit 1"
    is "$(cat "$ERR")" "$enospc" "-o /dev/full, 100 chunks: said once"
    run sh -c 'exec "$1" query "$2" "$2" "$2" >/dev/full' sh "$DLTI" "$T/w.mlir"
    is_rc 1 "/dev/full, three files: exit 1"
    is "$(cat "$ERR")" "$enospc" "/dev/full, three files: said once"
else
    skip "/dev/full" "no /dev/full"
fi

# A pipe closed early: with SIGPIPE ignored, EPIPE is one error, exit 1.
{
    (trap '' PIPE; exec "$DLTI" query --split-input-file "$T/s.mlir" 2>"$ERR")
    echo $? >"$T/rc"
} | head -c 10 >"$T/head"
RC=$(cat "$T/rc")
is_rc 1 "a pipe closed early, SIGPIPE ignored: exit 1"
is "$(cat "$ERR")" "dlti: error: cannot write output: Broken pipe" \
    "a pipe closed early, SIGPIPE ignored: said once"
is "$(cat "$T/head")" "$(head -c 10 "$T/s.pipe")" \
    "a pipe closed early: what was read is the output's start"

# Short writes (t/shim/shortwrite.c: each writev stops after 4093 bytes,
# inside a piece): the pieces written from where each stopped, into a
# pipe the same bytes.  (Not in a sanitizer build: its runtime must come
# first.)
shim="$BUILDDIR/t/shim/.libs/shortwrite.so"
if [ ! -f "$shim" ]; then
    skip "short writes" "no t/shim/.libs/shortwrite.so"
elif t_sanitized; then
    skip "short writes" "sanitizer build"
else
    LD_PRELOAD="$shim" "$DLTI" query "$T/w.mlir" | cat >"$T/w.short"
    ok "cmp -s '$T/w.short' '$T/w.pipe'" \
        "short writes into a pipe: the same bytes"
    LD_PRELOAD="$shim" "$DLTI" query --split-input-file "$T/s.mlir" |
        cat >"$T/s.short"
    ok "cmp -s '$T/s.short' '$T/s.pipe'" \
        "short writes, 100 chunks into a pipe: the same bytes"
fi

done_testing
