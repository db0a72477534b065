#!/bin/sh
# run.sh - the benchmark report of `make bench` (see bench/README.md).
#
#   sh bench/run.sh [--split]       (from the build directory)
#
# Environment: BUILDDIR (default .), BENCH_SIZES ("small medium large types
# nested split"),
# BENCH_REAL_STRUCTS (1700: the real module's size, about 20 MB),
# BENCH_RUNS (5), BENCH_SEED (1), BENCH_DLTI (the dlti program to time),
# MLIR_OPT (mlir-opt-22 from PATH), PYTHON (python3), BENCH_MICRO=no (skip the micro
# benchmarks), BENCH_CALLGRIND=no (skip the instruction counts),
# BENCH_SCALING=no (skip the scaling rows; SCALING_RUNS, default 5).
# --split reports only how the time of `dlti query` splits into parse +
# verify (`dlti verify`) and the rest (query pass + printing).
#
# Always exits 0 once the programs are found: the table says what failed.

set -u
LC_ALL=C
export LC_ALL

split=no
case ${1-} in
--split) split=yes ;;
'') ;;
*) echo "usage: $0 [--split]" >&2; exit 2 ;;
esac

BUILDDIR=${BUILDDIR:-.}
BUILDDIR=$(cd "$BUILDDIR" && pwd) || exit 1
srcdir=$(cd "$(dirname "$0")/.." && pwd) || exit 1
sizes=${BENCH_SIZES:-small medium large types nested split}
runs=${BENCH_RUNS:-5}
seed=${BENCH_SEED:-1}
work=$BUILDDIR/bench/work
gen=$BUILDDIR/bench/gen-workload
micro=$BUILDDIR/bench/micro
runstat=$BUILDDIR/bench/runstat
for p in "$gen" "$micro" "$runstat"; do
    test -x "$p" || { echo "run.sh: $p is not built (run make)" >&2; exit 1; }
done
mkdir -p "$work" || exit 1

# The real dlti program rather than libtool's wrapper script, which would
# add a shell start to every run.
if test -n "${BENCH_DLTI:-}"; then
    dlti=$BENCH_DLTI
elif test -x "$BUILDDIR/tools/.libs/dlti"; then
    dlti=$BUILDDIR/tools/.libs/dlti
else
    dlti=$BUILDDIR/tools/dlti
fi
LD_LIBRARY_PATH=$BUILDDIR/.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
DLTI_PLUGIN_PATH=${DLTI_PLUGIN_PATH:-$BUILDDIR/plugins/.libs}
export LD_LIBRARY_PATH DLTI_PLUGIN_PATH

mlir=${MLIR_OPT:-}
have() { command -v "$1" >/dev/null 2>&1; }
test -n "$mlir" || mlir=$(command -v mlir-opt-22 2>/dev/null) || mlir=
test -z "$mlir" || have "$mlir" || mlir=
NA='n/a (not installed)'

table=$work/table.$$
: >"$table"
trap 'rm -f "$table" "$work"/*.$$' EXIT
# row NAME MEASURED GOAL RESULT
row() { printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >>"$table"; }

median() { # numbers on stdin, one per line
    sort -g | awk '{ v[NR] = $1 }
        END { if (NR == 0) print "nan"
              else if (NR % 2) print v[(NR + 1) / 2]
              else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
# stats FILE (lines of runstat) -> "wall user rss_kb failed_runs", medians
stats() {
    printf '%s %s %s %s\n' "$(awk '{ print $1 }' "$1" | median)" \
        "$(awk '{ print $2 }' "$1" | median)" \
        "$(awk '{ print $3 }' "$1" | median)" \
        "$(awk '$4 != 0 { n++ } END { print n + 0 }' "$1")"
}
# show_stats TOOL WALL USER RSS_KB FAILED (uses $size)
show_stats() {
    printf '%-7s %-9s %10.3f %10.3f %10.1f%s\n' "$size" "$1" "$2" "$3" \
        "$(calc "$4 / 1024" 1)" "$(test "$5" = 0 || echo "  ($5 runs failed)")"
}
calc() { awk "BEGIN { printf \"%.${2:-2}f\", $1 }"; }
# pass MEASURED OP LIMIT
pass() { awk -v m="$1" -v l="$3" -v op="$2" 'BEGIN {
    ok = (op == "<=") ? (m + 0 <= l + 0) : (m + 0 >= l + 0)
    print ok ? "PASS" : "FAIL" }'; }

# workload SIZE -> path, generated once per size and seed
workload() {
    f=$work/$1-s$seed.mlir
    if test ! -s "$f" || test "$gen" -nt "$f"; then
        case $1 in
        tiny) set -- --queries 1 --funcs 1 --scopes 0 ;;
        *) set -- --size "$1" ;;
        esac
        if ! "$gen" "$@" --seed "$seed" -o "$f.tmp" ||
            ! mv "$f.tmp" "$f"; then
            rm -f "$f.tmp"
            return 1
        fi
    fi
    echo "$f"
}

