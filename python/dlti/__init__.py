"""dlti: the size and alignment of MLIR types, as MLIR 22 (or LLVM 22) lays
them out, from Python.

A pure-Python binding (ctypes, standard library only) of libdlti, the C
library of the dlti project; nothing runs the ``dlti`` program, and no
compiler or LLVM is needed.  Example::

    >>> import dlti
    >>> x86 = dlti.Layout.from_target("x86_64-linux-gnu")
    >>> row = x86.query("!llvm.struct<(i8, f80, i16)>", rules="llvm")
    >>> row.size, row.abi
    (48, 16)

Layouts
    :class:`Layout` (``Layout()`` is the default layout;
    ``Layout.from_target``, ``from_datalayout``, ``from_file``,
    ``from_text``), ``Layout.query`` (rows: size, bits, alignments, index
    bitwidth, members, explanations), ``Layout.properties``, and
    :func:`diff` of two layouts.  ``row.as_dict()``, ``properties`` and
    ``diff(...).as_dict()`` equal the JSON of ``dlti layout`` and ``dlti
    diff`` (``--format=json``) for the same arguments.

Files and strings
    :func:`query` (``dlti query``), :func:`verify` (``dlti verify``),
    :func:`import_datalayout`, :func:`import_target` (``dlti import``) and
    :func:`export` (``dlti export``).

Errors
    Bad input raises :class:`Error`, carrying the library's
    :class:`Diagnostic` objects (severity, file, line, column, message,
    notes); warnings go through :mod:`warnings` as :class:`DltiWarning`.

The library
    Loaded on first use by its soname ``libdlti.so.0``: the file
    ``$DLTI_LIBRARY`` names, else the library of the installation this
    package was installed with (``make install``), else the system's
    search path.  A library of another major.minor version is refused
    (:class:`Error`).  Dialect plugins (func, gpu, llvm, ptr, test) are
    found as the program finds them: ``plugin_path=`` directories, then
    ``$DLTI_PLUGIN_PATH``, then the installed plugin directory.

Threads
    Objects may be shared between threads: each :class:`Layout` holds a
    C context of its own and serializes the calls into it with a lock (the
    C API lets one thread at a time query one layout); ctypes releases the
    GIL during C calls, so separate Layouts answer in parallel.  The
    module-level functions use a context of their own per call.

Resources
    A Layout frees its C context on ``close()``, at the end of a ``with``
    block, or when it is garbage-collected.
"""

from __future__ import annotations

from typing import Any, Dict

from ._diag import Diagnostic, DltiWarning, Error
from ._diff import Diff, diff
from ._layout import Layout, Row
from ._module import export, import_datalayout, import_target, query, verify
from ._version import __version__

__all__ = ["Layout", "Row", "Diff", "Diagnostic", "Error", "DltiWarning", "diff",
           "query", "verify", "import_datalayout", "import_target", "export",
           "library", "__version__"]


for _obj in (Layout, Row, Diff, Diagnostic, Error, DltiWarning, diff, query, verify,
             import_datalayout, import_target, export):
    _obj.__module__ = __name__  # help() and tracebacks say dlti.Error, ...
del _obj


def library() -> Dict[str, Any]:
    """The loaded libdlti: ``{"path": ..., "version": ...}`` (loads it;
    :class:`Error` when it cannot be loaded or is refused)."""
    from ._diag import load
    from ._lib import library_info

    load()
    return library_info()
