#!/bin/sh
# scaling.sh - time per input class at N and 4N (issue 25): linear work
# gives a ratio near 4, a rescan or a quadratic check near 16.
#
#   sh bench/scaling.sh DLTI WORKDIR [CLASS...]
#
# Prints one line per class: "CLASS N T(N) T(4N) RATIO": T is seconds of
# user plus system time, the lowest of SCALING_RUNS runs (default 5, N and
# 4N in turn); RATIO the median of the runs' paired ratios, the lowest of
# up to SCALING_TRIES measurements (3) while above SCALING_LIMIT (4.5).  Needs bench/runstat next to DLTI's build
# (RUNSTAT) and bench/gen-workload (GEN) for the scopes class.  Used by
# bench/run.sh; the numbers of a run are in doc/limits.md.

set -u
LC_ALL=C
export LC_ALL
dlti=$1 work=$2
shift 2
runs=${SCALING_RUNS:-5}
tries=${SCALING_TRIES:-3}
limit=${SCALING_LIMIT:-4.5}
classes=${*:-spec nested-attr nested-type nested-map nested-opaque nested-lines nested-ref affine dense long-line split scopes aliases blocks maps fields ptr-entries struct-dag debug-locs}
mkdir -p "$work" || exit 1

# gen CLASS K FILE: an input of class CLASS at scale K (K = 1 or 4).
# Classes of distinct objects (spec keys, alias names, op names) stay at
# 5,000 to 40,000: past that, the uniquing tables leave the caches and
# each object costs more whatever the algorithm (a spec of 160,000 keys:
# 5.8 times the time of 40,000 with a linear check; 40,000 keys, 4.5 to
# 4.9 times 10,000, in 3.95 times the instructions).
# Nested classes grow in depth and in breadth together (depth 100 K,
# elements a multiple of 100,000 K), so work per level times levels would
# show as 16.  Values repeat (i % 1000, spec values too): a million
# distinct integers would measure the cache misses of the uniquing table,
# not the parser.
gen() {
    awk -v k="$2" -v c="$1" 'BEGIN {
    d = 100 * k; n = 100000 * k
    if (c == "spec") {
        printf "module attributes {dlti.dl_spec = #dlti.dl_spec<"
        for (i = 0; i < 5000 * k; i++) printf "%s\"k%d\" = %d", i ? ", " : "", i, i % 1000
        print ">} {}"
    } else if (c == "nested-attr" || c == "nested-map") {
        o = c == "nested-attr" ? "[" : "#dlti.map<\"k\" = "
        e = c == "nested-attr" ? "]" : ">"
        printf "module attributes {test.x = "
        for (i = 0; i < d; i++) printf "%s", o
        printf "["
        for (i = 0; i < 2 * n; i++) printf "%s%d", i ? ", " : "", i % 1000
        printf "]"
        for (i = 0; i < d; i++) printf "%s", e
        print "} {}"
    } else if (c == "nested-type") {
        printf "module attributes {test.x = "
        for (i = 0; i < d; i++) printf "tuple<"
        for (i = 0; i < n; i++) printf "%svector<%dxi%d>", i ? ", " : "", i % 1000 + 1, i % 64 + 1
        for (i = 0; i < d; i++) printf ">"
        print "} {}"
    } else if (c == "nested-opaque" || c == "nested-lines") {
        # bodies of a dialect MLIR 22 has and no plugin models, nested;
        # nested-lines: the same over lines, a level per line, 16
        # integers per line
        nl = c == "nested-lines" ? "\n" : ""
        printf "module attributes {test.x = "
        for (i = 0; i < d; i++) printf "!vector.w<a%s", nl
        printf "["
        for (i = 0; i < 16 * n; i++)
            printf "%s%d%s", i ? ", " : "", i % 1000, nl != "" && i % 16 == 15 ? "\n" : ""
        printf "]%s", nl
        for (i = 0; i < d; i++) printf ">%s", nl
        print "} {}"
    } else if (c == "nested-ref") {
        # an opaque body (a dialect MLIR 22 has, no plugin) holding a
        # modelled dialect type and an angle bracket after it, nested 50 K
        # deep (the nesting limit allows about 170): the parser asks how
        # each kept type prints, to keep it apart from the bracket
        # (doc/fuzzing.md, R5)
        printf "module attributes {test.x = "
        for (i = 0; i < d / 2; i++) printf "!memref<!llvm.struct<("
        printf "i32"
        for (i = 0; i < d / 2; i++) {
            printf ")><["
            for (j = 0; j < 8000; j++) printf "%d, ", j % 10
            printf "]>>"
        }
        print "} {}"
    } else if (c == "affine") {
        # affine expressions nest at most 256 deep (a sum nests per term):
        # many results of 20 levels each
        printf "module attributes {test.x = affine_map<(d0, d1)[s0] -> ("
        for (i = 0; i < n / 10; i++) {
            printf "%s", i ? ", " : ""
            for (j = 0; j < 20; j++) printf "("
            printf "d%d", i % 2
            for (j = 0; j < 20; j++) printf " + %s * %d)", j % 3 ? "d1" : "s0", j + 1
        }
        print ")>} {}"
    } else if (c == "dense") {
        printf "module attributes {test.x = dense<"
        for (i = 0; i < d; i++) printf "["
        for (i = 0; i < 4 * n; i++) printf "%s%d", i ? ", " : "", i % 100
        for (i = 0; i < d; i++) printf "]"
        printf "> : tensor<"
        for (i = 0; i < d - 1; i++) printf "1x"
        print 4 * n "xi32>} {}"
    } else if (c == "long-line") {
        # one line of 4 MB K with an error at its end: the error echoes it
        printf "module attributes {test.x = ["
        for (i = 0; i < 4 * n; i++) printf "%d, ", i % 10
        print "@]} {}"
    } else if (c == "split") {
        for (i = 0; i < 10000 * k; i++) {
            if (i) print "// -----"
            print "// expected-error @+1 {{custom op '\''bad" i "'\'' is unknown (tried '\''builtin.bad" i "'\'' as well)}}"
            print "bad" i
        }
    } else if (c == "blocks") {
        # one region of 10,000 K blocks, each branching to the last
        # (dlti query: the walk, and the successor names the printer gives)
        n = 10000 * k
        print "func.func @f() {"
        print "  \"test.br\"()[^bb" n "] : () -> ()"
        for (i = 1; i <= n; i++) {
            print "^bb" i ":"
            if (i < n) print "  \"test.br\"()[^bb" n "] : () -> ()"
            else print "  \"test.ret\"() : () -> ()"
        }
        print "}"
    } else if (c == "maps") {
        # 20,000 K distinct affine maps, each printed under its alias
        printf "module attributes {test.x = ["
        for (i = 0; i < 20000 * k; i++)
            printf "%saffine_map<(d0) -> (d0 + %d)>", i ? ", " : "", i
        print "]} {}"
    } else if (c == "fields") {
        # a struct of 5,000 K members of growing alignment, listed by
        # layout --fields (each member asked for in turn)
        printf "!big = !llvm.struct<("
        for (i = 0; i < 5000 * k; i++) {
            j = int(4 * i / (5000 * k))
            printf "%s%s", i ? ", " : "", j == 0 ? "i8" : j == 1 ? "i16" : j == 2 ? "i32" : "i64"
        }
        print ")>"
        print "module {}"
    } else if (c == "ptr-entries") {
        # 2,500 K address spaces in a module, every other one again in a
        # nested module (the entry lookups of the llvm plugin, the check
        # that the two combine), and a pointer query in it
        n = 2500 * k
        printf "module attributes {dlti.dl_spec = #dlti.dl_spec<"
        for (i = 0; i < n; i++)
            printf "%s!llvm.ptr<%d> = dense<[64, 64, 64]> : vector<3xi64>", i ? ", " : "", i
        print ">} {"
        printf "  module @m attributes {dlti.dl_spec = #dlti.dl_spec<"
        for (i = 0; i < n; i += 2)
            printf "%s!llvm.ptr<%d> = dense<[64, 32, 64]> : vector<3xi64>", i ? ", " : "", i
        print ">} {"
        print "    func.func @f() {"
        for (i = 0; i < n; i += 50)
            print "      %" i / 50 " = \"test.data_layout_query\"() : () -> !llvm.ptr<" i ">"
        print "      return"
        print "    }"
        print "  }"
        print "}"
    } else if (c == "struct-dag") {
        # a DAG of identified structs 5 K deep, each holding the one
        # before twice (through aliases), listed by layout --structs:
        # whole, the text of the last is exponential in the depth (the
        # alias bound of 1 GiB stops it past 23 levels)
        for (i = 0; i < 5 * k; i++)
            printf "!s%d = !llvm.struct<\"S%d\", (%s)>\n", i, i, i ? "i8, !s" i - 1 ", !s" i - 1 : "i32, i8, i64"
        print "module attributes {test.x = !s" 5 * k - 1 "} {}"
    } else if (c == "debug-locs") {
        # what clang -g and mlir-translate-22 write, as a C++ file grows:
        # more loop annotations whose locations are fused with subprograms,
        # whose types reach a DAG of DWARF types that grows too (two
        # levels more at 4N: written out 4 times larger).  Each part is
        # read once, not printed in full at each location (10x mlir-opt-22
        # on a C++ file before the thirty-second stop).
        print "#file = #llvm.di_file<\"a.c\" in \"/\">"
        print "#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, isOptimized = false, emissionKind = Full>"
        print "#s0 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = \"int\", sizeInBits = 32, encoding = DW_ATE_signed>"
        dd = k == 1 ? 10 : 12
        for (j = 1; j <= dd; j++) {
            printf "#a%d = #llvm.di_derived_type<tag = DW_TAG_member, name = \"a\", baseType = #s%d>\n", j, j - 1
            printf "#b%d = #llvm.di_derived_type<tag = DW_TAG_member, name = \"b\", baseType = #s%d>\n", j, j - 1
            printf "#s%d = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = \"s%d\", elements = #a%d, #b%d>\n", j, j, j, j
        }
        printf "#st = #llvm.di_subroutine_type<types = #s%d>\n", dd
        m = 1000 * k
        for (i = 1; i <= m; i++) {
            printf "#sp%d = #llvm.di_subprogram<id = distinct[%d]<>, compileUnit = #cu, scope = #file, name = \"f%d\", file = #file, line = %d, scopeLine = %d, subprogramFlags = Definition, type = #st>\n", i, i, i, i, i
            printf "#l%d = loc(\"a.c\":%d:1)\n", i, i
            printf "#f%d = loc(fused<#sp%d>[#l%d])\n", i, i, i
            printf "#la%d = #llvm.loop_annotation<mustProgress = true, startLoc = #f%d, endLoc = #f%d>\n", i, i, i
        }
        printf "module attributes {test.x = ["
        for (i = 1; i <= m; i++) printf "%s#la%d", (i > 1 ? ", " : ""), i
        print "]} {}"
    } else if (c == "aliases") {
        for (i = 0; i < 10000 * k; i++) print "#a" i " = [" i % 1000 ", \"s" i % 1000 "\"]"
        for (i = 0; i < 10000 * k; i++) print "!t" i " = tuple<i" (i % 64 + 1) ", f32>"
        printf "module attributes {test.x = ["
        for (i = 0; i < 10000 * k; i++) printf "%s#a%d, !t%d", i ? ", " : "", i, i
        print "]} {}"
    }
    }' >"$3"
}

