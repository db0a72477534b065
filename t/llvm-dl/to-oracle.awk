# to-oracle.awk - `dlti layout --format=json --fields` rows as oracle.cpp
# prints LLVM's answers (t/t1250-llvm-datalayout.sh).  -v llvm=FILE: the
# types in LLVM syntax, one per line, in the order of the rows.
function num(key,    m) {
    if (!match($0, "\"" key "\": [0-9]+"))
        return "?"
    m = substr($0, RSTART, RLENGTH)
    sub(/.*: /, "", m)
    return m
}
function sz(v) { return (scal ? "vscale x " : "") v }
/^  \{"type": / {
    if ((getline ll < llvm) <= 0)
        ll = "?"
    if ($0 ~ /"error": /) {
        print ll " | error"
        next
    }
    scal = $0 ~ /"scalable": true/
    line = ll " | bits " sz(num("bits")) " store " sz(num("store_size")) \
           " alloc " sz(num("alloc_size")) " abi " num("abi") " pref " \
           num("preferred")
    if (ll ~ /^<?\{/) {
        f = $0
        sub(/.*"fields": \[/, "", f)
        sub(/\], "holes".*/, "", f)
        offs = ""
        while (match(f, /"offset": [0-9]+/)) {
            o = substr(f, RSTART + 10, RLENGTH - 10)
            offs = offs (offs == "" ? "" : ",") (scal && offs != "" ? "vscale x " : "") o
            f = substr(f, RSTART + RLENGTH)
        }
        line = line " offsets " (offs == "" ? "-" : offs)
    }
    print line
}
