#!/bin/sh
# build.sh - builds the dlti fuzz targets with clang's libFuzzer, ASan and
# UBSan, and their seed corpora.  Run by `make fuzz`; by hand:
#
#   sh fuzz/build.sh SRCDIR BUILDDIR OUTDIR
#
# SRCDIR   the top source directory
# BUILDDIR a configured build directory (for its config.h)
# OUTDIR   where everything goes (default BUILDDIR/fuzz-build):
#   lib/libdlti.so.0     the library, instrumented (coverage + sanitizers)
#   plugins/NS.so        the llvm, ptr, test, func and gpu plugins, instrumented,
#                        linked to lib/libdlti.so.0
#   fuzz_query           parse -> verify -> queries -> query pass -> print
#   fuzz_reuse           the chunks of a split input queried in one kept
#                        context (dlti_context_file_done) and each in a new
#                        one: the same text when the kept one vouches
#   fuzz_type            dlti_parse_type -> queries (default + fixed specs)
#   fuzz_llvm_rules      LLVM data layout strings -> a layout under
#                        DLTI_RULES_LLVM -> queries of fixed types
#   fuzz_debuginfo       an MLIR file -> its #llvm.di_* debug info read and
#                        matched to its LLVM structs (tools/debug_info.c)
#   fuzz_dlstring        LLVM data layout strings: dl_llvm_dl_parse, dump,
#                        MLIR import view (plugins/llvm/dl_string.c only;
#                        no libdlti)
#   fuzz_triple          LLVM target triples: dl_triple_parse,
#                        dl_triple_normalize, dl_triple_data_layout, the
#                        layout checked by dl_llvm_dl_parse
#                        (plugins/llvm/triple.c, target_layout.c and
#                        dl_string.c only; no libdlti)
#   corpus/query, corpus/type, corpus/reuse   seed corpora made from t/
#                        and examples/
#   corpus/dlstring      seeds from t/llvm-dlstring/cases.txt
#   corpus/triple        seeds from t/llvm-triple/cases.txt
#   corpus/debuginfo     the modules with debug info of t/debuginfo and
#                        t/real/import
#   mlir.dict            libFuzzer dictionary (fuzz/mlir.dict)
#   dlstring.dict        dictionary of fuzz_dlstring (fuzz/dlstring.dict)
#   triple.dict          dictionary of fuzz_triple (fuzz/triple.dict)
#
# The library is compiled straight from core/*.c and core/*/*.c (no
# libtool, no sub-configure), so this works from any configured tree,
# in-tree or VPATH.
# The plugins are separate shared objects, loaded by dlopen exactly as in
# the real build; they link against the instrumented libdlti.so.0, which
# the fuzzer binary has already loaded.
#
# Environment: FUZZ_CC (default clang), FUZZ_CFLAGS (extra flags).
set -eu

srcdir=${1:?usage: build.sh SRCDIR BUILDDIR [OUTDIR]}
builddir=${2:?usage: build.sh SRCDIR BUILDDIR [OUTDIR]}
out=${3:-$builddir/fuzz-build}
CC=${FUZZ_CC:-clang}
srcdir=$(cd "$srcdir" && pwd)
builddir=$(cd "$builddir" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)

if ! "$CC" --version >/dev/null 2>&1; then
    echo "fuzz: $CC not found; install clang (and libclang-rt-dev)" >&2
    exit 1
fi
if [ ! -f "$builddir/config.h" ]; then
    echo "fuzz: no config.h in $builddir; run configure first" >&2
    exit 1
fi

SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined"
COMMON="-g -O1 -fno-omit-frame-pointer -std=c11 -pthread $SAN ${FUZZ_CFLAGS-}"
INC="-I$srcdir/include -I$builddir/include -I$srcdir/core -I$builddir"

mkdir -p "$out/obj" "$out/lib" "$out/plugins"