# split_opt SIZE -> --split-input-file for the split workload
split_opt() { test "$1" != split || echo --split-input-file; }

# timed TOOL FILE [OUT] -> "wall user rss_kb status" of one run, output to
# OUT (default /dev/null; a regular file is truncated first); the split
# workload with --split-input-file ($size)
timed() {
    # shellcheck disable=SC2046
    set -- "$1" "$2" "${3:-/dev/null}" $(split_opt "${size:-}")
    case $1 in
    dlti) "$runstat" -o "$3" -- "$dlti" query ${4:+"$4"} "$2" ;;
    dlti-o) "$runstat" -- "$dlti" query ${4:+"$4"} "$2" -o "$3" ;;
    dlti-verify) "$runstat" -o "$3" -- "$dlti" verify ${4:+"$4"} "$2" ;;
    mlir) "$runstat" -o "$3" -- "$mlir" ${4:+"$4"} --test-data-layout-query "$2" ;;
    cat) "$runstat" -o "$3" -- cat "$2" ;;
    esac
}

echo "dlti benchmark: sizes '$sizes', $runs runs, seed $seed"
echo "dlti:     $dlti"
echo "mlir-opt: ${mlir:-$NA}"
echo

# ---- --split: where the time of dlti query goes ---------------------------
if test $split = yes; then
    printf '%-8s %12s %12s %12s %8s\n' size 'verify (s)' 'query (s)' \
        'rest (s)' 'verify%'
    for size in $sizes; do
        if ! f=$(workload "$size"); then
            echo "cannot generate $size" >&2
            continue
        fi
        : >"$work/v.$$"; : >"$work/q.$$"
        i=0
        while test $i -lt "$runs"; do
            timed dlti-verify "$f" | awk '{ print $1 }' >>"$work/v.$$"
            timed dlti "$f" | awk '{ print $1 }' >>"$work/q.$$"
            i=$((i + 1))
        done
        v=$(median <"$work/v.$$"); q=$(median <"$work/q.$$")
        printf '%-8s %12.4f %12.4f %12.4f %7.1f%%\n' "$size" "$v" "$q" \
            "$(calc "$q - $v" 4)" "$(calc "100 * $v / $q" 1)"
    done
    echo
    echo "verify = parse + verify; rest = query pass + printing"
    echo "(median of $runs runs)"
    exit 0
fi

# ---- start-up on a tiny file -----------------------------------------------
# A start is mostly the machine's: this virtual machine's /bin/true took
# 1.0 ms at one time of day and 2 to 4 ms at another, with 60 ms outliers,
# and within one round of 40 runs either tool could meet a slow spell.  So
# dlti and /bin/true are measured in turns, BENCH_START_ROUNDS rounds of
# 40 runs each, and each tool's lowest round median counts (as Python's
# timeit takes the best of its repeats: the slower rounds measure other
# load).  Every round is printed.  Measured first, before the long runs.
# median_start RUNS COMMAND... -> median wall seconds
median_start() {
    n=$1
    shift
    if have hyperfine &&
        hyperfine -N --warmup 5 --runs "$n" --export-json "$work/hf.$$" \
            "$*" >/dev/null 2>&1; then
        sed -n 's/.*"median": *\([0-9.eE+-]*\).*/\1/p' "$work/hf.$$" |
            head -1
    else
        "$runstat" -n "$n" -- "$@" | awk '{ print $1 }'
    fi
}
# lowest A [B] -> the lower of two numbers (A when B is empty)
lowest() { awk -v a="$1" -v b="${2:-}" 'BEGIN {
    print (b == "" || a + 0 <= b + 0) ? a : b }'; }
