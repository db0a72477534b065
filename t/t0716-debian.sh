#!/bin/sh
# t0716-debian.sh - the Debian packages (debian/; run by `make check-deb`,
# not by `make check`): built with dpkg-buildpackage from a copy of the
# tracked files of the checkout (the checkout itself is not touched), then
#   * `debian/rules clean` gives the copy back as it was;
#   * lintian --fail-on error,warning passes on the .changes, and every
#     override has its reason on the line before it;
#   * each package, unpacked with dpkg -x, holds exactly the files listed
#     here (no .la, no tests), with no RPATH/RUNPATH and hardened ELF files;
#   * libdlti0's symbols file lists exactly what libdlti.so.0 exports;
#   * debian/tests/installed and debian/tests/python (the autopkgtests)
#     pass on the unpacked tree: `import dlti` from python3-dlti loads the
#     unpacked libdlti.so.0 by soname.
# Skipped without dpkg-buildpackage, dh or lintian, or outside a git
# checkout with debian/.  DLTI_DEB_BUILD_OPTIONS replaces the build's
# DEB_BUILD_OPTIONS (default: nocheck; `make check` runs the tests).

. "$SRCDIR/t/lib.sh"

for tool in dpkg-buildpackage dh lintian readelf git; do
    if ! command -v $tool >/dev/null 2>&1; then
        echo "1..0 # SKIP $tool is not installed"
        exit 0
    fi
done
if [ ! -f "$SRCDIR/debian/control" ] ||
    ! git -C "$SRCDIR" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    echo "1..0 # SKIP $SRCDIR is not a git checkout with debian/"
    exit 0
fi

ma=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
arch=$(dpkg-architecture -qDEB_HOST_ARCH)
lib=usr/lib/$ma
version=$(cd "$SRCDIR" && dpkg-parsechangelog -SVersion)
version_upstream=${version%-*}

# ---- build from a copy -------------------------------------------------------

# The tracked files as they are in the working tree (new files need
# `git add`); deleted ones are left out.
mkdir "$T/src"
(cd "$SRCDIR" && git ls-files -z -c | xargs -0 sh -c \
    'for f; do [ -e "$f" ] || [ -L "$f" ] && printf "%s\0" "$f"; done' sh |
    tar --null -T - -cf -) | tar -xf - -C "$T/src" ||
    { echo "Bail out! cannot copy the tracked files of $SRCDIR"; exit 1; }
snapshot() {
    (cd "$T/src" && find . -path ./.git -prune -o -print | sort |
        while IFS= read -r f; do
            if [ -f "$f" ] && [ ! -L "$f" ]; then
                printf '%s %s\n' "$(cksum <"$f")" "$f"
            else
                printf '%s\n' "$f"
            fi
        done)
}
snapshot >"$T/before"

# Without make check-deb's MAKEFLAGS: its variables (TEST_LOGS,
# TEST_SUITE_LOG) would reach the package's own make check.
started=$(date +%s)
run env -u MAKEFLAGS -u MFLAGS -u MAKEOVERRIDES -u MAKELEVEL \
    sh -c "cd '$T/src' && DEB_BUILD_OPTIONS='${DLTI_DEB_BUILD_OPTIONS-nocheck}' \
    dpkg-buildpackage -us -uc -b -jauto"
is_rc 0 "dpkg-buildpackage -us -uc -b builds the packages"
diag "build: $(($(date +%s) - started)) s"
if [ "$RC" -ne 0 ]; then
    tail -n 30 "$OUT" | diag_file /dev/stdin
    tail -n 10 "$ERR" | diag_file /dev/stdin
    done_testing
fi

run sh -c "cd '$T/src' && debian/rules clean"
is_rc 0 "debian/rules clean"
snapshot >"$T/after"
is_file "$T/after" "$T/before" "the tree after debian/rules clean is the tree before the build"

changes="$T/dlti_${version}_$arch.changes"
run lintian --fail-on error,warning "$changes"
is_rc 0 "lintian --fail-on error,warning passes on the .changes"
diag_file "$OUT"

# An override line (not a comment, not blank) follows a comment line.
bare=$(for f in "$SRCDIR"/debian/*.lintian-overrides; do
        [ -f "$f" ] || continue
        awk -v f="${f##*/}" '/^[ \t]*$/ {prev = ""; next}
            !/^#/ && prev !~ /^#/ {print f ":" NR}
            {prev = $0}' "$f"
    done)
