#!/bin/sh
# Regenerate the goldens from the installed LLVM 22 tools (never from our code).
#   expected.txt        opt-22 with the triple as the module's `target triple`
#                       (llvm::Triple(str), no normalization -- what
#                       mlir-opt-22 --llvm-target-to-data-layout does), plus
#                       -target-abi=NAME for cases with abi=NAME.
#   expected-norm.txt   opt-22 -mtriple=TRIPLE (the triple goes through
#                       llvm::Triple::normalize first), same ABI flag.
#   normalized.txt      the `target triple` opt-22 -mtriple=TRIPLE prints
#                       (Triple::normalize's output).
#   expected-clang.txt  clang-22 --target=TRIPLE [-mabi=NAME] (the driver
#                       normalizes the triple first), "!error" if rejected.
#   mlir-opt.txt        mlir-opt-22 --llvm-target-to-data-layout output for
#                       the cases listed in mlir-cases.txt.
# Line format: TRIPLE <TAB> ABI-or-"-" <TAB> LAYOUT-or-"!error"
set -u
cd "$(dirname "$0")"
OPT=${OPT:-opt-22}; CLANG=${CLANG:-clang-22}; MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
: > expected.txt; : > expected-norm.txt; : > normalized.txt; : > expected-clang.txt
grep -v '^#' cases.txt | while IFS='	' read -r triple abi; do
  abi=${abi#abi=}; [ -n "$abi" ] || abi=-
  if [ "$abi" = - ]; then aopt=; cabi=; else aopt="-target-abi=$abi"; cabi="-mabi=$abi"; fi
  dl=$(printf 'target triple = "%s"\n' "$triple" | $OPT $aopt -S 2>/dev/null |
       sed -n 's/^target datalayout = "\(.*\)"$/\1/p')
  [ -n "$dl" ] || dl='!error'
  printf '%s\t%s\t%s\n' "$triple" "$abi" "$dl" >> expected.txt
  nout=$(echo '' | $OPT -mtriple="$triple" $aopt -S 2>/dev/null)
  ndl=$(printf '%s\n' "$nout" | sed -n 's/^target datalayout = "\(.*\)"$/\1/p')
  ntt=$(printf '%s\n' "$nout" | sed -n 's/^target triple = "\(.*\)"$/\1/p')
  [ -n "$ntt" ] || ntt='!error'
  printf '%s\t%s\t%s\n' "$triple" "$abi" "$ntt" >> normalized.txt
  [ -n "$ndl" ] || ndl='!error'
  printf '%s\t%s\t%s\n' "$triple" "$abi" "$ndl" >> expected-norm.txt
  cdl=$($CLANG --target="$triple" $cabi -S -emit-llvm -x c /dev/null -o - 2>/dev/null |
        sed -n 's/^target datalayout = "\(.*\)"$/\1/p')
  [ -n "$cdl" ] || cdl='!error'
  printf '%s\t%s\t%s\n' "$triple" "$abi" "$cdl" >> expected-clang.txt
done
: > mlir-opt.txt
while read -r triple; do
  printf '## %s\n' "$triple" >> mlir-opt.txt
  printf 'module attributes {llvm.target = #llvm.target<triple = "%s", chip = "">} {}\n' "$triple" |
    $MLIR_OPT --llvm-target-to-data-layout >> mlir-opt.txt 2>&1
done < mlir-cases.txt