rounds=${BENCH_START_ROUNDS:-5}
tiny=$(workload tiny)
start_ms= floor_ms= all=
r=0
while test $r -lt "$rounds"; do
    f=$(calc "$(median_start 40 /bin/true) * 1000" 3)
    d=$(calc "$(median_start 40 "$dlti" query "$tiny") * 1000" 3)
    all="$all $d/$f"
    floor_ms=$(lowest "$f" "$floor_ms")
    start_ms=$(lowest "$d" "$start_ms")
    r=$((r + 1))
done
echo "start-up on a tiny file: dlti $start_ms ms, /bin/true $floor_ms ms"
echo "  (the lowest of $rounds round medians of 40 runs$(have hyperfine &&
    echo ', hyperfine') each;"
echo "  every round, dlti/true ms:$all)"
if test -n "$mlir"; then
    m=$("$runstat" -n 30 -- "$mlir" --test-data-layout-query "$tiny" |
        awk '{ printf "%.3f", $1 * 1000 }')
    echo "  mlir-opt $m ms (median of 30 runs)"
fi
if "$dlti" query "$tiny" >/dev/null 2>&1; then
    row "start-up, tiny file" "$start_ms ms (/bin/true $floor_ms)" "<= 2 ms" \
        "$(pass "$start_ms" '<=' 2)"
else
    row "start-up, tiny file" "dlti failed" "<= 2 ms" FAIL
fi
echo

# ---- LLVM data layout strings and triples ----------------------------------
# What a layout from a triple costs a query (the triple parsed, its LLVM
# string computed and imported, then the query): `dlti layout --target T
# i64` against `dlti layout i64`, both measured as start-up is (rounds,
# lowest median); goal: within 0.2 ms.  `dlti import STRING` against
# `mlir-translate-22 --import-llvm` on a .ll file holding only that
# string; goal: 20x.
triple=x86_64-unknown-linux-gnu
dlstr='e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128'
plain_ms= target_ms=
r=0
while test $r -lt "$rounds"; do
    p=$(calc "$(median_start 40 "$dlti" layout i64) * 1000" 3)
    t=$(calc "$(median_start 40 "$dlti" layout --target "$triple" i64) * \
        1000" 3)
    plain_ms=$(lowest "$p" "$plain_ms")
    target_ms=$(lowest "$t" "$target_ms")
    r=$((r + 1))
done
if "$dlti" layout --target "$triple" i64 >/dev/null 2>&1; then
    extra=$(calc "$target_ms - $plain_ms" 3)
    echo "layout --target $triple i64: $target_ms ms, layout i64: $plain_ms ms"
    row "layout --target T i64 - layout i64" \
        "$extra ms ($target_ms - $plain_ms)" "<= 0.2 ms" \
        "$(pass "$extra" '<=' 0.2)"
else
    row "layout --target T i64 - layout i64" "dlti failed" "<= 0.2 ms" FAIL
fi
translate=
test -z "$mlir" || translate=$(dirname "$mlir")/mlir-translate-22
test -n "$translate" && have "$translate" ||
    translate=$(command -v mlir-translate-22 2>/dev/null) || translate=
import_ms=
r=0
while test $r -lt "$rounds"; do
    i=$(calc "$(median_start 40 "$dlti" import "$dlstr") * 1000" 3)
    import_ms=$(lowest "$i" "$import_ms")
    r=$((r + 1))
done
if ! "$dlti" import "$dlstr" >/dev/null 2>&1; then
    row "import STRING, mlir-translate/dlti" "dlti failed" ">= 20x" FAIL
elif test -n "$translate"; then
    printf 'target datalayout = "%s"\n' "$dlstr" >"$work/dl.$$.ll"
    m=$(calc "$(median_start 40 "$translate" --import-llvm "$work/dl.$$.ll") \
        * 1000" 3)
    ratio=$(calc "$m / $import_ms" 1)
    echo "import STRING: dlti $import_ms ms, mlir-translate-22 $m ms"
    row "import STRING, mlir-translate/dlti" "${ratio}x ($m/$import_ms ms)" \
        ">= 20x" "$(pass "$ratio" '>=' 20)"
