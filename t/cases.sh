# cases.sh - sourced by the scripts that run $DLTI over a directory of .mlir
# cases (t0100, t0200, t0800): checks the environment, makes a scratch
# directory $tmp (removed at exit) and enters the case directory; lists
# the cases (cases_list: none is a failure); runs a case (case_query).  Also sourced by t/lib.sh for query_lines; sourcing
# it only defines functions.
# Usage: cases_setup SCRIPT-NAME CASE-DIR   (CASE-DIR relative to $SRCDIR/t)
cases_setup() {
    casedir="$SRCDIR/t/$2"
    if [ ! -d "$casedir" ]; then
        echo "Bail out! no directory $casedir"
        exit 1
    fi
    case $DLTI in
        /*) ;;
        *) DLTI="$(pwd)/$DLTI" ;;
    esac
    if [ ! -x "$DLTI" ]; then
        echo "Bail out! \$DLTI ($DLTI) is not an executable"
        exit 1
    fi
    tmp="$BUILDDIR/t/$1.tmp.$$"
    rm -rf "$tmp"
    mkdir -p "$tmp" || { echo "Bail out! cannot create $tmp"; exit 1; }
    trap 'rm -rf "$tmp"' EXIT
    trap 'exit 1' HUP INT TERM
    cd "$casedir" || { echo "Bail out! cannot cd to $casedir"; exit 1; }
}

# Lists the case directory's *.mlir files, sorted, into $tmp/list, sets $n
# to their number and prints the plan.  A directory without cases bails
# out: a test that ran nothing must not pass.
# Usage: cases_list
cases_list() {
    ls *.mlir 2>/dev/null | sort >"$tmp/list"
    n=$(wc -l <"$tmp/list" | tr -d ' ')
    if [ "$n" -eq 0 ]; then
        echo "Bail out! no *.mlir cases in $casedir"
        exit 1
    fi
    echo "1..$n"
}

# Runs `$DLTI query` on the case FILE from the case directory, with
# --split-input-file when its first line is `// RUN: split`; stdout and
# stderr go to $tmp/stdout and $tmp/stderr.  Sets $split (the flag used)
# and $rc (the exit status).
# Usage: case_query FILE
case_query() {
    split=
    if head -n 1 "$1" | grep -q '^// RUN: split'; then
        split=--split-input-file
    fi
    rc=0
    "$DLTI" query $split "$1" >"$tmp/stdout" 2>"$tmp/stderr" </dev/null ||
        rc=$?
}

# The lines of a printed module that hold a query op, from the op name on
# (value names may differ), and the `// -----` chunk separators: the lines
# that matter when a test only checks the query results.  (Without the func
# plugin dlti prints `func.func` in the generic form, unlike mlir-opt.)
query_lines() {
    awk '{
        i = index($0, "\"test.data_layout_query\"")
        if (i > 0)
            print substr($0, i)
        else if ($0 == "// -----")
            print
    }' "$1"
}