# run CLASS FILE: the timed command
run() {
    case $1 in
    long-line) "$runstat" -- "$dlti" verify "$2" ;;
    split) "$runstat" -- "$dlti" verify --split-input-file \
        --verify-diagnostics "$2" ;;
    scopes | blocks | maps | ptr-entries | debug-locs)
        "$runstat" -- "$dlti" query -o /dev/null "$2" ;;
    fields) "$runstat" -- "$dlti" layout --spec "$2" --fields '!big' ;;
    struct-dag) "$runstat" -- "$dlti" layout --spec "$2" --structs ;;
    *) "$runstat" -- "$dlti" verify "$2" ;;
    esac
}

# want CLASS: the exit status a run must have (1: the input has an error)
want() { case $1 in long-line) echo 1 ;; *) echo 0 ;; esac; }

# cpu CLASS FILE: user + system seconds of one run ("failed" on a wrong
# exit status)
cpu() {
    set -- "$1" "$2" $(run "$1" "$2" 2>"$work/err.$$")
    test "$6" = "$(want "$1")" || { echo failed; return; }
    awk -v u="$4" -v s="${7:-0}" 'BEGIN { print u + s }'
}

# measure CLASS: "T(N) T(4N) RATIO" from $runs pairs of runs, N and 4N in
# turn (a slow spell of the host hits both of a pair): T is each size's
# lowest time, RATIO the median of the pairs' ratios
measure() {
    i=0 lo1= lo4=
    : >"$work/pairs.$$"
    while test $i -lt "$runs"; do
        a=$(cpu "$1" "$work/scale-$1-1.mlir")
        b=$(cpu "$1" "$work/scale-$1-4.mlir")
        test "$a" != failed && test "$b" != failed ||
            { echo "failed failed nan"; return; }
        echo "$a $b" >>"$work/pairs.$$"
        i=$((i + 1))
    done
    lo1=$(sort -g -k1,1 "$work/pairs.$$" | awk 'NR == 1 { print $1 }')
    lo4=$(sort -g -k2,2 "$work/pairs.$$" | awk 'NR == 1 { print $2 }')
    awk '{ print ($1 > 0 ? $2 / $1 : 0) }' "$work/pairs.$$" | sort -g |
        awk -v a="$lo1" -v b="$lo4" '{ r[NR] = $1 }
            END { m = NR % 2 ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2
                  printf "%s %s %.2f\n", a, b, m }'
}