else
    echo "import STRING: dlti $import_ms ms, mlir-translate-22 $NA"
    row "import STRING, mlir-translate/dlti" "$import_ms ms" ">= 20x" "$NA"
fi
echo

# ---- a real module (issue 15) ---------------------------------------------
# A large single-file C library (bench/gen-real-c.awk, BENCH_REAL_STRUCTS
# structs, 4 functions each) compiled by clang-22 -O1 for x86_64 and
# imported by mlir-translate-22: 20 MB of llvm-dialect MLIR with loop and
# TBAA attributes.  `dlti layout --spec FILE TYPE...` against mlir-opt-22
# answering the same queries (a func of query ops added at the end) on
# that file.  Goals: at least 20x faster, at most 1/5 of the peak RSS.
# The answers must agree.  Made once per BENCH_REAL_STRUCTS in bench/work.
real_n=${BENCH_REAL_STRUCTS:-1700}
realf=$work/real-$real_n.mlir
if ! have clang-22 || ! have mlir-translate-22; then
    row "real module, mlir-opt/dlti wall" - ">= 20x" "$NA"
    row "real module, peak RSS mlir-opt/dlti" - ">= 5x" "$NA"
else
    if test ! -s "$realf"; then
        echo "real module: generating ($real_n structs, clang-22 -O1, mlir-translate-22)"
        awk -v n="$real_n" -f "$srcdir/bench/gen-real-c.awk" >"$work/real.$$.c" &&
            clang-22 --target=x86_64-linux-gnu -O1 -w -S -emit-llvm \
                -ffreestanding "$work/real.$$.c" -o "$work/real.$$.ll" &&
            mlir-translate-22 --import-llvm "$work/real.$$.ll" \
                -o "$realf.tmp" && mv "$realf.tmp" "$realf"
        rm -f "$work/real.$$.c" "$work/real.$$.ll" "$realf.tmp"
    fi
    # 20 identified structs as the file spells them, and a few builtins.
    awk 'BEGIN { n = 0 }
        { s = $0
          while (n < 20 && (i = index(s, "!llvm.struct<\"struct.s")) > 0) {
              s = substr(s, i); d = 0
              for (j = 1; j <= length(s); j++) {
                  c = substr(s, j, 1)
                  if (c == "<" || c == "(") d++
                  else if (c == ">" || c == ")") { d--; if (!d) break }
              }
              t = substr(s, 1, j); s = substr(s, j + 1)
              if (!(t in seen)) { seen[t] = 1; print t; n++ }
          } }' "$realf" >"$work/rtypes.$$"
    printf '%s\n' i64 f80 '!llvm.ptr' 'vector<4xf32>' >>"$work/rtypes.$$"
    awk -v tf="$work/rtypes.$$" '
        { line[NR] = $0 }
        END { for (last = NR; last > 0 && line[last] != "}"; last--) ;
              for (i = 1; i < last; i++) print line[i]
              print "  func.func @__dlti_bench_queries() {"
              k = 0
              while ((getline t < tf) > 0)
                  printf "    %%q%d = \"test.data_layout_query\"() : () -> %s\n", k++, t
              print "    return"; print "  }"
              for (i = last; i <= NR; i++) print line[i] }' "$realf" \
        >"$work/realq.$$.mlir"
    set --
    while IFS= read -r t; do set -- "$@" "$t"; done <"$work/rtypes.$$"
    ls -l "$realf" | awk '{ printf "real module: %s, %.1f MB, ", $NF, $5 / 1048576 }'
    echo "$# types"
    : >"$work/rd.$$"; : >"$work/rm.$$"
    i=0
    while test $i -lt "$runs"; do
        "$runstat" -- "$dlti" layout --spec "$realf" "$@" >>"$work/rd.$$" 2>/dev/null
        test -z "$mlir" ||
            "$runstat" -- "$mlir" --test-data-layout-query "$work/realq.$$.mlir" \
                >>"$work/rm.$$"
        i=$((i + 1))
    done
    size=real
    # shellcheck disable=SC2046
    set -- $(stats "$work/rd.$$") && rd_wall=$1 rd_rss=$3 rd_bad=$4
    show_stats dlti "$@"
    # the answers: size, ABI and preferred alignment of each type
    set --
    while IFS= read -r t; do set -- "$@" "$t"; done <"$work/rtypes.$$"
    "$dlti" layout --spec "$realf" --format=json "$@" 2>/dev/null |
        awk 'function first(k,   m) {
                if (!match($0, "\"" k "\": [0-9]+")) return -1
                m = substr($0, RSTART, RLENGTH); sub(/.*: /, "", m); return m + 0 }
            /"type":/ { print first("size"), first("abi"), first("preferred") }' \
        >"$work/ra.$$"
    if test "$rd_bad" != 0 || test ! -s "$work/ra.$$"; then
        row "real module, mlir-opt/dlti wall" "dlti failed" ">= 20x" FAIL
        row "real module, peak RSS mlir-opt/dlti" "dlti failed" ">= 5x" FAIL
    elif test -z "$mlir"; then
        row "real module, mlir-opt/dlti wall" "$(calc "$rd_wall" 3) s" ">= 20x" "$NA"
        row "real module, peak RSS mlir-opt/dlti" - ">= 5x" "$NA"
    else
        # shellcheck disable=SC2046
        set -- $(stats "$work/rm.$$") && rm_wall=$1 rm_rss=$3
        show_stats mlir-opt "$@"
        "$mlir" --test-data-layout-query "$work/realq.$$.mlir" 2>/dev/null |
            awk '/"test.data_layout_query"/ {
                match($0, / size = [0-9]+/); s = substr($0, RSTART + 8, RLENGTH - 8)
                match($0, /[{ ]alignment = [0-9]+/); a = substr($0, RSTART + 13, RLENGTH - 13)
                match($0, / preferred = [0-9]+/); p = substr($0, RSTART + 13, RLENGTH - 13)
                print s + 0, a + 0, p + 0 }' >"$work/rb.$$"
        if cmp -s "$work/ra.$$" "$work/rb.$$"; then
            row "real module answers == mlir-opt" "identical ($(wc -l <"$work/ra.$$") types)" identical PASS
        else
            row "real module answers == mlir-opt" differ identical FAIL
        fi
        speed=$(calc "$rm_wall / $rd_wall" 1)
        rss=$(calc "$rm_rss / $rd_rss" 1)
        row "real module, mlir-opt/dlti wall" \
            "${speed}x ($(calc "$rm_wall" 3)/$(calc "$rd_wall" 3) s)" ">= 20x" \
            "$(pass "$speed" '>=' 20)"
        row "real module, peak RSS mlir-opt/dlti" \
            "${rss}x ($(calc "$rm_rss / 1024" 0)/$(calc "$rd_rss / 1024" 0) MB)" \
            ">= 5x" "$(pass "$rss" '>=' 5)"
    fi
    rm -f "$work/realq.$$.mlir"
