#!/bin/sh
# t0960-layers.sh - the layers of core/ (doc/design.md, issue 24): every
# file of core/ belongs to one layer, lowest first
#   0 base     lock, arena, buffers, diagnostics           dl_base.h
#   1 ir       context, classes, types, attrs, ops, affine  dl_ir.h
#   2 text     parse/, print/                    dl_text.h, dl_smap.h
#   3 meaning  verifier, spec checks and combination        dl_meaning.h
#   4 layout   layout/                                     dl_layout.h
#   5 query    query/                                      dl_query.h
# Each layer's global names carry its prefix (dl_ for base, then dl_ir_,
# dl_text_, dl_sema_, dl_layout_, dl_query_), and a file
# depends only on its own layer and lower ones: no file includes a
# higher layer's header, and no object file calls or reads a dl_/dlti_
# symbol that a higher layer's object defines (nm on the built objects).
# No two files under core/ share a basename, and the files of tools/ call
# one another without a cycle.

. "$SRCDIR/t/lib.sh"

cd "$SRCDIR" || exit 1

# layer_of PATH -> the layer's number, or nothing for a file no layer owns.
layer_of() {
    case $1 in
    core/lock.c | core/arena.c | core/buf.c | core/diag.c | core/suggest.c | \
        core/dl_base.h) echo 0 ;;
    core/context.c | core/type.c | core/attr.c | core/float.c | core/op.c | \
        core/registry.c | core/loader.c | core/affine.[ch] | core/apnum.[ch] | core/ptrmap.[ch] | core/key_index.c | \
        core/mlir_names.[ch] | core/mlir_names_data.[ch] | core/dl_ir.h) echo 1 ;;
    core/parse/*.[ch] | core/print/*.[ch] | core/dl_text.h | core/dl_chars.h | \
        core/dl_smap.h) echo 2 ;;
    core/spec.c | core/combine_memo.c | core/verify.c | core/isolated.c | core/dl_meaning.h) echo 3 ;;
    core/layout/*.[ch] | core/dl_layout.h) echo 4 ;;
    core/query/*.[ch] | core/dl_query.h) echo 5 ;;
    esac
}

files=$(find core -name '*.[ch]' | sort)
[ -n "$files" ] || { echo "Bail out! no sources under $SRCDIR/core"; exit 1; }

unplaced=
for f in $files; do
    [ -n "$(layer_of "$f")" ] || unplaced="$unplaced $f"
done
is "$unplaced" "" "every file of core/ belongs to a layer"

dups=$(for f in $files; do basename "$f"; done | sort | uniq -d | tr '\n' ' ')
is "$dups" "" "no two files under core/ share a basename"

# Includes: "X" is looked up next to the file, then in core/ (-I core);
# config.h, paths.h and the public headers (dlti/) belong to no layer.
up=
for f in $files; do
    lf=$(layer_of "$f")
    for h in $(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f"); do
        case $h in config.h | paths.h | dlti/*) continue ;; esac
        p=$(dirname "$f")/$h
        [ -f "$p" ] || p=core/$h
        p=$(echo "$p" | sed 's|[^/]*/\.\./||g')
        lh=$(layer_of "$p")
        if [ -z "$lh" ]; then
            up="$up $f:$h(unknown)"
        elif [ "$lh" -gt "$lf" ]; then
            up="$up $f($lf):$h($lh)"
        fi
    done
done
is "$up" "" "no file of core/ includes a higher layer's header"

# Calls and data references, from the objects libtool built for libdlti
# (core/DIR/.libs/libdlti_la-NAME.o holds core/DIR/NAME.c).
objs=$(find "$BUILDDIR/core" -path '*/.libs/libdlti_la-*.o' 2>/dev/null | sort)
nsrc=$(echo "$files" | grep -c '\.c$')
if ! command -v nm >/dev/null 2>&1; then
    skip "no call goes to a higher layer" "nm not installed"
elif [ -z "$objs" ]; then
    skip "no call goes to a higher layer" "no libtool objects in $BUILDDIR/core"
