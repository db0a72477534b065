#!/bin/sh
# Build the driver with sanitizers and compare it with the goldens.
#   raw parse        vs expected.txt       (strict)
#   normalized       vs expected-norm.txt  (strict)
#   normalized text  vs normalized.txt     (strict)
#   normalized       vs expected-clang.txt (informational: clang-22 rejects
#                    some triples and has its own strings for a few
#                    frontend-only targets; see README)
set -u
cd "$(dirname "$0")"
CC=${CC:-cc}
B=${TMPDIR:-/tmp}/llvm-triple-driver.$$
trap 'rm -f "$B" "$B".out "$B".err' EXIT
$CC -std=c11 -Wall -Wextra -Werror -fsanitize=address,undefined \
    -fno-sanitize-recover=all -g -o "$B" driver.c \
    ../../plugins/llvm/triple.c ../../plugins/llvm/target_layout.c || exit 1
fail=0
check() { # name golden skip-golden-errors driver-args
  name=$1; gold=$2; skip=$3; shift 3
  "$B" "$@" cases.txt > "$B".out 2>/dev/null || { echo "$name: driver failed"; fail=1; return; }
  total=$(paste "$gold" "$B".out | awk -F'\t' -v s="$skip" '!(s && $3 == "!error")' | wc -l)
  bad=$(paste "$gold" "$B".out | awk -F'\t' -v s="$skip" '!(s && $3 == "!error") && $3 != $6' | wc -l)
  echo "$name: $((total - bad))/$total match"
  paste "$gold" "$B".out | awk -F'\t' -v s="$skip" '!(s && $3 == "!error") && $3 != $6 { printf "  MISMATCH %s %s\n    want %s\n    got  %s\n", $1, $2, $3, $6 }'
  [ "$bad" -eq 0 ] || fail=1
}
check "raw (mlir-opt/opt module triple)" expected.txt 0
check "normalized (opt -mtriple)" expected-norm.txt 0 -n
# opt-22 prints no triple when it rejects the architecture: skip those.
check "normalized triple text" normalized.txt 1 -t
"$B" -n cases.txt > "$B".out 2>/dev/null
n=$(paste expected-clang.txt "$B".out | awk -F'\t' '$3 != "!error"' | wc -l)
d=$(paste expected-clang.txt "$B".out | awk -F'\t' '$3 != "!error" && $3 != $6' | wc -l)
echo "clang-22 (informational): $((n - d))/$n of the triples clang accepts match"
paste expected-clang.txt "$B".out | awk -F'\t' '$3 != "!error" && $3 != $6 { printf "  clang differs: %s\n    clang %s\n    ours  %s\n", $1, $3, $6 }'

# mlir-opt.txt: mlir-opt-22 prints a #dlti.dl_spec, not the string.  Check
# that the spec's endianness, mangling, stack alignment and legal integer
# widths are the ones our layout string for that triple (raw parse) says.
ok=0; all=0
while read -r triple; do
  spec=$(awk -v t="## $triple" '$0 == t { on = 1; next } /^## / { on = 0 } on' mlir-opt.txt)
  dl=$(printf '%s\n' "$triple" | "$B" 2>/dev/null | cut -f3)
  all=$((all + 1))
  if [ "$dl" = '!error' ]; then
    case $spec in *"failed to obtain llvm::DataLayout"*) ok=$((ok + 1));; *) echo "  mlir: $triple: we fail, mlir-opt does not";; esac
    continue
  fi
  want=""
  case $dl in E*) want="\"dlti.endianness\" = \"big\"";; *) want="\"dlti.endianness\" = \"little\"";; esac
  m=$(printf '%s\n' "$dl" | tr '-' '\n' | sed -n 's/^m:\(.\)$/\1/p')
  S=$(printf '%s\n' "$dl" | tr '-' '\n' | sed -n 's/^S\([0-9]*\)$/\1/p')
  nw=$(printf '%s\n' "$dl" | tr '-' '\n' | sed -n 's/^n\([0-9:]*\)$/\1/p' | sed 's/:/, /g')
  good=1
  printf '%s' "$spec" | grep -qF "$want" || good=0
  [ -z "$m" ] || printf '%s' "$spec" | grep -qF "\"dlti.mangling_mode\" = \"$m\"" || good=0
  [ -z "$S" ] || printf '%s' "$spec" | grep -qF "\"dlti.stack_alignment\" = $S : i64" || good=0
  [ -z "$nw" ] || printf '%s' "$spec" | grep -qF "\"dlti.legal_int_widths\" = array<i32: $nw>" || good=0
  if [ $good = 1 ]; then ok=$((ok + 1)); else echo "  mlir: $triple: dl_spec does not match $dl"; fail=1; fi
done < mlir-cases.txt
echo "mlir-opt-22 dl_spec (endianness/mangling/stack/legal ints): $ok/$all consistent"

# Fuzz regressions (fuzz/fuzz_triple.c): each input of
# ../fuzz-regressions/triple/ through the driver (raw, -n, -t) under the
# sanitizers; compared with NAME.expected when there is one.
nreg=0; okreg=0
for f in ../fuzz-regressions/triple/*; do
  case $f in */README|*.expected) continue;; esac
  [ -f "$f" ] || continue
  nreg=$((nreg + 1))
  { for o in "" -n -t; do
      { cat "$f"; echo; } | "$B" $o 2>"$B".err || echo "driver failed ($o)"
      if grep -q -e '^==[0-9]*==ERROR' -e 'runtime error:' "$B".err; then
        echo "sanitizer report ($o)"; fi
    done; } > "$B".out
  if grep -q -e '^driver failed' -e '^sanitizer report' "$B".out ||
     { [ -f "$f.expected" ] && ! cmp -s "$f.expected" "$B".out; }; then
    echo "  fuzz regression $f fails:"; sed 's/^/    /' "$B".out; fail=1
  else
    okreg=$((okreg + 1))
  fi
done
echo "fuzz regressions: $okreg/$nreg pass"

# Robustness: random and huge inputs, every buffer size, under the sanitizers.
$CC -std=c11 -Wall -Wextra -Werror -fsanitize=address,undefined \
    -fno-sanitize-recover=all -g -o "$B" stress.c \
    ../../plugins/llvm/triple.c ../../plugins/llvm/target_layout.c &&
  "$B" || fail=1
exit $fail
