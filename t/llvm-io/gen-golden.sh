#!/bin/sh
# gen-golden.sh - makes the goldens of t/t1000-llvm-io.sh from the REAL
# MLIR 22 tools (never from dlti).  Usage, from this directory:
#     sh gen-golden.sh
# Writes
#   target.txt   per triple of ../llvm-triple/cases.txt (without abi=):
#                "case: T", then "mlir: #dlti.dl_spec<...>" (the spec
#                mlir-opt-22 --llvm-target-to-data-layout adds to a module
#                with llvm.target = #llvm.target<triple = "T", chip = "">)
#                or "mlir: error" (it failed)
#   export.txt   per string of ../llvm-dlstring/cases.txt that
#                mlir-translate-22 --import-llvm imports: "case: S",
#                "export: E" (the `target datalayout` mlir-translate-22
#                --mlir-to-llvmir writes for the imported module, "" when
#                it writes none) or "export: error: MSG", then
#                "reimport: #dlti.dl_spec<...>" (--import-llvm of E)
#   export/*.out for each hand-written export/*.mlir: the `target
#                datalayout` string, or the tool's stderr on failure
set -u
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
MLIR_TRANSLATE=${MLIR_TRANSLATE:-mlir-translate-22}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

spec_of() { # the dlti.dl_spec attribute of a printed module
    perl -ne '
        next unless /dlti\.dl_spec = (#dlti\.dl_spec<.*)$/;
        my $t = $1; my $d = 0; my $i;
        for ($i = 0; $i < length $t; $i++) {
            my $c = substr($t, $i, 1);
            $d++ if $c eq "<"; $d-- if $c eq ">";
            last if $d == 0 && $c eq ">";
        }
        print substr($t, 0, $i + 1), "\n";' "$1"
}

while IFS= read -r line || [ -n "$line" ]; do
    case $line in ''|'#'*|*'	'*) continue ;; esac
    printf 'case: %s\n' "$line"
    printf 'module attributes {llvm.target = #llvm.target<triple = "%s", chip = "">} {}\n' \
        "$(printf '%s' "$line" | sed 's/\\/\\\\/g; s/"/\\"/g')" > "$tmp/t.mlir"
    if "$MLIR_OPT" --llvm-target-to-data-layout "$tmp/t.mlir" > "$tmp/t.out" 2>/dev/null; then
        printf 'mlir: %s\n' "$(spec_of "$tmp/t.out")"
    else
        echo "mlir: error"
    fi
done < ../llvm-triple/cases.txt > target.txt

while IFS= read -r line || [ -n "$line" ]; do
    case $line in ''|'#'*) continue ;; esac
    s=$line
    [ "$line" = "<empty>" ] && s=
    printf 'target datalayout = "%s"\n' "$s" > "$tmp/x.ll"
    "$MLIR_TRANSLATE" --import-llvm "$tmp/x.ll" > "$tmp/m.mlir" 2>/dev/null || continue
    printf 'case: %s\n' "$line"
    if "$MLIR_TRANSLATE" --mlir-to-llvmir "$tmp/m.mlir" > "$tmp/m.ll" 2> "$tmp/m.err"; then
        e=$(sed -n 's/^target datalayout = "\(.*\)"$/\1/p' "$tmp/m.ll")
        printf 'export: %s\n' "$e"
        printf 'target datalayout = "%s"\n' "$e" > "$tmp/y.ll"
        if "$MLIR_TRANSLATE" --import-llvm "$tmp/y.ll" > "$tmp/y.mlir" 2>/dev/null; then
            printf 'reimport: %s\n' "$(spec_of "$tmp/y.mlir")"
        else
            echo "reimport: error"
        fi
    else
        printf 'export: error: %s\n' \
            "$(sed -n 's/^[^ ]*:[0-9]*:[0-9]*: error: //p' "$tmp/m.err" | head -1)"
    fi
done < ../llvm-dlstring/cases.txt > export.txt

for f in export/*.mlir; do
    o=${f%.mlir}.out
    if (cd export && "$MLIR_TRANSLATE" --mlir-to-llvmir "${f#export/}") > "$tmp/h.ll" 2> "$tmp/h.err"; then
        sed -n 's/^target datalayout = "\(.*\)"$/\1/p' "$tmp/h.ll" > "$o"
        [ -s "$o" ] || echo > "$o"
    else
        cp "$tmp/h.err" "$o"
    fi
done

mlir-opt-22 --llvm-target-to-data-layout --test-data-layout-query \
    query-target.mlir > query-target.out
mlir-opt-22 target-attr.mlir > target-attr.out
