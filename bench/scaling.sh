#!/bin/sh
# scaling.sh - time per input class at N and 4N (issue 25): linear work
# gives a ratio near 4, a rescan or a quadratic check near 16.
#
#   sh bench/scaling.sh DLTI WORKDIR [CLASS...]
#
# Prints one line per class: "CLASS N T(N) T(4N) RATIO" (seconds of user
# plus system time, the lowest of SCALING_RUNS runs, default 5: the least
# disturbed by other load).  Needs bench/runstat next to DLTI's build
# (RUNSTAT) and bench/gen-workload (GEN) for the scopes class.  Used by
# bench/run.sh; the numbers of a run are in doc/limits.md.

set -u
LC_ALL=C
export LC_ALL
dlti=$1 work=$2
shift 2
runs=${SCALING_RUNS:-5}
classes=${*:-spec nested-attr nested-type nested-map nested-opaque nested-lines affine dense long-line split scopes aliases}
mkdir -p "$work" || exit 1

# gen CLASS K FILE: an input of class CLASS at scale K (K = 1 or 4).
# Classes of distinct objects (spec keys, alias names, op names) stay at
# 10,000s: past that, the uniquing tables leave the caches and each
# object costs more whatever the algorithm (a spec of 160,000 keys: 5.8
# times the time of 40,000 with a linear check).
# Nested classes grow in depth and in breadth together (depth 100 K,
# elements a multiple of 100,000 K), so work per level times levels would
# show as 16.  Values repeat (i % 1000): a million distinct integers
# would measure the cache misses of the uniquing table, not the parser.
gen() {
    awk -v k="$2" -v c="$1" 'BEGIN {
    d = 100 * k; n = 100000 * k
    if (c == "spec") {
        printf "module attributes {dlti.dl_spec = #dlti.dl_spec<"
        for (i = 0; i < 10000 * k; i++) printf "%s\"k%d\" = %d", i ? ", " : "", i, i
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
    } else if (c == "aliases") {
        for (i = 0; i < 10000 * k; i++) print "#a" i " = [" i ", \"s" i "\"]"
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
    scopes) "$runstat" -- "$dlti" query -o /dev/null "$2" ;;
    *) "$runstat" -- "$dlti" verify "$2" ;;
    esac
}

# want CLASS: the exit status a run must have (1: the input has an error)
want() { case $1 in long-line) echo 1 ;; *) echo 0 ;; esac; }

# best CLASS FILE: the lowest user + system seconds of $runs runs
best() {
    i=0 b=
    while test $i -lt "$runs"; do
        set -- "$1" "$2" $(run "$1" "$2" 2>"$work/err.$$")
        test "$6" = "$(want "$1")" || { echo "failed (exit $6)"; return; }
        b=$(awk -v u="$4" -v s="${7:-0}" -v b="$b" 'BEGIN {
            t = u + s; print (b == "" || t < b) ? t : b }')
        i=$((i + 1))
    done
    echo "$b"
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
    t1=$(best "$c" "$work/scale-$c-1.mlir")
    t4=$(best "$c" "$work/scale-$c-4.mlir")
    r=$(awk -v a="$t1" -v b="$t4" 'BEGIN {
        if (a + 0 > 0 && b + 0 > 0) printf "%.2f", b / a; else print "nan" }')
    n=$(wc -c <"$work/scale-$c-1.mlir")
    echo "$c $n $t1 $t4 $r"
done
rm -f "$work/err.$$"