fi
echo

# ---- correctness: dlti query == mlir-opt-22 --test-data-layout-query ------
check_sizes=small
for size in $sizes; do
    case $size in small | large) ;; *) check_sizes="$check_sizes $size" ;; esac
done
for size in $check_sizes; do
    name="output == mlir-opt ($size)"
    if test -z "$mlir"; then row "$name" - identical "$NA"; continue; fi
    if ! f=$(workload "$size"); then
        row "$name" "no workload" identical FAIL
        continue
    fi
    # shellcheck disable=SC2046
    "$dlti" query $(split_opt "$size") "$f" >"$work/d.$$" 2>&1; ds=$?
    # shellcheck disable=SC2046
    "$mlir" $(split_opt "$size") --test-data-layout-query "$f" \
        >"$work/m.$$" 2>&1; ms=$?
    if test $ds = 0 && test $ms = 0 && cmp -s "$work/d.$$" "$work/m.$$"; then
        row "$name" identical identical PASS
    else
        row "$name" "differs (exit $ds/$ms)" identical FAIL
        echo "$size: dlti and mlir-opt outputs differ, e.g.:"
        cmp "$work/d.$$" "$work/m.$$" | head -1
    fi
    rm -f "$work/d.$$" "$work/m.$$"
done

# ---- end to end ------------------------------------------------------------
# Each run of a round in turn: dlti and mlir-opt with output to /dev/null,
# then dlti, `cat` of the same output and mlir-opt into a regular file
# (bench/work/out.PID, truncated by runstat before each run).  The ratios
# are medians of the rounds' ratios (paired runs: a slow spell of the host
# hits both sides of a pair).  `cat` is the floor of writing the output at
# all: goal dlti/cat <= 1.25 into a file.  The same pair is then timed with
# `sync` before each run (a report): there no run waits for the writeback
# of the one before.  dlti-o: dlti with -o FILE over `cat`'s file (a
# report: how a user writes a file, the old one replaced).
# pairs A B -> the median over the rounds of wall(A) / wall(B)
pairs() {
    # (each line of runstat's has its fields: B's wall follows A's line)
    paste "$1" "$2" |
        awk '{ b = $(NF / 2 + 1); print (b > 0 ? $1 / b : 0) }' | median
}
wout=$work/out.$$
printf '%-7s %-9s %10s %10s %10s\n' size tool 'wall (s)' 'user (s)' 'RSS (MB)'
for size in $sizes; do
    f=$(workload "$size") || { echo "cannot generate $size" >&2; continue; }
    # what cat copies: the expected output
    # shellcheck disable=SC2046
    "$dlti" query $(split_opt "$size") "$f" >"$work/expected.$$" 2>/dev/null
    tools="dlti dlti-file cat-file dlti-o"
    test -n "$mlir" && tools="dlti mlir dlti-file cat-file dlti-o mlir-file"
    for t in $tools; do : >"$work/$t.$$"; done
    # A 50 ms run moves by a third with the host's load, a 10 s one
    # hardly: the sizes below large are run three times as often.
    n=$runs
    test "$size" = large || n=$((runs * 3))
    i=0
    while test $i -lt "$n"; do
        for t in $tools; do
            case $t in
            cat-file) timed cat "$work/expected.$$" "$wout" ;;
            dlti-o) timed dlti-o "$f" "$wout" ;;
            *-file) timed "${t%-file}" "$f" "$wout" ;;
            *) timed "$t" "$f" ;;
            esac >>"$work/$t.$$"
        done
        i=$((i + 1))
    done
    # The same pair with the file's writeback done before each run
    # (`sync`, untimed), so that neither waits for the other's: what
    # overwriting a file written earlier costs.  A report: above, `cat`
    # truncates the file dlti has just written (performance-log.md,
    # nineteenth stop).
    for t in sync-dlti sync-cat; do : >"$work/$t.$$"; done
    i=0
    while test $i -lt "$n"; do
        sync
        timed dlti "$f" "$wout" >>"$work/sync-dlti.$$"
        sync
        timed cat "$work/expected.$$" "$wout" >>"$work/sync-cat.$$"
        i=$((i + 1))
    done
    rm -f "$wout"
    for t in $tools; do
        # shellcheck disable=SC2046
        set -- $(stats "$work/$t.$$")
        case $t in dlti) dlti_rss=$3 dlti_bad=$4 ;; mlir) mlir_rss=$3 ;; esac
        show_stats "$t" "$@"
    done
    case $size in small) goal=no ;; *) goal=yes ;; esac
    wr=$(pairs "$work/dlti-file.$$" "$work/cat-file.$$")
    owr=$(pairs "$work/dlti-o.$$" "$work/cat-file.$$")
    swr=$(pairs "$work/sync-dlti.$$" "$work/sync-cat.$$")
    printf '%-7s into a file: dlti / cat %s (after sync %s; -o FILE %s)' \
        "$size" "$(calc "$wr" 2)" "$(calc "$swr" 2)" "$(calc "$owr" 2)"
    if test -n "$mlir"; then
        speed=$(pairs "$work/mlir.$$" "$work/dlti.$$")
        fspeed=$(pairs "$work/mlir-file.$$" "$work/dlti-file.$$")
        rss=$(calc "$mlir_rss / $dlti_rss" 2)
        printf ', mlir-opt / dlti %s; to /dev/null: mlir-opt / dlti %s' \
            "$(calc "$fspeed" 2)" "$(calc "$speed" 2)"
        printf ', RSS ratio (mlir-opt / dlti) %s' "$rss"
    fi
    echo
    test $goal = yes || continue
    if test "$dlti_bad" != 0; then
        row "into a file, dlti/cat ($size)" "dlti failed" "<= 1.25" FAIL
        row "speed, mlir-opt/dlti wall ($size)" "dlti failed" ">= 20x" FAIL
        row "peak RSS, mlir-opt/dlti ($size)" "dlti failed" ">= 5x" FAIL
        continue
    fi
    row "into a file, dlti/cat ($size)" "$(calc "$wr" 2)" "<= 1.25" \
        "$(pass "$wr" '<=' 1.25)"
    row "  the same after sync ($size)" "$(calc "$swr" 2)" "" info
    row "  with -o FILE ($size)" "$(calc "$owr" 2)" "" info
    if test -n "$mlir"; then
        row "speed, mlir-opt/dlti wall ($size)" "$(calc "$speed" 1)x" \
            ">= 20x" "$(pass "$speed" '>=' 20)"
        row "  the same into a file ($size)" "$(calc "$fspeed" 1)x" "" info
        mb="$(calc "$mlir_rss / 1024" 0)/$(calc "$dlti_rss / 1024" 0)"
        row "peak RSS, mlir-opt/dlti ($size)" "${rss}x ($mb MB)" \
            ">= 5x" "$(pass "$rss" '>=' 5)"
    else
        row "speed, mlir-opt/dlti wall ($size)" - ">= 20x" "$NA"
        row "peak RSS, mlir-opt/dlti ($size)" - ">= 5x" "$NA"
    fi
