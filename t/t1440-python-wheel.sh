#!/bin/sh
# t1440-python-wheel.sh - pip wheel python/ makes a pure wheel that loads
# libdlti.so.0 by its soname (t/python/wheel.py).
exec "${SHELL:-/bin/sh}" "$SRCDIR/t/python/run.sh" wheel.py
