"""Whole files and strings: ``dlti query``, ``dlti verify``, ``dlti import``
and ``dlti export`` through the C API."""

from __future__ import annotations

import ctypes
import os
from ctypes import byref, c_void_p
from typing import Any, Dict, List, Optional, Union

from . import _lib
from ._diag import Context, Diagnostic, Error, PluginPath, emit_warnings, read_source

Source = Union[str, bytes, "os.PathLike[str]"]


def query(source: Source, *, plugin_path: PluginPath = None) -> str:
    """What ``dlti query FILE`` prints: the module with the layout of every
    "test.data_layout_query" op filled in, as mlir-opt-22
    --test-data-layout-query prints it.  ``source`` is a path (a str
    without a line break that does not start like MLIR, or an os.PathLike)
    or MLIR text.  dlti.Error when it does not parse or verify."""
    name, text = read_source(source)
    ctx = Context(plugin_path)
    try:
        parts: List[bytes] = []

        def write(user: Any, data: Any, n: int) -> int:
            parts.append(ctypes.string_at(data, n))
            return 0

        fn = _lib.WRITE_FN(write)
        with ctx.lock:
            st = ctx.lib.dlti_query_source(ctx.ptr, name.encode(), text, len(text), 0, fn, None)
            if st:
                raise ctx.fail(st, name)
            ctx.done()
        # The program ends the module with a line break and a blank line.
        return b"".join(parts).decode("utf-8", "replace") + "\n"
    finally:
        ctx.close()


def verify(source: Source, *, plugin_path: PluginPath = None) -> List[Diagnostic]:
    """The diagnostics of ``dlti verify FILE`` (parsing and verifying the
    whole file): an empty list when it is valid.  Errors come with their
    notes; warnings are also issued through :mod:`warnings`.  dlti.Error only
    when the file cannot be read."""
    name, text = read_source(source)
    ctx = Context(plugin_path)
    try:
        opts = _lib.dlti_query_options(0, 1, 1, 1)
        with ctx.lock:
            ctx.lib.dlti_query_source_opts(ctx.ptr, name.encode(), text, len(text),
                                           byref(opts), None, None)
            diags = ctx.take()
        emit_warnings(diags)
        return diags
    finally:
        ctx.close()


def _import(kind: str, text: str, fmt: str, plugin_path: PluginPath) -> Union[str, Dict[str, Any]]:
    if fmt not in ("mlir", "json"):
        raise ValueError(f"format must be 'mlir' or 'json', not {fmt!r}")
    ctx = Context(plugin_path)
    try:
        raw = text.encode("utf-8")
        spec = c_void_p()
        with ctx.lock:
            st = ctx.lib.dlti_spec_import(ctx.ptr, b"llvm", kind.encode(), raw, len(raw),
                                          byref(spec))
            if st:
                raise ctx.fail(st, "import")
            s = _lib.take_string(ctx.lib, ctx.lib.dlti_attr_to_string(spec))
            diags = ctx.done()
        if s is None:
            raise MemoryError("dlti_attr_to_string")
        if fmt == "json":
            return {"spec": s, "warnings": [d.message for d in diags if d.severity == "warning"]}
        return f"module attributes {{dlti.dl_spec = {s}}} {{\n}}\n"
    finally:
        ctx.close()


def import_datalayout(datalayout: str, *, format: str = "mlir",
                      plugin_path: PluginPath = None) -> Union[str, Dict[str, Any]]:
    """What ``dlti import STRING`` prints for an LLVM data layout string: the
    module holding the #dlti.dl_spec mlir-translate-22 --import-llvm makes of
    it (``format="json"``: ``{"spec": ..., "warnings": [...]}``, the
    program's JSON).  Dropped tokens are warnings; a malformed string is
    dlti.Error with LLVM 22's message."""
    return _import("datalayout", datalayout, format, plugin_path)


def import_target(triple: str, *, format: str = "mlir",
                  plugin_path: PluginPath = None) -> Union[str, Dict[str, Any]]:
    """What ``dlti import --target TRIPLE`` prints: the spec mlir-opt-22
    --llvm-target-to-data-layout gives the triple, as import_datalayout."""
    return _import("target", triple, format, plugin_path)


def export(source: Source, scope: Optional[str] = None, *, format: str = "text",
           plugin_path: PluginPath = None) -> Union[str, Dict[str, Any]]:
    """The LLVM data layout string of the spec of a file's top-level module
    (or of its scope op ``scope``), as ``dlti export FILE`` prints it
    (without the line break; ``format="json"``: ``{"datalayout": ...}``)."""
    from ._scope import find_scope

    if format not in ("text", "json"):
        raise ValueError(f"format must be 'text' or 'json', not {format!r}")
    name, text = read_source(source)
    ctx = Context(plugin_path)
    try:
        top, out = c_void_p(), c_void_p()
        lib = ctx.lib
        with ctx.lock:
            st = lib.dlti_parse_source(ctx.ptr, name.encode(), text, len(text), byref(top))
            if st == 0:
                st = lib.dlti_verify(top)
            if st:
                raise ctx.fail(st, name)
            op = top.value if scope is None else find_scope(ctx, top.value, name, text, scope)
            st = lib.dlti_op_export(op, b"llvm", b"datalayout", byref(out))
            if st:
                raise ctx.fail(st, name)
            s = _lib.take_string(lib, out.value) or ""
            ctx.done()
        return {"datalayout": s} if format == "json" else s
    finally:
        ctx.close()
