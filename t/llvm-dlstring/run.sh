#!/bin/sh
# run.sh - build the standalone driver with sanitizers and compare it with
# the goldens made from the real LLVM 22 / MLIR 22 tools.
#   sh t/llvm-dlstring/run.sh            (from anywhere; uses $CC or cc)
# Exit status 0 iff every case matches exactly and the stress run is clean.
set -u
here=$(cd "$(dirname "$0")" && pwd)
CC=${CC:-cc}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
$CC -std=c11 -Wall -Wextra -Werror -fsanitize=address,undefined -g \
    -o "$tmp/driver" "$here/driver.c" "$here/../../plugins/llvm/dl_string.c" || exit 1
fail=0
total=$(grep -c '^case:' "$here/expected.txt")

"$tmp/driver" "$here/cases.txt" > "$tmp/actual.txt" || fail=1
# Per-case comparison (a case is the block starting at its "case:" line).
perl -e '
    sub blocks { my ($f) = @_; open my $h, "<", $f or die; local $/; my $t = <$h>;
                 return grep { length } split /(?=^case: )/m, $t; }
    my @e = blocks($ARGV[0]); my @a = blocks($ARGV[1]); my $ok = 0;
    for my $i (0 .. $#e) {
        if (defined $a[$i] && $a[$i] eq $e[$i]) { $ok++ }
        else { print "MISMATCH expected:\n$e[$i]actual:\n", $a[$i] // "(missing)\n" }
    }
    print "cases (LLVM verdict/message + MLIR import view): $ok/", scalar(@e), " match\n";
    exit($ok == @e && @a == @e ? 0 : 1);' "$here/expected.txt" "$tmp/actual.txt" || fail=1

"$tmp/driver" -probe "$here/cases.txt" > "$tmp/probe.txt" || fail=1
if cmp -s "$here/expected-probe.txt" "$tmp/probe.txt"; then
    echo "probe (LLVM DataLayout queries, $(grep -c '^case:' "$here/expected-probe.txt") valid cases): all match"
else
    diff "$here/expected-probe.txt" "$tmp/probe.txt" | head -40
    fail=1
fi

if "$tmp/driver" -stress 100000; then
    echo "stress (100000 random + 6 x 1 MiB hostile inputs, ASan/UBSan/LSan): clean"
else
    fail=1
fi
[ $fail -eq 0 ] && echo "PASS ($total cases)" || echo FAIL
exit $fail
