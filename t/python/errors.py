"""t/t1410-python-errors.sh: bad input gives dlti.Error with the program's
diagnostic (a typo'd type, a bad file, a bad triple, a bad data layout
string, a bad scope name), a missing library or one of another version gives
dlti.Error naming it, warnings go through Python's warnings module, closed
objects refuse, plugin_path= is searched, and the README's Python example
prints what the README says."""

import os
import re
import subprocess
import sys
import warnings

from tap import BUILDDIR, SRCDIR, cli, done, is_, ok

import dlti

SCOPED = os.path.join(SRCDIR, "t", "real", "lower", "gpumod.02-nvvm.mlir")
BADSPEC = os.path.join(SRCDIR, "t", "invalid", "builtin-entry-complex.mlir")


def error_of(f, *a, **kw):
    try:
        f(*a, **kw)
    except dlti.Error as e:
        return e
    return None


def first_diag_line(err):
    for l in err.splitlines():
        if re.match(r"^(.+?:\d+:\d+: )?(error|warning|note): ", l):
            return l
    return None


# ---- bad input --------------------------------------------------------------
lay = dlti.Layout()
e = error_of(lay.query, "i32x")
rc, out, err = cli("layout", "i32x")
ok(e is not None and str(e.diagnostics[0]) == first_diag_line(err),
   "a typo'd type: dlti.Error with the program's diagnostic", f"{e} / {err}")
is_((e.diagnostics[0].file, e.diagnostics[0].line, e.diagnostics[0].column, e.diagnostics[0].severity),
    ("<command line>", 1, 1, "error"), "its location and severity")
e = error_of(lay.query, "tensor<4xi32>")
ok(e is not None and "neither the scoping op nor the type class provide data layout information"
   in e.message, "a type without a layout: dlti.Error", e)
rows = lay.query(["i32", "i32x"])
is_((rows[0].ok, rows[1].ok, rows[1].error, rows[1].size),
    (True, False, "expected non-function type", None), "in a list, a bad type's row carries its error")

e = error_of(dlti.Layout.from_file, "/nonexistent/x.mlir")
is_(e and (e.message, e.diagnostics[0].file),
    ("error: cannot open input file '/nonexistent/x.mlir': No such file or directory",
     "/nonexistent/x.mlir"), "a missing file: dlti.Error naming it")
e = error_of(dlti.Layout.from_file, BADSPEC)
rc, out, err = cli("layout", "--spec", BADSPEC, "i32")
ok(e is not None and str(e.diagnostics[0]).splitlines()[0] == first_diag_line(err),
   "a file with an invalid spec: the program's error", f"{e} / {err}")
ok(e is not None and [str(n) for n in e.diagnostics[0].notes]
   == [f"{BADSPEC}:2:49: note: the entry for complex<f32> is here"],
   "its note, located at the culprit", e and e.diagnostics)
e = error_of(dlti.Layout.from_text, "module {\n  %x = \n}\n")
rc, out, err = cli("verify", "-", stdin=b"module {\n  %x = \n}\n")
is_(e and str(e.diagnostics[0]), first_diag_line(err).replace("<stdin>", "<string>"),
    "MLIR text that does not parse: the program's error, located in <string>")

e = error_of(dlti.Layout.from_target, "bogus")
rc, out, err = cli("layout", "--target", "bogus", "i32")
is_(e and str(e).splitlines(), err.strip().splitlines(), "a bad triple: the program's error and note")
is_(e and e.diagnostics[0].notes[0].message, "unknown target triple 'bogus'", "the note names the triple")
e = error_of(dlti.Layout.from_datalayout, "e-i64:64-x")
rc, out, err = cli("layout", "--datalayout", "e-i64:64-x", "i32")
is_(e and str(e), first_diag_line(err), "a bad data layout string: LLVM's message, located in the string, as the program's")
e = error_of(dlti.Layout.from_file, SCOPED, scope="kernelz")
ok(e is not None and e.message.startswith("no scope named 'kernelz' in ")
   and e.message.endswith("its named scopes: kernels"), "a bad scope name: dlti.Error listing the scopes", e)
is_(dlti.Layout.from_file(SCOPED, scope="@kernels").query("i64").abi, 4, "scope '@kernels' is found")
e = error_of(dlti.import_datalayout, "e-i64:64-x")
is_(e and e.message, "<datalayout>:1:10: error: unknown specifier 'x'", "import of a bad string: dlti.Error, located in the string")
e = error_of(dlti.query, "module {\n  func.func @f() {\n")
ok(e is not None and e.diagnostics and e.diagnostics[0].file == "<string>", "query of bad text: dlti.Error", e)
for bad in (lambda: lay.query("i32", rules="gcc"), lambda: dlti.import_target("x", format="xml")):
    try:
        bad()
        ok(False, "a bad argument value: ValueError")
    except ValueError:
        ok(True, "a bad argument value: ValueError")

# A path or text: os.PathLike and existing files are paths, even one named
# like MLIR text; a missing file is an error, not text.
import pathlib  # noqa: E402
import tempfile  # noqa: E402

