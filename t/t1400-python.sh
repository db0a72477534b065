#!/bin/sh
# t1400-python.sh - the Python module answers as the dlti program, JSON for
# JSON (t/python/battery.py).
exec "${SHELL:-/bin/sh}" "$SRCDIR/t/python/run.sh" battery.py
