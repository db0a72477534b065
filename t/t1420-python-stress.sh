#!/bin/sh
# t1420-python-stress.sh - the Python module frees what it takes (RSS flat
# over 100k queries) and answers from several threads (t/python/stress.py).
exec "${SHELL:-/bin/sh}" "$SRCDIR/t/python/run.sh" stress.py
