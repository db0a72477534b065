#!/bin/sh
# run.sh - runs one Python test of t/python/ (named by $1) with the Python
# configure found, the built library and plugins; a skip plan when there is
# no Python 3.8+ (configure works without it).  A library built with
# AddressSanitizer (.ci/run's _build-san) needs the ASan runtime loaded
# first, in a Python that is not: it is preloaded, leak detection off (the
# interpreter's own allocations at exit are not ours) and the tests told
# (DLTI_TEST_ASAN: RSS is ASan's own there).
: "${PYTHON:=python3}"
if [ "$PYTHON" = : ] || ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 8))' \
    >/dev/null 2>&1; then
    echo "1..0 # SKIP python3 (3.8 or later) not found"
    exit 0
fi
DLTI_LIBRARY="$BUILDDIR/.libs/libdlti.so.0"
# No __pycache__ in the source tree (read-only under distcheck anyway).
PYTHONDONTWRITEBYTECODE=1
export DLTI_LIBRARY PYTHONDONTWRITEBYTECODE
asan=$(ldd "$DLTI_LIBRARY" 2>/dev/null |
    awk '/libasan|clang_rt\.asan/ { print $3; exit }')
if [ -n "$asan" ]; then
    LD_PRELOAD="$asan${LD_PRELOAD:+:$LD_PRELOAD}"
    ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
    DLTI_TEST_ASAN=1
    export LD_PRELOAD ASAN_OPTIONS DLTI_TEST_ASAN
fi
exec "$PYTHON" "$SRCDIR/t/python/$1"
