"""Diagnostics, the exception dlti.Error and the warning class, and the
context wrapper that collects a C context's diagnostics during a call."""

from __future__ import annotations

import os
import threading
import warnings
import weakref
from dataclasses import dataclass, field
from typing import Any, Iterable, List, Optional, Sequence, Tuple, Union

from . import _lib


@dataclass(frozen=True)
class Diagnostic:
    """One diagnostic of the library (or of the module, for a file it could
    not read): ``severity`` is "error", "warning", "note" or "remark";
    ``file``, ``line`` and ``column`` locate it (``line`` 0: no location);
    ``notes`` are the notes reported right after it."""

    severity: str
    message: str
    file: Optional[str] = None
    line: int = 0
    column: int = 0
    notes: Tuple["Diagnostic", ...] = field(default=())

    def location(self) -> str:
        """"file:line:col" as the dlti program prints it ("" without a line)."""
        if self.file and self.line:
            return f"{self.file}:{self.line}:{self.column}"
        return ""

    def __str__(self) -> str:
        loc = self.location()
        head = f"{loc}: {self.severity}: {self.message}" if loc else f"{self.severity}: {self.message}"
        return "\n".join([head] + [str(n) for n in self.notes])


class Error(Exception):
    """The one exception of the module: bad input (a type, a file, a triple,
    a data layout string, a scope name), a library that cannot be loaded or
    has another version.  ``diagnostics`` lists what the library reported
    (errors with their notes; may be empty), ``status`` names the C status
    ("parse error", ...) or is None."""

    def __init__(self, message: str, diagnostics: Sequence[Diagnostic] = (),
                 status: Optional[str] = None) -> None:
        super().__init__(message)
        self.message = message
        self.diagnostics: List[Diagnostic] = list(diagnostics)
        self.status = status


class DltiWarning(UserWarning):
    """A warning of the library (a refused plugin, a dropped data layout
    token, ...), issued through Python's :mod:`warnings`; ``diagnostic``
    holds it."""

    def __init__(self, diagnostic: Diagnostic) -> None:
        super().__init__(str(diagnostic))
        self.diagnostic = diagnostic


def load():
    """The library, or dlti.Error when it cannot be loaded."""
    try:
        return _lib.load()
    except _lib.LibraryError as e:
        raise Error(str(e)) from None


def _dec(b: Optional[bytes]) -> Optional[str]:
    return None if b is None else b.decode("utf-8", "replace")


def group(raw: Iterable[Tuple[int, Optional[str], int, int, str]]) -> List[Diagnostic]:
    """Diagnostics with each note attached to the one before it."""
    out: List[Diagnostic] = []
    for sev, file, line, col, msg in raw:
        d = Diagnostic(_lib.SEVERITIES[sev] if 0 <= sev < 4 else "error", msg, file, line, col)
        if d.severity == "note" and out:
            last = out[-1]
            out[-1] = Diagnostic(last.severity, last.message, last.file, last.line,
                                 last.column, last.notes + (d,))
        else:
            out.append(d)
    return out


def _free_context(lib: Any, ptr: int, handler: Any) -> None:
    lib.dlti_context_free(ptr)


PluginPath = Union[None, str, os.PathLike, Sequence[Union[str, os.PathLike]]]


def plugin_dirs(plugin_path: PluginPath) -> List[str]:
    """The directories of a plugin_path= argument: a list, or one string of
    colon-separated directories."""
    if plugin_path is None:
        return []
    if isinstance(plugin_path, (str, os.PathLike)):
        return [d for d in os.fspath(plugin_path).split(":") if d]
    return [os.fspath(d) for d in plugin_path]


class Context:
    """A C context (dlti_context) with a diagnostic handler that collects.

    Every call into the context goes through ``call`` (or inside ``with
    ctx.session():``), under the context's lock: the C contract lets one
    thread at a time parse, verify and query one layout, so a Python object
    shared by threads serializes its calls here."""

    def __init__(self, plugin_path: PluginPath = None) -> None:
        lib = load()
        self.lib = lib
        self.lock = threading.RLock()
        self._raw: List[Tuple[int, Optional[str], int, int, str]] = []
        ptr = lib.dlti_context_new()
        if not ptr:
            raise MemoryError("dlti_context_new")
        self.ptr: int = ptr
        raw = self._raw

        def handler(user: Any, sev: int, loc: Any, msg: Optional[bytes]) -> None:
            l = loc.contents if loc else None
            raw.append((sev, _dec(l.file) if l else None, l.line if l else 0,
                        l.col if l else 0, _dec(msg) or ""))

        self._handler = _lib.DIAG_HANDLER(handler)
        lib.dlti_context_set_diag_handler(ptr, self._handler, None)
        self._finalizer = weakref.finalize(self, _free_context, lib, ptr, self._handler)
        for d in plugin_dirs(plugin_path):
            if lib.dlti_context_add_plugin_dir(ptr, os.fsencode(d)) == _lib.ERR_NOMEM:
                raise MemoryError("dlti_context_add_plugin_dir")

    def close(self) -> None:
        """Frees the C context now (it is freed when collected otherwise)."""
        with self.lock:
            self._finalizer()

    @property
    def closed(self) -> bool:
        return not self._finalizer.alive

    def check_open(self) -> None:
        if self.closed:
            raise Error("the object was closed")

    def take(self) -> List[Diagnostic]:
        """The diagnostics reported since the last take, grouped."""
        raw = list(self._raw)
        del self._raw[:]
        return group(raw)

    def status_string(self, st: int) -> str:
        return self.lib.dlti_status_string(st).decode()

    def fail(self, st: int, what: str, diags: Optional[List[Diagnostic]] = None) -> Error:
        """The Error for a failed call: its first error, or `what: STATUS`."""
        diags = self.take() if diags is None else diags
        emit_warnings(diags)
        errs = [d for d in diags if d.severity == "error"]
        msg = str(errs[0]) if errs else f"{what}: {self.status_string(st)}"
        return Error(msg, errs or [Diagnostic("error", f"{what}: {self.status_string(st)}")],
                     self.status_string(st))

    def done(self) -> List[Diagnostic]:
        """After a call that succeeded: its warnings issued, diagnostics returned."""
        diags = self.take()
        emit_warnings(diags)
        return diags


def emit_warnings(diags: Iterable[Diagnostic]) -> None:
    for d in diags:
        if d.severity == "warning":
            warnings.warn(DltiWarning(d), stacklevel=4)


def read_file(path: str) -> Tuple[str, bytes]:
    """(path, contents) of a file; dlti.Error naming it when unreadable."""
    try:
        with open(path, "rb") as f:
            return path, f.read()
    except OSError as e:
        d = Diagnostic("error", f"cannot open input file '{path}': {e.strerror}", path)
        raise Error(str(d), [d], "I/O error") from None


_MLIR_STARTS = ("module", "func.", '"', "#", "!", "{", "//", "%", "^", "builtin.")


def read_source(source: Union[str, bytes, os.PathLike]) -> Tuple[str, bytes]:
    """(name, text) of a source: an os.PathLike is a path; bytes are text; a
    str is a path when it has no line break and names an existing file, or
    does not start like MLIR text (then a missing file is dlti.Error), and
    MLIR text otherwise, named "<string>"."""
    if isinstance(source, bytes):
        return "<string>", source
    if isinstance(source, os.PathLike):
        return read_file(os.fspath(source))
    if "\n" not in source and (os.path.exists(source) or
                               not source.lstrip().startswith(_MLIR_STARTS)):
        return read_file(source)
    return "<string>", source.encode("utf-8")