else
    # (objects of files since renamed may linger in the build tree)
    nobj=0
    for o in $objs; do
        d=${o%/.libs/*}
        n=${o##*/libdlti_la-}
        src=core${d#"$BUILDDIR"/core}/${n%.o}.c
        [ -f "$src" ] || continue
        nobj=$((nobj + 1))
        nm "$o" | awk -v f="$src" -v l="$(layer_of "$src")" '
            $1 == "U" && $2 ~ /^dlt?i?_/ { print "U", f, l, $2 }
            NF == 3 && $2 ~ /[TDBRC]/ { print "D", f, l, $3 }'
    done >"$T/syms"
    is "$nobj" "$nsrc" "one object for each .c file of core/"
    awk '$1 == "D" { def[$4] = $2; lay[$4] = $3 }
         $1 == "U" { use[++n] = $2 " " $3 " " $4 }
         END {
             for (i = 1; i <= n; i++) {
                 split(use[i], u, " ")
                 if ((u[3] in def) && lay[u[3]] > u[2])
                     print u[1] "(" u[2] ") -> " def[u[3]] "(" lay[u[3]] ") " u[3]
             }
         }' "$T/syms" | sort >"$T/up"
    is "$(cat "$T/up")" "" "no call or data reference goes to a higher layer"
    # Names follow the layer (as Lua's luaX_/luaY_): a global a file
    # defines is public (dlti_) or carries its layer's prefix.
    # (Names the compiler makes, as ASan's __odr_asan.X, are not the file's.)
    awk '$1 == "D" && $4 !~ /^dlti_/ && $4 !~ /^__/ {
             split("dl_ dl_ir_ dl_text_ dl_sema_ dl_layout_ dl_query_", p, " ")
             want = p[$3 + 1]; bad = substr($4, 1, length(want)) != want
             for (i = 2; i <= 6 && !bad && $3 == 0; i++)
                 bad = substr($4, 1, length(p[i])) == p[i]
             if (bad) print $2 "(" $3 "): " $4
         }' "$T/syms" | sort >"$T/names"
    is "$(cat "$T/names")" "" "every global name carries its layer's prefix"
    edges=$(awk '$1 == "D" { def[$4] = $2 }
                 $1 == "U" && ($4 in def) && def[$4] != $2 { print $2, def[$4] }' \
        "$T/syms" | sort -u | wc -l)
    ok "[ $edges -gt 100 ]" "the objects' cross-file calls were read ($edges edges)"
fi

# tools/: the CLI's files call one another one way only (doc/design.md,
# "CLI files"): the graph of cross-file calls read from the objects has no
# cycle (tsort reports one as a loop on standard error).
tobjs=$(find "$BUILDDIR/tools" -maxdepth 1 -name '*.o' 2>/dev/null | sort)
if ! command -v nm >/dev/null 2>&1 || ! command -v tsort >/dev/null 2>&1; then
    skip "the calls between files of tools/ form no cycle" "nm or tsort not installed"
elif [ -z "$tobjs" ]; then
    skip "the calls between files of tools/ form no cycle" "no objects in $BUILDDIR/tools"
else
    for o in $tobjs; do
        n=${o##*/}
        nm "$o" | awk -v f="${n%.o}" '
            $1 == "U" { print "U", f, $2 }
            NF == 3 && $2 ~ /[TDBRC]/ { print "D", f, $3 }'
    done >"$T/tsyms"
    awk '$1 == "D" { def[$3] = $2 }
         $1 == "U" { use[++n] = $2 " " $3 }
         END {
             for (i = 1; i <= n; i++) {
                 split(use[i], u, " ")
                 if ((u[2] in def) && def[u[2]] != u[1])
                     print u[1], def[u[2]]
             }
         }' "$T/tsyms" | sort -u >"$T/tedges"
    tsort "$T/tedges" >/dev/null 2>"$T/tloops"
    is "$(cat "$T/tloops")" "" "the calls between files of tools/ form no cycle"
    ok "[ $(wc -l <"$T/tedges") -gt 30 ]" "the tools' cross-file calls were read"
fi

done_testing