runstat=${RUNSTAT:-$(dirname "$0")/runstat}
gen_wl=${GEN:-}
for c in $classes; do
    for k in 1 4; do
        f=$work/scale-$c-$k.mlir
        if test "$c" = scopes; then
            test -s "$f" || "$gen_wl" --queries $((20000 * k)) \
                --funcs $((20 * k)) --scopes $((2000 * k)) --seed 1 -o "$f"
        else
            test -s "$f" || gen "$c" "$k" "$f"
        fi
    done
    # A linear class is measured again when the host made it look slower
    # than SCALING_LIMIT (4.5): its best of SCALING_TRIES (3) counts; a
    # rescan or a quadratic check stays near 16 however often it is run.
    try=1 out=
    while :; do
        m=$(measure "$c")
        # the lowest ratio of the tries (a failed run's "nan" only alone)
        out=$(printf '%s\n%s\n' "$out" "$m" | awk 'NF == 3' |
            awk '$3 != "nan" || !n { n++; print }' | sort -g -k3,3 |
            awk '$3 != "nan" { print; exit } END { if (NR) print }' | head -n 1)
        r=${out##* }
        test "$try" -ge "$tries" && break
        awk -v r="$r" -v l="$limit" 'BEGIN { exit !(r != "nan" && r <= l) }' &&
            break
        try=$((try + 1))
    done
    n=$(wc -c <"$work/scale-$c-1.mlir")
    echo "$c $n $out"
done
rm -f "$work/err.$$" "$work/pairs.$$"