is "$bare" "" "every lintian override has a one-line reason above it"

# ---- what each package holds -------------------------------------------------

# The files and symlinks under ROOT (directories left out), one a line.
contents() {
    (cd "$1" && find . ! -type d | sed 's|^\./||' | sort)
}

doc() { # PACKAGE: the files every package has in /usr/share/doc and lintian's
    printf '%s\n' "usr/share/doc/$1/changelog.Debian.gz" \
        "usr/share/doc/$1/copyright" "usr/share/lintian/overrides/$1"
}

expect_libdlti0() {
    printf '%s\n' "$lib/libdlti.so.0" "$lib/libdlti.so.0.0.0"
    for p in func gpu llvm ptr test; do
        echo "$lib/dlti/plugins/$p.so"
    done
    doc libdlti0
}
expect_libdlti_dev() {
    printf '%s\n' usr/include/dlti/dlti.h usr/include/dlti/plugin.h \
        usr/include/dlti/version.h \
        "$lib/libdlti.so" "$lib/pkgconfig/dlti.pc" \
        usr/share/doc/libdlti-dev/plugins.md.gz
    for f in Makefile README demo.c demo.mlir; do
        echo "usr/share/doc/libdlti-dev/examples/plugin/$f"
    done
    doc libdlti-dev
}
expect_dlti() {
    printf '%s\n' usr/bin/dlti usr/share/man/man1/dlti.1.gz
    doc dlti
}
expect_python3_dlti() { # no _config.py (debian/not-installed), no .pyc
    for f in __init__ _debuginfo _diag _diff _layout _lib _module _scope _version _views; do
        echo "usr/lib/python3/dist-packages/dlti/$f.py"
    done
    echo usr/lib/python3/dist-packages/dlti/py.typed
    doc python3-dlti
}

mkdir "$T/root"
deb_of() { # PACKAGE: its .deb (python3-dlti is Architecture: all)
    case $1 in
    python3-*) echo "$T/${1}_${version}_all.deb" ;;
    *) echo "$T/${1}_${version}_$arch.deb" ;;
    esac
}
for pkg in libdlti0 libdlti-dev dlti python3-dlti; do
    deb=$(deb_of "$pkg")
    if [ ! -f "$deb" ]; then
        fail "$pkg: ${deb##*/} was built"
        continue
    fi
    mkdir "$T/$pkg"
    dpkg -x "$deb" "$T/$pkg" && dpkg -x "$deb" "$T/root"
    contents "$T/$pkg" >"$T/$pkg.got"
    expect_$(echo "$pkg" | tr - _) | sort >"$T/$pkg.want"
    is_file "$T/$pkg.got" "$T/$pkg.want" "$pkg holds exactly its files"
done
# dh_strip makes a -dbgsym package for each package with ELF files (unless
# DEB_BUILD_OPTIONS has noddebs): debug files only.
for deb in "$T"/*-dbgsym_*.deb; do
    [ -f "$deb" ] || continue
    pkg=${deb##*/}
    pkg=${pkg%%_*}
    mkdir "$T/$pkg"
    dpkg -x "$deb" "$T/$pkg"
    contents "$T/$pkg" |
        grep -v '^usr/lib/debug/\.build-id/[0-9a-f][0-9a-f]/[0-9a-f]*\.debug$' |
        grep -v "^usr/lib/debug/\\.dwz/$ma/${pkg%-dbgsym}\\.debug\$" |
        grep -v "^usr/share/doc/$pkg\$" >"$T/$pkg.got"
    is_file "$T/$pkg.got" /dev/null "$pkg holds debug files only"
done
is "$(ls "$T"/*.deb | sed 's|.*/||; s|_.*||' | grep -v -- '-dbgsym$' |
        sort | tr '\n' ' ')" "dlti libdlti-dev libdlti0 python3-dlti " \
    "the packages built: dlti, libdlti-dev, libdlti0, python3-dlti"

field() { # PACKAGE FIELD
    dpkg-deb -f "$(deb_of "$1")" "$2"
}
is "$(field libdlti0 Multi-Arch) $(field libdlti-dev Multi-Arch) $(field dlti Multi-Arch)" \
    "same same foreign" "Multi-Arch: same (libdlti0, libdlti-dev), foreign (dlti)"
