#!/bin/sh
# t0965-plugins-doc.sh - doc/plugins.md keeps up with include/dlti/plugin.h
# (issue 26): every member of dlti_type_hooks and every dlti_attr_*
# accessor of plugin.h is named in it, and the VectorElementTypeInterface
# message it explains is the one dlti prints, which is mlir-opt-22's
# (t/invalid-plugins would hold its golden; the text is checked here).
. "$SRCDIR/t/lib.sh"

DOC="$SRCDIR/doc/plugins.md"
H="$SRCDIR/include/dlti/plugin.h"

# The members of dlti_type_hooks: `(*name)(` hooks and `TYPE name;` fields.
fields=$(awk '/^typedef struct dlti_type_hooks/ { on = 1; next }
              on && /^} dlti_type_hooks;/ { exit }
              on' "$H" |
    sed -n 's/.*(\*\([a-z_]*\))(.*/\1/p; s/^    [a-z_ ]* \([a-z_]*\);.*/\1/p' |
    grep -v '^size$' | sort -u)
missing=
for f in $fields; do
    grep -q "\`$f\`\\|\`$f(" "$DOC" || missing="$missing $f"
done
is "$missing" "" "every member of dlti_type_hooks is named in doc/plugins.md"
ok "[ $(echo "$fields" | wc -w) -ge 13 ]" "dlti_type_hooks has its members ($(echo $fields | wc -w))"

accessors=$(sed -n 's/.*DLTI_API [^(]*[ *]\(dlti_attr_dense_[a-z_]*\)(.*/\1/p' "$H" | sort -u)
missing=
for a in $accessors; do
    grep -q "\`$a(" "$DOC" || missing="$missing $a"
done
is "$missing" "" "every dlti_attr_dense_* accessor is described in doc/plugins.md"
ok "[ -n '$accessors' ]" "plugin.h has dense accessors"

# The message plugins.md explains is the one dlti prints for a vector of
# a plugin type without vector_element (mlir-opt-22 prints the same for
# !llvm.struct: 'failed to verify ...').
printf 'module attributes {test.x = vector<4x!llvm.struct<(i8)>>} {}\n' >"$T/v.mlir"
run "$DLTI" verify "$T/v.mlir"
is_rc 1 "a vector of !llvm.struct is refused"
msg="failed to verify 'elementType': VectorElementTypeInterface instance"
like "$ERR" "error: $msg" "with MLIR 22's words"
like "$DOC" "$msg" "doc/plugins.md explains those words"

done_testing