done
rm -f "$work/expected.$$"
echo "(median of $runs runs each on large, $((runs * 3)) on the smaller" \
    "sizes; the tools interleaved; ratios: medians of paired runs)"
echo

# ---- Python: a query from Python against the same through the CLI --------
# `dlti layout --target T i64` (a process: start, llvm plugin, the triple's
# spec, one answer) against Python's `Layout.from_target(T).query("i64")`
# in a running interpreter (a new Layout: context, plugin, spec), the
# first query of each of 2000 types on one Layout, and `query("i64")` again
# on that Layout (bench/python-query.py).  A report
# (no goal): what a Python tool pays per answer either way.
py=${PYTHON:-python3}
if have "$py" && "$py" -c 'import sys; sys.exit(sys.version_info < (3, 8))' 2>/dev/null; then
    triple=x86_64-unknown-linux-gnu
    # wall and user time (Python's are CPU times: see python-query.py)
    # shellcheck disable=SC2046
    set -- $("$runstat" -n 40 -- "$dlti" layout --target "$triple" i64)
    cli=$(calc "$1 * 1000" 3) cli_user=$(calc "$2 * 1000" 3)
    # shellcheck disable=SC2046
    set -- $(PYTHONPATH="$srcdir/python" DLTI_LIBRARY="$BUILDDIR/.libs/libdlti.so.0" \
        "$py" "$srcdir/bench/python-query.py" "$triple" i64 2>/dev/null)
    if test $# = 4; then
        echo "a query, --target $triple i64: CLI $cli ms wall, $cli_user ms user per"
        echo "  run (median of 40); Python (CPU time): $3 ms with a new Layout,"
        echo "  $2 us a new type on one Layout, $1 us again (medians), import dlti"
        echo "  $4 ms once"
        row "python query vs CLI (i64)" "py $3 ms new Layout, $2 us new type, $1 us again; CLI $cli_user ms user ($cli wall)" - info
    else
        row "python query vs CLI (i64)" "python failed" - FAIL
    fi
