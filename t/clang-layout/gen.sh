#!/bin/sh
# Remake the clang layout reference data of t/clang-layout/ (issue 17).
# Uses only the reference tools: clang-22, mlir-translate-22, mlir-opt-22.
# Run from anywhere:  sh t/clang-layout/gen.sh [TARGET...]
#
# For each target T it writes
#   T.expected   clang-22's layout of every struct/union of structs.c, from
#                -Xclang -fdump-record-layouts (the AST record layout, i.e.
#                what sizeof/_Alignof/offsetof give), one line per record:
#                  LLVMNAME SIZEOF ALIGNOF MEMBER=OFFSET ...
#                offsets in bytes; a bit-field is MEMBER=BYTE:FIRSTBIT-LASTBIT,
#                an unnamed zero-width bit-field is _=BYTE:-
#   T.llvm-types clang-22's IR type of each record (the IRgen record layout):
#                  LLVMNAME = type { ... }
#   T.mlir       mlir-translate-22 --import-llvm of clang-22 -S -emit-llvm -O0
#   T.query.mlir the module op of T.mlir (its first line: dlti.dl_spec and
#                the other module attributes) holding only func.func
#                @__dlti_queries, with one "test.data_layout_query" per
#                record (the type of global @g_NAME in T.mlir) and per
#                builtin type of interest
#   T.query.out  mlir-opt-22 --test-data-layout-query T.query.mlir
#                (T.query.err instead if mlir-opt-22 fails)
#   T.llvm-dl    LLVM 22's DataLayout answers for each record's IR type
#                (what --rules=llvm must give), by constant folding
#                ptrtoint(getelementptr(T, null, ...)) with opt-22
#                -passes=instsimplify under the module's datalayout:
#                  LLVMNAME ALLOCSIZE ABIALIGN OFFSET_OF_ELEMENT_0 ...
#                (offsets per LLVM struct element, not per C member)
#   T.mlir.err   only when mlir-opt-22 cannot read T.mlir itself: its errors
#   T.compare    per record: clang sizeof/alignof, LLVM's alloc size/ABI
#                alignment (T.llvm-dl) and MLIR 22's size/alignment
#                (T.query.out); "MLIR!=LLVM" where MLIR's size or alignment
#                differs from LLVM's, "LLVM!=C" where LLVM's differs from
#                clang's (over-alignment that the IR type does not carry)
#
# SRC (default: structs.c here) and OUTDIR (default: here) make the same
# data for another source: t/clang-random/gen.sh runs this on random.c.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
SRC=${SRC:-$here/structs.c}
cd "${OUTDIR:-$here}"
CLANG=${CLANG:-clang-22}
TRANSLATE=${TRANSLATE:-mlir-translate-22}
OPT=${OPT:-mlir-opt-22}
LLVMOPT=${LLVMOPT:-opt-22}
# Literal (unnamed) types probed besides the records: NAME|LLVM IR type|
# number of elements|MLIR type.  They show MLIR's and LLVM's struct rules
# apart (members stepped by size vs alloc size: f80, i24, i48, vector<3x>).
LITERALS='lit_i8_f80_i16|{ i8, x86_fp80, i16 }|3|!llvm.struct<(i8, f80, i16)>
lit_i8_i24_i16|{ i8, i24, i16 }|3|!llvm.struct<(i8, i24, i16)>
lit_i8_i48_i8|{ i8, i48, i8 }|3|!llvm.struct<(i8, i48, i8)>
lit_i24_i24_i8|{ i24, i24, i8 }|3|!llvm.struct<(i24, i24, i8)>
lit_i1_i1_i8|{ i1, i1, i8 }|3|!llvm.struct<(i1, i1, i8)>
lit_i8_v3f32_i8|{ i8, <3 x float>, i8 }|3|!llvm.struct<(i8, vector<3xf32>, i8)>
lit_i8_v3i8_i8|{ i8, <3 x i8>, i8 }|3|!llvm.struct<(i8, vector<3xi8>, i8)>
lit_i8_f128_i8|{ i8, fp128, i8 }|3|!llvm.struct<(i8, f128, i8)>
lit_i8_i128_i8|{ i8, i128, i8 }|3|!llvm.struct<(i8, i128, i8)>
lit_i8_f16_bf16|{ i8, half, bfloat }|3|!llvm.struct<(i8, f16, bf16)>
lit_i8_ptr_i8|{ i8, ptr, i8 }|3|!llvm.struct<(i8, ptr, i8)>
lit_i8_v4f32|{ i8, <4 x float> }|2|!llvm.struct<(i8, vector<4xf32>)>
lit_i8_v4f64|{ i8, <4 x double> }|2|!llvm.struct<(i8, vector<4xf64>)>
lit_packed_i8_i32|<{ i8, i32 }>|2|!llvm.struct<packed (i8, i32)>
lit_arr3_i24|[3 x i24]|3|!llvm.array<3 x i24>
lit_arr2_f80|[2 x x86_fp80]|2|!llvm.array<2 x f80>
lit_arr2_v3f32|[2 x <3 x float>]|2|!llvm.array<2 x vector<3xf32>>
lit_arr3_i1|[3 x i1]|3|!llvm.array<3 x i1>'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

