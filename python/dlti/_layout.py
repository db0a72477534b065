"""dlti.Layout: a data layout (the default one, a target's, an LLVM data
layout string's, or a scope of an MLIR file) and its answers."""

from __future__ import annotations

import os
import warnings
from ctypes import byref, c_void_p
from typing import Any, Dict, Iterator, List, Optional, Sequence, Union, overload

from . import _debuginfo, _lib, _views
from ._diag import Context, Diagnostic, DltiWarning, Error, PluginPath, read_file

Source = Union[str, bytes, "os.PathLike[str]"]


class Row:
    """The answers for one type, as a row of ``dlti layout --format=json``.

    Attributes: ``type`` (the type as printed, or as given when it did not
    parse), ``size`` and ``bits`` (the known minimum when ``scalable``),
    ``abi`` and ``preferred`` (alignments in bytes), ``index`` (the index
    bitwidth, None for types without one), ``fields`` (the members with
    ``fields=True``: a list of dicts, None for a type without members),
    ``explain`` (with ``explain=True``), ``error`` (the message of a row
    that failed; the other answers are then None) and ``diagnostics``.
    ``as_dict()`` is the program's JSON row, key for key."""

    __slots__ = ("_d", "diagnostics")

    def __init__(self, d: Dict[str, Any], diagnostics: Sequence[Diagnostic] = ()) -> None:
        self._d = d
        self.diagnostics: List[Diagnostic] = list(diagnostics)

    def as_dict(self) -> Dict[str, Any]:
        """The row as ``dlti layout --format=json`` prints it (a copy)."""
        import copy

        return copy.deepcopy(self._d)

    # The keys a row may lack (None then): those of other kinds of rows.
    _KEYS = frozenset(("type", "size", "bits", "scalable", "abi", "preferred", "index",
                       "fields", "holes", "padding", "fields_total", "explain", "error",
                       "store_size", "alloc_size", "packable",
                       "stride", "llvm", "mlir", "strides", "offset", "contiguous", "order",
                       "extension", "c"))

    def __getattr__(self, name: str) -> Any:
        d = object.__getattribute__(self, "_d")
        if name in d:
            return d[name]
        if name in Row._KEYS:
            return None
        raise AttributeError(name)

    @property
    def ok(self) -> bool:
        """True unless the type failed (then ``error`` says why)."""
        return "error" not in self._d

    def __repr__(self) -> str:
        if not self.ok:
            return f"Row(type={self.type!r}, error={self.error!r})"
        return (f"Row(type={self.type!r}, size={self.size}, bits={self.bits}, "
                f"scalable={self.scalable}, abi={self.abi}, preferred={self.preferred}, "
                f"index={self.index})")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Row) and other._d == self._d

    __hash__ = None  # type: ignore[assignment]


_ROW_CACHE = 4096  # rows kept per Layout


def _rules(rules: str) -> int:
    try:
        return _lib.RULES[rules]
    except KeyError:
        raise ValueError(f"rules must be 'mlir' or 'llvm', not {rules!r}") from None