EX = os.path.join(SRCDIR, "examples", "x86_64.mlir")
with tempfile.TemporaryDirectory() as tmp:
    with open(os.path.join(tmp, "module.mlir"), "w") as fh:
        fh.write(open(EX).read())
    here = os.getcwd()
    os.chdir(tmp)
    try:
        is_(dlti.query("module.mlir"), dlti.query(pathlib.Path(EX)).replace(EX, "module.mlir"),
            "a str naming an existing file is a path (module.mlir)")
    finally:
        os.chdir(here)
e = error_of(dlti.query, "missing.mlir")
is_(e and e.message, "error: cannot open input file 'missing.mlir': No such file or directory",
    "a str naming a missing file: dlti.Error, not parsed as text")

# ---- warnings -----------------------------------------------------------------
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    dlti.import_datalayout("e-ni:1-p:64:64")
is_([(x.category, str(x.message)) for x in w],
    [(dlti.DltiWarning, "warning: unhandled data layout token: ni:1")],
    "a dropped token: a DltiWarning through the warnings module")
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    dlti.Layout.from_text("module {\n  module @a attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>>} {}\n}\n")
ok(len(w) == 1 and "the top-level module has no data layout spec" in str(w[0].message),
   "a file whose top-level module has no spec: a warning, as the program's", [str(x.message) for x in w])

# ---- lifetime ---------------------------------------------------------------------
with dlti.Layout.from_target("x86_64-linux-gnu") as l:
    is_(l.query("f80").size, 10, "a Layout in a with block answers")
e = error_of(l.query, "i32")
is_(e and e.message, "the object was closed", "after the with block: dlti.Error, no crash")

# ---- the library and plugins, in fresh interpreters ---------------------------------
def py(code, **env):
    e = dict(os.environ)
    for k, v in env.items():
        if v is None:
            e.pop(k, None)
        else:
            e[k] = v
    e["PYTHONPATH"] = os.path.join(SRCDIR, "python")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, env=e)
    return p.returncode, p.stdout.decode().strip(), p.stderr.decode().strip()


PROBE = ("import dlti\ntry:\n    print(dlti.Layout().query('i32').size)\n"
         "except dlti.Error as e:\n    print('Error:', e)\n")
rc, out, err = py(PROBE, DLTI_LIBRARY="/nonexistent/libdlti.so.0")
ok(rc == 0 and out.startswith("Error: cannot load the dlti library /nonexistent/libdlti.so.0 "
                              "(from DLTI_LIBRARY)"), "library not found: dlti.Error naming it", out + err)
fake = os.path.join(BUILDDIR, "t", "python", ".libs", "fakever.so")
rc, out, err = py(PROBE, DLTI_LIBRARY=fake)
ok(rc == 0 and out.startswith(f"Error: the dlti library {fake} is version 9.1.0, this dlti package "
                              f"{dlti.__version__} needs"), "another version: dlti.Error saying so", out + err)
is_(dlti.library()["version"], os.environ.get("PACKAGE_VERSION"), "the library's version is configure's")
is_(dlti.__version__, os.environ.get("PACKAGE_VERSION"), "the package's version is configure's")
lib = dlti.library()["path"]
ok(os.path.basename(lib) == "libdlti.so.0", "the library is loaded by its soname", lib)

plugins = os.path.join(BUILDDIR, "plugins", ".libs")
T = "import dlti\nprint(dlti.Layout.from_target('x86_64-linux-gnu'%s).query('!llvm.ptr<270>').size)\n"
crc, cout, cerr = (lambda p: (p.returncode, p.stdout, p.stderr))(subprocess.run(
    [os.environ["DLTI"], "layout", "--target", "x86_64-linux-gnu", "i32"], capture_output=True,
    env={k: v for k, v in os.environ.items() if k != "DLTI_PLUGIN_PATH"}))
rc, out, err = py(T % "", DLTI_PLUGIN_PATH=None)
is_(rc != 0, crc != 0, "without DLTI_PLUGIN_PATH the llvm plugin is found (or not) as the program finds it")
rc, out, err = py(T % f", plugin_path={plugins!r}", DLTI_PLUGIN_PATH=None)
is_((rc, out), (0, "4"), "plugin_path= finds the llvm plugin")
rc, out, err = py(T % "", DLTI_PLUGIN_PATH=plugins)
is_((rc, out), (0, "4"), "DLTI_PLUGIN_PATH finds the llvm plugin")

# ---- the README's example ------------------------------------------------------------
readme = open(os.path.join(SRCDIR, "README.md")).read()
m = re.search(r"## Python\n.*?```python\n(.*?)```\n.*?```text\n(.*?)```", readme, re.S)
if ok(m is not None, "README has a Python section with an example and its output"):
    code, want = m.group(1), m.group(2)
    ok(len(code.strip().splitlines()) == 5, "the example is 5 lines", code)
    rc, out, err = py(code)
    is_(out + "\n", want, "the README example prints what the README says")

# help(dlti) reads: the module, its classes and functions have docstrings.
undocumented = [n for n in dlti.__all__ if n != "__version__" and not getattr(dlti, n).__doc__]
is_(undocumented, [], "every public name has a docstring")
ok(len(dlti.__doc__) > 500, "the module's docstring is there")
import doctest  # noqa: E402

res = doctest.testmod(dlti, verbose=False, report=False)
is_((res.failed, res.attempted > 0), (0, True), "the docstring's example runs as written (doctest)")
is_(dlti.Error.__module__ + "." + dlti.Error.__name__, "dlti.Error", "help() names the classes dlti.*")
done()