TARGETS=${*:-"x86_64-linux-gnu i686-linux-gnu aarch64-linux-gnu
 armv7-linux-gnueabihf riscv64-linux-gnu powerpc64le-linux-gnu
 s390x-linux-gnu mips64el-linux-gnuabi64 wasm32-unknown-unknown
 nvptx64-nvidia-cuda riscv32-unknown-elf powerpc-linux-gnu
 sparc64-linux-gnu loongarch64-linux-gnu m68k-linux-gnu
 x86_64-pc-windows-msvc i686-pc-windows-msvc aarch64-apple-darwin
 wasm64-unknown-unknown amdgcn-amd-amdhsa hexagon-unknown-linux-musl
 avr-unknown-unknown msp430-unknown-elf"}

for t in $TARGETS; do
  rm -f "$t".expected "$t".llvm-types "$t".mlir "$t".query.mlir \
        "$t".query.out "$t".query.err "$t".compare "$t".llvm-dl "$t".mlir.err
  # 1. clang: IR and record layouts (AST and IRgen) in one run.
  if ! $CLANG --target="$t" -S -emit-llvm -O0 -ffreestanding -w \
        -Xclang -fdump-record-layouts -o "$tmp/$t.ll" "$SRC" \
        > "$tmp/$t.dump" 2> "$tmp/$t.clang.err"; then
    echo "SKIP $t: clang-22 failed: $(head -n 1 "$tmp/$t.clang.err")" >&2
    continue
  fi
  # 2. AST record layouts -> T.expected.  A record is "struct NAME" or
  #    "union NAME" at depth 0; its members are the lines indented by
  #    exactly two spaces after "| " (deeper lines are nested members).
  awk '
    /^\*\*\* Dumping AST Record Layout/ { inrec = 1; name = ""; next }
    /^\*\*\* Dumping IRgen Record Layout/ { inrec = 0; next }
    !inrec { next }
    {
      bar = index($0, "|"); if (!bar) next
      off = substr($0, 1, bar - 1); gsub(/ /, "", off)
      rest = substr($0, bar + 2)
      if (name == "") { split(rest, w, " "); name = w[1] "." w[2]; line = ""; next }
      if (rest ~ /^\[sizeof=/) {
        s = rest; gsub(/[^0-9,]/, "", s); split(s, sa, ",")
        if (!(name in seen)) { seen[name] = 1; print name, sa[1], sa[2] line }
        inrec = 0; next
      }
      if (rest !~ /^  [^ ]/) next
      n = split(rest, w, " "); m = w[n]
      if (rest ~ / $/) m = "_"
      line = line " " m "=" off
    }' "$tmp/$t.dump" > "$t.expected"
  grep '^  LLVMType:' "$tmp/$t.dump" | sed 's/^  LLVMType:%//' | sort -u \
    > "$t.llvm-types"
  # 3. MLIR import.
  if ! $TRANSLATE --import-llvm "$tmp/$t.ll" -o "$t.mlir" 2> "$tmp/$t.tr.err"; then
    echo "SKIP $t: mlir-translate-22 failed: $(head -n 1 "$tmp/$t.tr.err")" >&2
    rm -f "$t.expected" "$t.llvm-types" "$t.mlir"
    continue
  fi
  # 4. Query module: the imported module with a query function inserted
  #    before its closing brace.  Types come from the globals @g_NAME.
  {
    echo '  func.func @__dlti_queries() {'
    sed -n 's/^  llvm\.mlir\.global [^@]*@g_\([A-Za-z0-9_]*\)().* : \(!llvm\.struct<.*>\)\( {\)\{0,1\}$/    %\1 = "test.data_layout_query"() : () -> \2/p' "$t.mlir"
    echo "$LITERALS" | while IFS='|' read -r nm ir cnt ty; do
      echo "    %$nm = \"test.data_layout_query\"() : () -> $ty"
    done
    i=0
    for ty in i1 i8 i16 i24 i32 i48 i64 i128 f16 bf16 f32 f64 f80 f128 index \
              '!llvm.ptr' 'vector<3xf32>' 'vector<4xf32>' 'vector<4xf64>' \
              'vector<2xi32>' 'vector<16xi8>'; do
      i=$((i + 1)); echo "    %b$i = \"test.data_layout_query\"() : () -> $ty"
    done
    echo '    return'
    echo '  }'
  } > "$tmp/$t.q"
  if ! $OPT "$t.mlir" -o /dev/null 2> "$tmp/$t.read.err"; then
    mv "$tmp/$t.read.err" "$t.mlir.err"
    echo "NOTE $t: mlir-opt-22 cannot read $t.mlir, see $t.mlir.err" >&2
  fi
  head -n 1 "$t.mlir" > "$t.query.mlir"
  cat "$tmp/$t.q" >> "$t.query.mlir"
  echo '}' >> "$t.query.mlir"
  if ! $OPT --test-data-layout-query "$t.query.mlir" > "$t.query.out" 2> "$tmp/$t.opt.err"; then
    mv "$tmp/$t.opt.err" "$t.query.err"; rm -f "$t.query.out"
    echo "NOTE $t: mlir-opt-22 failed, see $t.query.err" >&2
    continue
  fi
  # 5. LLVM's own DataLayout answers for the IR types: one function per
  #    number, folded to "ret i64 N" by opt-22.
  grep -E '^(target datalayout|%[A-Za-z0-9_.]+ = type )' "$tmp/$t.ll" > "$tmp/$t.probe.ll"
  grep -E '^%(struct|union)\.[A-Za-z0-9_]+ = type ' "$tmp/$t.ll" | awk -v ll="$tmp/$t.probe.ll" '
    function probe(fn, gep) {
      printf "define i64 @%s() {\n  %%p = getelementptr %s\n  %%r = ptrtoint ptr %%p to i64\n  ret i64 %%r\n}\n", fn, gep >> ll
    }
    {
      name = $1; body = $0; sub(/^[^=]*= type /, "", body)
      inner = body; gsub(/^<?\{ ?| ?\}>?$/, "", inner)
      n = (inner == "") ? 0 : split(inner, parts, ",")
      print substr(name, 2), n
      probe("s" NR, name ", ptr null, i32 1")
      probe("a" NR, "{ i8, " name " }, ptr null, i32 0, i32 1")
      for (k = 0; k < n; k++) probe("o" NR "_" k, name ", ptr null, i32 0, i32 " k)
    }' > "$tmp/$t.names"
  echo "$LITERALS" | awk -F'|' -v ll="$tmp/$t.probe.ll" -v base=1000 '
    function probe(fn, gep) {
      printf "define i64 @%s() {\n  %%p = getelementptr %s\n  %%r = ptrtoint ptr %%p to i64\n  ret i64 %%r\n}\n", fn, gep >> ll
    }
    { i = base + NR; print $1, $3
      probe("s" i, $2 ", ptr null, i32 1")
      probe("a" i, "{ i8, " $2 " }, ptr null, i32 0, i32 1")
      for (k = 0; k < $3; k++) probe("o" i "_" k, $2 ", ptr null, i32 0, i32 " k) }' > "$tmp/$t.litnames"
  $LLVMOPT -S -passes=instsimplify "$tmp/$t.probe.ll" -o "$tmp/$t.probe.out"
  { cat "$tmp/$t.names"; n=$(wc -l < "$tmp/$t.names")
    # pad so literal i (1-based) lands on line 1000 + i
    while [ "$n" -lt 1000 ]; do echo "- 0"; n=$((n + 1)); done
    cat "$tmp/$t.litnames"; } > "$tmp/$t.allnames"
  awk 'NR == FNR { name[NR] = $1; cnt[NR] = $2; nn = NR; next }
       /^define i64 @/ { fn = $3; sub(/^@/, "", fn); sub(/\(.*/, "", fn); next }
       /^  ret i64 / { val[fn] = $3 }
       END {
         for (i = 1; i <= nn; i++) {
           if (name[i] == "-") continue
           line = name[i] " " val["s" i] " " val["a" i]
           for (k = 0; k < cnt[i]; k++) line = line " " val["o" i "_" k]
           print line
         }
       }' "$tmp/$t.allnames" "$tmp/$t.probe.out" > "$t.llvm-dl"
  # 6. Compare clang, LLVM and MLIR 22.
  sed -n 's/^ *%\([A-Za-z0-9_]*\) = "test.data_layout_query"() {alignment = \([0-9]*\) : index.* size = \([0-9]*\) : index.* : () -> !llvm.struct<"\([a-z]*\.[A-Za-z0-9_]*\)".*/\4 \3 \2/p' \
    "$t.query.out" > "$tmp/$t.mlirsz"
  grep '"test.data_layout_query"' "$t.query.out" | sed -n 's/.*{alignment = \([0-9]*\) : index.* size = \([0-9]*\) : index.*/\2 \1/p' \
    > "$tmp/$t.allsz"
  nrec=$(grep -c '"test.data_layout_query"() : () -> !llvm.struct<"' "$t.query.mlir" || true)
  echo "$LITERALS" | cut -d'|' -f1 | awk -v skip="$nrec" 'NR == FNR { if (FNR > skip) v[FNR - skip] = $0; next }
    { print $1, v[FNR] }' "$tmp/$t.allsz" - >> "$tmp/$t.mlirsz"
  { cat "$t.expected"; echo "$LITERALS" | awk -F'|' '{ print $1, "-", "-" }'; } > "$tmp/$t.exp+lit"
  {
    echo "# record              clang size align | llvm size align | mlir size align | verdict"
    awk 'FILENAME == ARGV[1] { ms[$1] = $2; ma[$1] = $3; next }
         FILENAME == ARGV[2] { ls[$1] = $2; la[$1] = $3; next }
         { v = ""
           if (!($1 in ms)) v = v " no-mlir-answer"
           else if (ms[$1] != ls[$1] || ma[$1] != la[$1]) v = v " MLIR!=LLVM"
           if ($2 != "-" && (ls[$1] != $2 || la[$1] != $3)) v = v " LLVM!=C"
           if (v == "") v = " same"
           printf "%-22s %6s %5s | %6s %5s | %6s %5s |%s\n", $1, $2, $3,
                  ls[$1], la[$1], ($1 in ms) ? ms[$1] : "-", ($1 in ma) ? ma[$1] : "-", v }' \
      "$tmp/$t.mlirsz" "$t.llvm-dl" "$tmp/$t.exp+lit"
  } > "$t.compare"
  echo "$t: $(wc -l < "$t.expected") records, MLIR!=LLVM: $(grep -c 'MLIR!=LLVM' "$t.compare" || true), LLVM!=C: $(grep -c 'LLVM!=C' "$t.compare" || true)"
done
