#!/bin/sh
# gen-expected.sh - build expected.txt from the REAL LLVM 22 / MLIR 22 tools.
# Never uses dl_string.c.  Usage: sh gen-expected.sh [cases.txt] > expected.txt
#
# For every case S (see cases.txt) it writes
#     target datalayout = "S"
# to a temporary .ll file and runs
#   * llvm-as-22 FILE -o /dev/null      -> "llvm: ok" | "llvm: error: <msg>"
#   * mlir-translate-22 --import-llvm FILE (only when llvm-as accepted S)
#       -> "mlir: warning: unhandled data layout token: <tok>" lines,
#          "mlir: error: cannot translate data layout: <tok>",
#          "mlir: #dlti.dl_spec<...>" (the module's dlti.dl_spec attribute),
#          "mlir: crash" (the tool died on a signal).
# It also checks that mlir-translate-22 reports the same LLVM error text as
# llvm-as-22 for rejected strings (prints "check: MISMATCH ..." otherwise).
set -u
LLVM_AS=${LLVM_AS:-llvm-as-22}
MLIR_TRANSLATE=${MLIR_TRANSLATE:-mlir-translate-22}
cases=${1:-$(dirname "$0")/cases.txt}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

while IFS= read -r line || [ -n "$line" ]; do
    case $line in ''|'#'*) continue ;; esac
    s=$line
    [ "$line" = "<empty>" ] && s=
    printf 'case: %s\n' "$line"
    printf 'target datalayout = "%s"\n' "$s" > "$tmp/x.ll"

    if "$LLVM_AS" "$tmp/x.ll" -o /dev/null 2> "$tmp/as.err"; then
        echo "llvm: ok"
        "$MLIR_TRANSLATE" --import-llvm "$tmp/x.ll" > "$tmp/m.out" 2> "$tmp/m.err"
        rc=$?
        if [ $rc -ge 128 ] || grep -aq '^Stack dump:' "$tmp/m.err"; then
            echo "mlir: crash"
            continue
        fi
        perl -ne 'print "mlir: $1: $2\n" if /^\S*: (warning|error): ((?:unhandled data layout token|cannot translate data layout): .*)$/' "$tmp/m.err"
        perl -ne '
            next unless /dlti\.dl_spec = (#dlti\.dl_spec<.*)$/;
            my $t = $1; my $d = 0; my $i;
            for ($i = 0; $i < length $t; $i++) {
                my $c = substr($t, $i, 1);
                $d++ if $c eq "<"; $d-- if $c eq ">";
                last if $d == 0 && $c eq ">";
            }
            print "mlir: ", substr($t, 0, $i + 1), "\n";' "$tmp/m.out"
    else
        msg=$(perl -ne 'if (/^\S+: \S+:\d+:\d+: error: (.*)$/) { print $1; exit }' "$tmp/as.err")
        printf 'llvm: error: %s\n' "$msg"
        "$MLIR_TRANSLATE" --import-llvm "$tmp/x.ll" > /dev/null 2> "$tmp/m.err"
        mmsg=$(perl -ne 'if (/:\d+:\d+: error: (.*)$/) { print $1; exit }' "$tmp/m.err")
        [ "$mmsg" = "$msg" ] || printf 'check: MISMATCH mlir-translate said: %s\n' "$mmsg"
    fi
done < "$cases"
