#!/bin/sh
# t0975-readme-examples.sh - README.md's console examples against the
# program (issue 26): each `$ dlti ...` (or `$ ./tools/dlti ...`) line of a
# ```console block is run from the top of the source tree, standard error
# with standard output, and the lines that follow it up to the next `$`
# line are what it must print.  In the expected text `...` alone on a line
# stands for any number of lines, and `...` inside a line for any text.
# Commands that are no dlti run (make, libtool, cd), or that name a file
# the tree does not have (nested.mlir, module.mlir, /tmp/llvm.so) or a
# machine's own paths (/src/dlti), are skipped with the reason.
. "$SRCDIR/t/lib.sh"

README="$SRCDIR/README.md"

# The examples as records: "CMD<TAB>line" then "OUT<TAB>line"s, one
# "END" after each command's output.
awk '
    /^```console/ { inb = 1; next }
    /^```/ && inb { if (cmd) print "END"; cmd = 0; inb = 0; next }
    !inb { next }
    /^\$ / { if (cmd) print "END"; cmd = 1; print "CMD\t" substr($0, 3); next }
    cmd { print "OUT\t" $0 }
' "$README" >"$T/examples"

# match GOT EXP: every line of EXP matches GOT's lines in order, `...`
# lines skipping any number of them, `...` in a line any text.
match() {
    awk -v expf="$2" '
    function glob(p,   r, i, c) {
        r = ""
        for (i = 1; i <= length(p); i++) {
            c = substr(p, i, 1)
            if (substr(p, i, 3) == "...") { r = r ".*"; i += 2; continue }
            if (index("\\^$.[]|()*+?{}", c)) r = r "\\" c
            else r = r c
        }
        return "^" r "$"
    }
    BEGIN { n = 0; while ((getline l < expf) > 0) want[++n] = l }
    { got[++m] = $0 }
    END {
        i = 1; j = 1
        while (i <= n) {
            if (want[i] ~ /^ *\.\.\. *$/) {
                if (i == n) exit 0
                # the next expected line somewhere further on
                while (j <= m && got[j] !~ glob(want[i + 1])) j++
                if (j > m) { print "missing: " want[i + 1]; exit 1 }
                i++
                continue
            }
            if (j > m) { print "missing: " want[i]; exit 1 }
            if (got[j] !~ glob(want[i])) {
                print "line " j ": got:      " got[j]
                print "line " j ": expected: " want[i]
                exit 1
            }
            i++; j++
        }
        if (j <= m) { print "more output from line " j ": " got[j]; exit 1 }
        exit 0
    }' "$1"
}

n=0
cmd=
: >"$T/exp"
while IFS= read -r rec; do
    case $rec in
    CMD*) cmd=${rec#CMD	}; : >"$T/exp" ;;
    OUT*) printf '%s\n' "${rec#OUT	}" >>"$T/exp" ;;
    END)
        n=$((n + 1))
        why=
        case $cmd in
        "dlti "* | "./tools/dlti "*) ;;
        *) why="not a dlti command" ;;
        esac
        for w in $cmd; do
            case $w in
            *.mlir | *.so) [ -e "$SRCDIR/$w" ] || why="$w is not in the tree" ;;
            esac
        done
        grep -q '/src/dlti' "$T/exp" && why="the output names a machine's paths"
        if [ -n "$why" ]; then
            skip "README: $cmd" "$why"
            continue
        fi
        args=${cmd#dlti }
        args=${args#./tools/dlti }
        # (the README quotes as a shell does)
        (cd "$SRCDIR" && eval "\"\$DLTI\" $args") >"$T/got" 2>&1
        if match "$T/got" "$T/exp" >"$T/why" 2>&1; then
            pass "README: $cmd"
        else
            fail "README: $cmd"
            diag_file "$T/why"
        fi
        ;;
    esac
done <"$T/examples"
ok "[ $n -ge 10 ]" "README has its examples ($n)"

done_testing