else
    row "python query vs CLI (i64)" - - "n/a (no python3)"
fi
echo

# ---- micro benchmarks ------------------------------------------------------
# ir MODE N FUNCTION ENTRY -> "entry_ir_per_call whole_ir_per_call calls"
# (callgrind counts only inside FUNCTION, the measured loop of micro;
# LD_BIND_NOW keeps symbol binding out of the counts)
ir() {
    out=$work/callgrind.$1.$2.$$
    LD_BIND_NOW=1 valgrind --tool=callgrind --callgrind-out-file="$out" \
        --toggle-collect="$3" --compress-strings=no --compress-pos=no \
        "$micro" --once "$1" "$2" >/dev/null 2>&1 &&
        awk -v caller="$3" -v entry="$4" -f "$bench_src/callgrind-ir.awk" \
            "$out"
    rm -f "$out"
}
bench_src=$(dirname "$0")

if test "${BENCH_MICRO:-yes}" != no; then
    no_cg=
    have valgrind || no_cg=$NA
    test "${BENCH_CALLGRIND:-yes}" = no && no_cg='n/a (skipped)'
    printf '%-18s %12s %14s %18s\n' measurement 'ns/call' 'instr/call' \
        'instr/call (all)'
    for m in construct0 construct6 'cold 10' 'cold 1000' 'cold 100000' \
        'warm 10' 'warm 1000' 'warm 100000'; do
        # shellcheck disable=SC2086
        set -- $m
        mode=$1 n=${2:-0}
        case $mode in
        construct*) fn=bench_construct entry=dlti_data_layout_new
            label="construct depth ${mode#construct}"
            goal=$(test "$mode" = construct6 && echo 5000) ;;
        cold) fn=bench_cold entry=dlti_type_size_in_bits label="cold N=$n"
            goal=300 ;;
        warm) fn=bench_warm entry=dlti_type_size_in_bits label="warm N=$n"
            goal=15 ;;
        esac
        ns=$("$micro" "$mode" "$n" |
            sed -n 's/.*ns_per_call=\([0-9.]*\).*/\1/p')
        test -n "$ns" || ns=failed
        if test -z "$no_cg"; then
            # shellcheck disable=SC2046
            set -- $(ir "$mode" "$n" "$fn" "$entry")
            ins=${1:-failed} all=${2:-failed}
        else
            ins=- all=-
        fi
        printf '%-18s %12s %14s %18s\n' "$label" "$ns" "$ins" "$all"
        if test -n "$no_cg"; then
            measured="$ns ns" res=$no_cg
        else
            measured="$ins instr, $ns ns"
            case $ins in
            failed) res=FAIL ;;
            *) res=$(pass "$ins" '<=' "${goal:-0}") ;;
            esac
        fi
        test -n "$goal" || res=info
        row "$label" "$measured" "${goal:+<= $goal instr}" "$res"
    done
    echo "(instr/call: inclusive Ir of dlti_data_layout_new or"
    echo " dlti_type_size_in_bits per call; all: Ir of the whole measured"
    echo " function per call, loop included)"
    echo
