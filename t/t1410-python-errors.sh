#!/bin/sh
# t1410-python-errors.sh - the Python module on bad input, a missing or
# mismatched library, warnings, plugins, the README example
# (t/python/errors.py).
exec "${SHELL:-/bin/sh}" "$SRCDIR/t/python/run.sh" errors.py