field libdlti0 Depends >"$T/dep"
like "$T/dep" "libc6 (>= " "libdlti0 depends on libc6 (dpkg-shlibdeps)"
field dlti Depends >"$T/dep"
like "$T/dep" "libdlti0 (>= $version_upstream)" \
    "dlti depends on libdlti0 (dpkg-shlibdeps, through the symbols file)"
is "$(field python3-dlti Architecture)" all "python3-dlti is Architecture: all"
is "$(field python3-dlti Depends)" \
    "libdlti0 (>= $version), libdlti0 (<< $version.1~), python3:any" \
    "python3-dlti depends on this libdlti0 (binNMU-safe range) and python3 (dh_python3)"

# ---- the ELF files -----------------------------------------------------------

elves="usr/bin/dlti $lib/libdlti.so.0.0.0 $(cd "$T/root" && ls "$lib"/dlti/plugins/*.so)"
for f in $elves; do
    readelf -d -W "$T/root/$f" >"$T/dyn"
    unlike "$T/dyn" "PATH)" "$f: no RPATH or RUNPATH"
    like "$T/dyn" "BIND_NOW" "$f: bound now (hardening)"
    readelf -l -W "$T/root/$f" >"$T/phdr"
    like "$T/phdr" "GNU_RELRO" "$f: RELRO (hardening)"
    readelf --dyn-syms -W "$T/root/$f" >"$T/syms"
    like "$T/syms" "__stack_chk_fail" "$f: stack protector (hardening)"
done
for f in usr/bin/dlti $lib/libdlti.so.0.0.0; do
    readelf --dyn-syms -W "$T/root/$f" >"$T/syms"
    ok "grep -q ' UND __[a-z]*_chk\\b' '$T/syms'" \
        "$f: fortified functions (hardening)"
done
readelf -h "$T/root/usr/bin/dlti" >"$T/hdr"
like "$T/hdr" "DYN (Position-Independent Executable file)" "usr/bin/dlti: PIE"
for f in $(cd "$T/root" && ls "$lib"/dlti/plugins/*.so); do
    readelf -d -W "$T/root/$f" >"$T/dyn"
    like "$T/dyn" "[libdlti.so.0]" "$f needs libdlti.so.0 (dpkg-shlibdeps sees it)"
done

# The symbols file: every symbol libdlti.so.0 defines, as NAME@VERSION
# (readelf prints the version node's own symbol, DLTI_0, bare).
dpkg-deb -e "$T/libdlti0_${version}_$arch.deb" "$T/control"
sed -n 's/^ \([^ ]*\) .*/\1/p' "$T/control/symbols" | sort >"$T/sym.listed"
readelf --dyn-syms -W "$T/root/$lib/libdlti.so.0.0.0" |
    awk '$7 != "UND" && $8 != "" && $1 ~ /^[0-9]+:$/ {print $8}' |
    awk '{ sub(/@@?/, "@"); if ($0 !~ /@/) $0 = $0 "@" $0; print }' |
    sort >"$T/sym.exported"
ok "[ $(wc -l <"$T/sym.exported") -ge 100 ]" \
    "libdlti.so.0 exports its API ($(wc -l <"$T/sym.exported") symbols)"
is_file "$T/sym.listed" "$T/sym.exported" \
    "libdlti0's symbols file lists exactly the symbols libdlti.so.0 exports"

# ---- the autopkgtest on the unpacked tree --------------------------------------

autopkgtest() { # TEST MIN: debian/tests/TEST on the unpacked tree, its
    # checks as ours; it must pass and run at least MIN checks.
    run env DLTI_ROOT="$T/root" sh "$SRCDIR/debian/tests/$1"
    checks=0
    while IFS= read -r line; do
        case $line in
        "ok "*) pass "$1 (unpacked): ${line#ok * - }" ;;
        "not ok "*) fail "$1 (unpacked): ${line#not ok * - }" ;;
        "#"*) echo "$line"; continue ;;
        *) continue ;;
        esac
        checks=$((checks + 1))
    done <"$OUT"
    is_rc 0 "debian/tests/$1 passes on the unpacked packages"
    ok "[ $checks -ge $2 ]" "debian/tests/$1 ran its checks ($checks)"
}
autopkgtest installed 10
autopkgtest python 4

done_testing