# ---- the library --------------------------------------------------------
# core/*.c and core/*/*.c (object names prefixed with the directory:
# several have a type.c and an attr.c).  The plugin directory is this
# build's: its own paths.h, found before the configured tree's.
printf '#define DLTI_PLUGINDIR "%s"\n' "$out/plugins" >"$out/obj/paths.h"
objs=
for c in "$srcdir"/core/*.c "$srcdir"/core/*/*.c; do
    d=$(basename "$(dirname "$c")")
    o="$out/obj/$d-$(basename "$c" .c).o"
    "$CC" $COMMON -fsanitize=fuzzer-no-link -fPIC -fvisibility=hidden \
        -I"$out/obj" $INC -c "$c" -o "$o"
    objs="$objs $o"
done
"$CC" $COMMON -shared -Wl,-soname,libdlti.so.0 -o "$out/lib/libdlti.so.0" \
    $objs -ldl
ln -sf libdlti.so.0 "$out/lib/libdlti.so"

# ---- the plugins --------------------------------------------------------
for p in llvm ptr test func gpu; do
    "$CC" $COMMON -fsanitize=fuzzer-no-link -fPIC -fvisibility=hidden \
        $INC -shared -o "$out/plugins/$p.so" "$srcdir/plugins/$p/"*.c \
        -L"$out/lib" -ldlti -Wl,-rpath,"$out/lib"
done

# ---- the targets --------------------------------------------------------
for f in fuzz_query fuzz_reuse fuzz_type fuzz_llvm_rules; do
    "$CC" $COMMON -fsanitize=fuzzer -I"$srcdir/include" \
        -I"$builddir/include" -DFUZZ_PLUGIN_DIR="\"$out/plugins\"" \
        -o "$out/$f" "$srcdir/fuzz/$f.c" \
        -L"$out/lib" -ldlti -Wl,-rpath,"$out/lib" -ldl
done

# The data layout string parser is self-contained: the target is compiled
# together with plugins/llvm/dl_string.c (instrumented by -fsanitize=fuzzer).
# The debug info reader of the dlti tool, over the instrumented library.
"$CC" $COMMON -fsanitize=fuzzer -I"$srcdir/include" -I"$builddir/include" \
    -I"$srcdir/tools" -I"$builddir" -DFUZZ_PLUGIN_DIR="\"$out/plugins\"" \
    -o "$out/fuzz_debuginfo" "$srcdir/fuzz/fuzz_debuginfo.c" \
    "$srcdir/tools/debug_info.c" \
    -L"$out/lib" -ldlti -Wl,-rpath,"$out/lib" -ldl

"$CC" $COMMON -fsanitize=fuzzer -o "$out/fuzz_dlstring" \
    "$srcdir/fuzz/fuzz_dlstring.c" "$srcdir/plugins/llvm/dl_string.c"

# So is the target triple code; dl_string.c checks the computed layouts.
"$CC" $COMMON -fsanitize=fuzzer -o "$out/fuzz_triple" \
    "$srcdir/fuzz/fuzz_triple.c" "$srcdir/plugins/llvm/triple.c" \
    "$srcdir/plugins/llvm/target_layout.c" "$srcdir/plugins/llvm/dl_string.c"

# ---- seed corpora and dictionaries ---------------------------------------
sh "$srcdir/fuzz/seeds.sh" "$srcdir" "$out/corpus"
cp "$srcdir/fuzz/mlir.dict" "$out/mlir.dict"
cp "$srcdir/fuzz/dlstring.dict" "$out/dlstring.dict"
cp "$srcdir/fuzz/dlstring.dict" "$out/llvm_rules.dict"
cp "$srcdir/fuzz/triple.dict" "$out/triple.dict"
echo "fuzz: built $out/fuzz_query, $out/fuzz_reuse, $out/fuzz_type, $out/fuzz_llvm_rules," \
    "$out/fuzz_debuginfo, $out/fuzz_dlstring and $out/fuzz_triple"
echo "fuzz: seeds: $(ls "$out/corpus/query" | wc -l) query," \
    "$(ls "$out/corpus/type" | wc -l) type," \
    "$(ls "$out/corpus/dlstring" | wc -l) dlstring," \
    "$(ls "$out/corpus/triple" | wc -l) triple"
