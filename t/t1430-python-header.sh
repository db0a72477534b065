#!/bin/sh
# t1430-python-header.sh - the ctypes declarations of the Python module
# match include/dlti/dlti.h and plugin.h (t/python/header.py).
exec "${SHELL:-/bin/sh}" "$SRCDIR/t/python/run.sh" header.py
