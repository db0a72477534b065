#!/bin/sh
# gen.sh - remakes the reference data of t/t1250-llvm-datalayout.sh from the
# reference tools only: targets.txt (each target's data layout string, as
# clang-22 writes it), cases.txt (gen.py: random layout strings and types)
# and oracle.out (LLVM 22's DataLayout answers for cases.txt, by oracle.cpp
# built against libLLVM-22).  Run from anywhere: sh t/llvm-dl/gen.sh
set -e
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
{
    printf '# target\tits data layout string, from clang-22 -target TARGET -S -emit-llvm -x c /dev/null (gen.sh)\n'
    for t in x86_64-linux-gnu i686-linux-gnu aarch64-linux-gnu \
        armv7-linux-gnueabihf riscv64-linux-gnu powerpc64le-linux-gnu \
        s390x-linux-gnu mips64el-linux-gnuabi64 wasm32-unknown-unknown \
        nvptx64-nvidia-cuda riscv32-unknown-elf powerpc-linux-gnu \
        sparc64-linux-gnu loongarch64-linux-gnu m68k-linux-gnu \
        x86_64-pc-windows-msvc i686-pc-windows-msvc aarch64-apple-darwin \
        wasm64-unknown-unknown amdgcn-amd-amdhsa hexagon-unknown-linux-musl \
        avr-unknown-unknown msp430-unknown-elf; do
        s=$(clang-22 -target "$t" -S -emit-llvm -o - -x c /dev/null |
            sed -n 's/^target datalayout = "\(.*\)"$/\1/p')
        printf '%s\t%s\n' "$t" "$s"
    done
} > "$tmp/targets.txt"
python3 "$here/gen.py" "$tmp/targets.txt" "$tmp/cases.txt"
clang++-22 $(llvm-config-22 --cxxflags) -o "$tmp/oracle" "$here/oracle.cpp" \
    $(llvm-config-22 --ldflags --libs core asmparser)
"$tmp/oracle" < "$tmp/cases.txt" > "$tmp/oracle.out"
cp "$tmp/targets.txt" "$tmp/cases.txt" "$tmp/oracle.out" "$here/"