fi

# ---- scaling: each input class at N and 4N (issue 25) ----------------------
# bench/scaling.sh times `dlti verify` (`query` for scopes, `verify
# --split-input-file --verify-diagnostics` for split chunks) on inputs of
# each class at two sizes, the second four times the first; linear work
# takes about 4 times as long, a rescan or a quadratic check 16 times.
# SCALING_RUNS (5) pairs of runs, the two sizes in turn: the ratio is the
# median of the pairs' ratios, measured again (up to SCALING_TRIES, 3)
# while above 4.5.  Goal: ratio <= 4.5.
if test "${BENCH_SCALING:-yes}" != no; then
    printf '%-14s %10s %10s %10s %7s\n' class 'N bytes' 'T(N) s' 'T(4N) s' ratio
    RUNSTAT=$runstat GEN=$gen sh "$bench_src/scaling.sh" "$dlti" "$work" \
        >"$work/scaling.$$"
    while read -r c n t1 t4 r; do
        printf '%-14s %10s %10s %10s %7s\n' "$c" "$n" "$t1" "$t4" "$r"
        case $r in
        nan) res=FAIL ;;
        *) res=$(pass "$r" '<=' 4.5) ;;
        esac
        row "scaling: $c" "${r}x ($t1/$t4 s)" "<= 4.5x" "$res"
    done <"$work/scaling.$$"
    echo "(T: user + system seconds, the lowest of ${SCALING_RUNS:-5} runs; ratio: the median of the paired runs' ratios)"
    echo
fi

# ---- the table -------------------------------------------------------------
echo "==== summary ===="
awk -F '\t' '
    BEGIN { fmt = "%-34s %-28s %-15s %s\n"
            printf fmt, "target", "measured", "goal", "result"
            printf fmt, "------", "--------", "----", "------" }
    { printf fmt, $1, $2, ($3 == "" ? "-" : $3), $4
      if ($4 == "PASS") p++; else if ($4 == "FAIL") f++ }
    END { printf "\n%d passed, %d failed\n", p, f }' "$table"
exit 0
