"""t/t1440-python-wheel.sh: `pip wheel python/` makes a pure wheel
(dlti-VERSION-py3-none-any.whl) holding the package and py.typed but no
_config.py, and the package installed from it loads libdlti.so.0 by its
soname through the loader's search path (LD_LIBRARY_PATH here; ldconfig's
cache after `make install`), with DLTI_LIBRARY unset.  Skips without a
Python that has pip, setuptools and wheel (Debian: python3-pip,
python3-setuptools, python3-wheel); pip never goes to the network."""

import os
import shutil
import subprocess
import sys
import tempfile
import zipfile

from tap import BUILDDIR, SRCDIR, done, is_, ok, skip

import dlti


def has_tools(py):
    return subprocess.run([py, "-c", "import setuptools, wheel, pip"],
                          capture_output=True).returncode == 0


pys = [p for p in dict.fromkeys([sys.executable, shutil.which("python3") or "", "/usr/bin/python3"])
       if p and os.path.exists(p) and has_tools(p)]
if not pys:
    skip("pip wheel python/", "no Python with pip, setuptools and wheel")
    done()
py = pys[0]
tmp = tempfile.mkdtemp(prefix="dlti-wheel.")
try:
    src = os.path.join(tmp, "src")
    # A copy: building writes build/ and *.egg-info beside the sources.
    shutil.copytree(os.path.join(SRCDIR, "python"), src,
                    ignore=shutil.ignore_patterns("__pycache__", "build", "*.egg-info"))
    env = dict(os.environ, PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1")
    p = subprocess.run([py, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                        "-w", os.path.join(tmp, "w"), src], capture_output=True, env=env)
    name = f"dlti-{dlti.__version__}-py3-none-any.whl"
    whl = os.path.join(tmp, "w", name)
    if ok(p.returncode == 0 and os.path.exists(whl), f"pip wheel python/ makes {name}",
          p.stdout.decode()[-2000:] + p.stderr.decode()[-2000:]):
        names = set(zipfile.ZipFile(whl).namelist())
        want = {f"dlti/{m}" for m in ("__init__.py", "_version.py", "_lib.py", "_diag.py",
                                      "_layout.py", "_views.py", "_scope.py", "_diff.py",
                                      "_module.py", "py.typed")}
        is_(sorted(want - names), [], "the wheel holds every module and py.typed")
        is_(sorted(n for n in names if "_config" in n or n.endswith(".so")), [],
            "and no _config.py, no shared object: the library is found at run time")
        site = os.path.join(tmp, "site")
        p = subprocess.run([py, "-m", "pip", "install", "--no-deps", "--no-index", "--target",
                            site, whl], capture_output=True, env=env)
        ok(p.returncode == 0, "pip install of the wheel", p.stderr.decode()[-2000:])
        env2 = {k: v for k, v in os.environ.items() if k not in ("DLTI_LIBRARY", "PYTHONPATH")}
        env2["LD_LIBRARY_PATH"] = os.path.join(BUILDDIR, ".libs")
        env2["PYTHONPATH"] = site
        env2["DLTI_PLUGIN_PATH"] = os.path.join(BUILDDIR, "plugins", ".libs")
        code = ("import dlti, os\nprint(os.path.dirname(dlti.__file__) == os.path.join(%r, 'dlti'),"
                " dlti.library()['path'], dlti.Layout.from_target('x86_64-linux-gnu')"
                ".query('f80').abi)" % site)
        p = subprocess.run([py, "-c", code], capture_output=True, env=env2, cwd=tmp)
        is_(p.stdout.decode().strip(), "True libdlti.so.0 16",
            "installed from the wheel: libdlti.so.0 loaded by its soname, answers")
finally:
    shutil.rmtree(tmp, ignore_errors=True)
done()