class Layout:
    """A data layout and the context that holds it.

    ``Layout()`` is the default layout (no spec); the class methods make the
    others.  Each Layout owns a C context (its own plugins, types and
    diagnostics); ``close()``, a ``with`` block or garbage collection frees
    it.  Threads: a Layout may be shared; its calls are serialized by a lock
    of its own (the C API lets one thread at a time query a layout), so
    threads scale over separate Layouts, not over one.

    ``plugin_path`` (a list of directories, or a colon-separated string) is
    searched first for dialect plugins, then ``$DLTI_PLUGIN_PATH``, then the
    installed plugin directory, as the dlti program searches them."""

    def __init__(self, *, plugin_path: PluginPath = None) -> None:
        self._setup(plugin_path)
        self._finish()

    # ---- construction -------------------------------------------------------

    def _setup(self, plugin_path: PluginPath) -> None:
        self._ctx = Context(plugin_path)
        self._lib = self._ctx.lib
        self._scope: Optional[int] = None   # NULL: the defaults
        self._top: Optional[int] = None     # the file's top-level op (aliases)
        self._layouts: Dict[int, int] = {}
        # Rows that succeeded, by (TYPE, rules, fields, explain): a layout's
        # answers never change, and a query again is then a lookup.
        self._rows: Dict[tuple, Row] = {}
        self._text: Optional[bytes] = None
        self.description = "the default layout"
        self.kind = "default"
        self._label: Optional[str] = None
        # --target / --datalayout: the triple or string itself, which LLVM's
        # rules read (dlti_data_layout_set_llvm_layout), as the program does.
        self._llvm: Optional[tuple] = None
        # A file's identified structs (taken when it is parsed) and its C
        # types from debug info (read when first asked for).
        self._structs: Optional[list] = None
        self._di: Optional[_debuginfo.DebugInfo] = None

    def _finish(self) -> None:
        self._dl(0)  # reports a layout that cannot be built now

    @classmethod
    def _imported(cls, kind: str, text: str, plugin_path: PluginPath) -> "Layout":
        self = cls.__new__(cls)
        self._setup(plugin_path)
        flag = "--target" if kind == "target" else "--datalayout"
        self.kind = kind
        self.description = f"{flag} {text}"
        self._label = f"the spec of {flag} {text}"
        ctx, lib = self._ctx, self._lib
        raw = text.encode("utf-8")
        self._llvm = (kind.encode(), raw)
        spec, mod = c_void_p(), c_void_p()
        with ctx.lock:
            ctx.take()
            st = lib.dlti_spec_import(ctx.ptr, b"llvm", kind.encode(), raw, len(raw), byref(spec))
            if st == 0:
                st = lib.dlti_spec_module(ctx.ptr, spec, byref(mod))
            if st == 0:
                st = lib.dlti_verify(mod)
            if st:
                raise ctx.fail(st, text)
            ctx.done()
        self._scope = mod.value
        self._finish()
        return self

    @classmethod
    def from_target(cls, triple: str, *, plugin_path: PluginPath = None) -> "Layout":
        """The layout of a target triple ("x86_64-linux-gnu"): the spec
        mlir-opt-22 --llvm-target-to-data-layout gives it (``dlti layout
        --target TRIPLE``)."""
        return cls._imported("target", triple, plugin_path)

    @classmethod
    def from_datalayout(cls, datalayout: str, *, plugin_path: PluginPath = None) -> "Layout":
        """The layout of an LLVM data layout string ("e-m:e-i64:64-..."): the
        spec mlir-translate-22 --import-llvm makes of it (``dlti layout
        --datalayout STRING``)."""
        return cls._imported("datalayout", datalayout, plugin_path)

    @classmethod
    def from_file(cls, path: Union[str, "os.PathLike[str]"], scope: Optional[str] = None, *,
                  plugin_path: PluginPath = None) -> "Layout":
        """The layout of the top-level module of an MLIR file, or of its scope
        op named ``scope`` ("a", "a::b" or "@a::@b") with the specs around it
        (``dlti layout --spec FILE [--scope NAME]``).  Types queried may use
        the file's aliases and identified struct names."""
        return cls._parsed(*read_file(os.fspath(path)), scope, plugin_path)

    @classmethod
    def from_text(cls, text: Union[str, bytes], scope: Optional[str] = None, *,
                  name: str = "<string>", plugin_path: PluginPath = None) -> "Layout":
        """As from_file, for MLIR text (named ``name`` in diagnostics)."""
        raw = text.encode("utf-8") if isinstance(text, str) else bytes(text)
        return cls._parsed(name, raw, scope, plugin_path)

    @classmethod
    def _parsed(cls, name: str, text: bytes, scope: Optional[str],
                plugin_path: PluginPath) -> "Layout":
        from ._scope import find_scope, spec_warnings

        self = cls.__new__(cls)
        self._setup(plugin_path)
        self.kind = "spec"
        self.description = f"--spec {name}" + (f" --scope {scope}" if scope else "")
        ctx, lib = self._ctx, self._lib
        self._text = text
        top = c_void_p()
        with ctx.lock:
            ctx.take()
            st = lib.dlti_parse_scopes(ctx.ptr, name.encode(), text, len(text), 0, byref(top))
            if st == 0:
                st = lib.dlti_verify(top)
            if st:
                raise ctx.fail(st, name)
            ctx.done()
            self._top = top.value
            self._scope = top.value
            if scope is not None:
                if not scope:
                    raise Error("scope needs a NAME", [Diagnostic("error", "scope needs a NAME")])
                self._scope = find_scope(ctx, top.value, name, text, scope)
            spec_warnings(lib, self._scope, name, scope is not None)
            self._structs = _debuginfo.identified_structs(lib, ctx.ptr)
        self._finish()
        return self

    # ---- lifetime -----------------------------------------------------------

    def close(self) -> None:
        """Frees the C context and its layouts; the Layout is unusable after."""
        with self._ctx.lock:
            for dl in self._layouts.values():
                self._lib.dlti_data_layout_free(dl)
            self._layouts.clear()
            self._rows.clear()
            self._ctx.close()

    def __enter__(self) -> "Layout":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<dlti.Layout {self.description}>"

    # ---- queries ------------------------------------------------------------

    def _dl(self, rules: int) -> int:
        """The private C layout of this scope under `rules` (made once)."""
        dl = self._layouts.get(rules)
        if dl:
            return dl
        ctx, lib = self._ctx, self._lib
        ctx.check_open()
        out = c_void_p()
        with ctx.lock:
            ctx.take()
            st = lib.dlti_data_layout_new(ctx.ptr, self._scope, byref(out))
            # The string or triple before the rules, which then read it
            # alone (not first the scope's spec translated to a string).
            if st == 0 and self._llvm:
                k, raw = self._llvm
                st = lib.dlti_data_layout_set_llvm_layout(out, k, raw, len(raw))
            if st == 0 and rules:
                st = lib.dlti_data_layout_set_rules(out, rules)
            if st:
                lib.dlti_data_layout_free(out)
                raise ctx.fail(st, self.description)
            ctx.done()
        # The context frees the layouts left when it is freed.
        self._layouts[rules] = out.value
        return out.value

    def _parse(self, text: str) -> tuple:
        """(status, type) of a TYPE as the program parses it."""
        raw = text.encode("utf-8")
        t = c_void_p()
        lib = self._lib
        if self._top:
            st = lib.dlti_parse_type_in(self._top, b"<command line>", raw, len(raw), byref(t))
        else:
            st = lib.dlti_parse_type_named(self._ctx.ptr, b"<command line>", raw, len(raw),
                                           byref(t))
        return st, t.value

    def _row(self, given: str, rules: int, fields: bool, explain: bool,
             packable: bool = False) -> Row:
        lib, ctx = self._lib, self._ctx
        dl, other = self._dl(rules), self._dl(1 - rules)
        ctx.take()
        st, t = self._parse(given)
        d: Dict[str, Any] = {"type": given}
        extra: Dict[str, Any] = {}
        if st == 0:
            a = _views.Answers(lib, dl, t)
            st = a.status
            if st == 0:
                d = {"type": _views.type_str(lib, t)}
                d.update(a.as_dict())
                st, sa = _views.store_alloc(lib, dl, t)
                d.update(sa)
            if st == 0:
                rd = _views.rules_diff(lib, dl, other, t)
                if rd:
                    d["stride"] = sa["alloc_size"]
                    d["llvm" if rules == 0 else "mlir"] = rd
                if fields or packable:
                    st, extra = _views.fields(lib, dl, t, rules == 1)
                    c = self._c_type(dl, t) if st == 0 and extra.get("fields") is not None else None
                    if c is not None:
                        extra["c"] = _debuginfo.c_json(lib, dl, t, c, rules == 1)
                if st == 0 and packable:
                    st, more = _views.packable(lib, dl, t, rules == 1)
                    extra.update(more)
        if st:
            diags = ctx.take()
            errs = [x for x in diags if x.severity == "error"]
            if t:
                d = {"type": _views.type_str(lib, t)}
            if errs:
                msg = errs[0].message
            else:
                what = "cannot lay out type" if t else "cannot parse type"
                msg = f"{what} '{given}': {ctx.status_string(st)}"
                errs = [Diagnostic("error", msg)]
            _emit(diags)
            d["error"] = msg
            return Row(d, errs + [x for x in diags if x.severity != "error"])
        d.update(extra)
        if explain:
            d["explain"] = _views.explain(lib, dl, t, self._label)
        d.update(_views.memref(lib, t, d["type"]))
        diags = ctx.take()
        _emit(diags)
        return Row(d, diags)

    @overload
    def query(self, types: str, rules: str = ..., fields: bool = ...,
              explain: bool = ..., packable: bool = ...) -> Row: ...

    @overload
    def query(self, types: Sequence[str], rules: str = ..., fields: bool = ...,
              explain: bool = ..., packable: bool = ...) -> List[Row]: ...

    def query(self, types: Union[str, Sequence[str]], rules: str = "mlir",
              fields: bool = False, explain: bool = False,
              packable: bool = False) -> Union[Row, List[Row]]:
        """The answers for a type (MLIR syntax: "i32", "vector<[4]xf32>",
        "!llvm.struct<(i8, f80)>"), or for each of a list of types.

        ``rules``: "mlir" (MLIR 22's DataLayout) or "llvm" (LLVM 22's, what
        clang does for C).  ``fields``: also the members of aggregates, their
        holes and tail padding.  ``explain``: also what decided each answer.
        ``packable`` (implies ``fields``; beyond pahole, advisory): for a
        non-packed !llvm.struct, its size with its members by decreasing
        alignment and that order (``dlti layout --packable``).

        One type: its Row, or dlti.Error when it cannot be parsed or laid
        out.  A list: a list of Rows, where a type that failed has a row
        with ``error`` (as ``dlti layout --format=json`` prints it)."""
        r = _rules(rules)
        single = isinstance(types, str)
        names = [types] if single else list(types)
        for n in names:
            if not isinstance(n, str):
                raise TypeError(f"a type is a str, not {type(n).__name__}")
        with self._ctx.lock:
            self._ctx.check_open()
            rows = []
            for n in names:
                key = (n, r, fields or packable, explain, packable)
                row = self._rows.get(key)
                if row is None:
                    row = self._row(n, r, fields, explain, packable)
                    if row.ok:
                        if len(self._rows) >= _ROW_CACHE:
                            self._rows.clear()
                        self._rows[key] = row
                rows.append(row)
        if single:
            row = rows[0]
            if not row.ok:
                errs = [d for d in row.diagnostics if d.severity == "error"]
                raise Error(str(errs[0]) if errs else row.error, errs)
            return row
        return rows

    def _debug_info(self) -> Optional["_debuginfo.DebugInfo"]:
        if self._di is None and self._structs is not None and self._top:
            self._di = _debuginfo.DebugInfo(self._lib, self._top, self._structs)
        return self._di

    def _c_type(self, dl: int, t: int) -> Optional["_debuginfo.Comp"]:
        di = self._debug_info()
        return di.matched(dl).get(t) if di else None

    def structs(self, rules: str = "mlir", sort: str = "name") -> List[Dict[str, Any]]:
        """The file's identified LLVM structs, as ``dlti layout --spec FILE
        --structs --format=json`` lists them: each with its C name (from
        debug info, else None), size, alignment, members, holes, sum of
        holes, padding and the bytes wasted; ``sort``: "name", "wasted" or
        "size" (the largest first).  Only for a layout from a file."""
        r = _rules(rules)
        if sort not in ("name", "wasted", "size"):
            raise ValueError(f"sort must be 'name', 'wasted' or 'size', not {sort!r}")
        if self.kind != "spec":
            raise ValueError("structs() needs a layout from a file (--structs needs --spec)")
        with self._ctx.lock:
            self._ctx.check_open()
            dl = self._dl(r)
            di = self._debug_info()
            assert di is not None
            rows = _debuginfo.structs(self._lib, dl, di, r == 1, sort)
            _emit(self._ctx.take())
            return rows

    def __iter__(self) -> Iterator[Row]:
        raise TypeError("a Layout is not iterable: use query()")

    @property
    def properties(self) -> Dict[str, Any]:
        """The layout itself, as ``dlti layout --format=json`` prints it
        without TYPE: the identifier properties (endianness, mangling mode,
        stack alignment, memory spaces, ...), the index bitwidth, the answers
        for the dialect types its entries are keyed by and its target system
        spec."""
        with self._ctx.lock:
            dl = self._dl(0)
            self._ctx.take()
            p = _views.properties(self._lib, self._ctx.ptr, dl)
            if p is None:
                raise self._ctx.fail(1, self.description)
            _emit(self._ctx.take())
            return p


def _emit(diags: Sequence[Diagnostic]) -> None:
    for d in diags:
        if d.severity == "warning":
            warnings.warn(DltiWarning(d), stacklevel=4)
