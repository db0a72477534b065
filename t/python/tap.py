"""TAP output for the Python tests of t/t14*-python*.sh, and what they share:
the environment (DLTI, SRCDIR, BUILDDIR, DLTI_LIBRARY) and running the dlti
program to compare with."""

import json
import os
import subprocess
import sys

SRCDIR = os.environ["SRCDIR"]
BUILDDIR = os.environ["BUILDDIR"]
DLTI = os.environ["DLTI"]
sys.path.insert(0, os.path.join(SRCDIR, "python"))
os.environ.setdefault("DLTI_LIBRARY", os.path.join(BUILDDIR, ".libs", "libdlti.so.0"))

_n = 0
_failed = 0


def ok(cond, what, diag=None):
    global _n, _failed
    _n += 1
    if cond:
        print(f"ok {_n} - {what}")
    else:
        _failed += 1
        print(f"not ok {_n} - {what}")
        if diag:
            for line in str(diag).splitlines()[:40]:
                print("# " + line)
    sys.stdout.flush()
    return cond


def skip(what, why):
    global _n
    _n += 1
    print(f"ok {_n} - {what} # SKIP {why}")


def is_(got, want, what):
    return ok(got == want, what, f"got:  {got!r}\nwant: {want!r}")


def done():
    print(f"1..{_n}")
    sys.exit(1 if _failed else 0)


def cli(*args, stdin=None):
    """(exit status, stdout, stderr) of the dlti program."""
    p = subprocess.run([DLTI, *args], input=stdin, capture_output=True)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def cli_json(*args):
    rc, out, err = cli(*args)
    try:
        return rc, json.loads(out), err
    except ValueError:
        return rc, None, err + out
