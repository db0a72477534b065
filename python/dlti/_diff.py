"""dlti.diff: what differs between two layouts, as ``dlti diff`` says it."""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence

from . import _views
from ._diag import Error
from ._layout import Layout, _rules

BATTERY = ("i1", "i8", "i16", "i32", "i64", "i128", "f16", "bf16", "tf32", "f32",
           "f64", "f80", "f128", "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ",
           "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU", "f6E2M3FN",
           "f6E3M2FN", "f4E2M1FN", "index", "vector<4xi32>", "vector<2xi64>",
           "vector<4xf32>", "vector<2xf64>", "vector<8xi16>")


class Diff:
    """The differences between layouts ``a`` and ``b``: ``differ`` (also the
    truth value), ``properties`` (identifier properties that differ: name,
    a, b), ``types`` (types whose answers differ: type, a, b) and
    ``as_dict()``, the JSON of ``dlti diff --format=json``."""

    def __init__(self, d: Dict[str, Any]) -> None:
        self._d = d

    @property
    def differ(self) -> bool:
        return bool(self._d["differ"])

    @property
    def properties(self) -> List[Dict[str, Any]]:
        return self._d["properties"]

    @property
    def types(self) -> List[Dict[str, Any]]:
        return self._d["types"]

    def __bool__(self) -> bool:
        return self.differ

    def as_dict(self) -> Dict[str, Any]:
        import copy

        return copy.deepcopy(self._d)

    def __repr__(self) -> str:
        return (f"Diff(differ={self.differ}, properties={len(self.properties)}, "
                f"types={len(self.types)})")


def _keys(layout: Layout, dl: int, out: List[str]) -> None:
    lib = layout._lib
    i = 0
    while (e := lib.dlti_layout_entry(dl, i)):
        i += 1
        t = lib.dlti_entry_key_type(e)
        if not t:
            continue
        s = _views.type_str(lib, t)
        name = None
        if s[:1] == "i" and s[1:2].isdigit():
            name = "i" + s[1:]
        elif s[:1] in "su" and s[1:2] == "i" and s[2:3].isdigit():
            name = "i" + s[2:]
        elif s.startswith("!"):
            name = s
        if name and name not in out:
            out.append(name)


def _answers(layout: Layout, dl: int, text: str) -> tuple:
    ctx = layout._ctx
    ctx.take()
    st, t = layout._parse(text)
    a = _views.Answers(layout._lib, dl, t) if st == 0 else None
    if st == 0:
        st = a.status
    if st:
        raise ctx.fail(st, text)
    ctx.done()
    return a, _views.type_str(layout._lib, t)


def diff(a: Layout, b: Layout, types: Optional[Sequence[str]] = None,
         rules: str = "mlir") -> Diff:
    """What differs between layouts ``a`` and ``b``, as ``dlti diff LAYOUT_A
    LAYOUT_B [TYPE...] --format=json`` says it: the identifier properties and
    the types whose size, bits, alignments or index bitwidth differ.
    Without ``types``, the program's battery (the integer widths and
    dialect types either layout has entries for, every builtin float,
    index, !llvm.ptr with an LLVM layout, a few vectors).  A type that fails
    in either layout is dlti.Error (the program's exit status 2)."""
    r = _rules(rules)
    # Both locks, always in the same order: diff(a, b) and diff(b, a) in
    # two threads must not wait for each other.
    first, second = sorted((a._ctx, b._ctx), key=id)
    with first.lock, second.lock:
        dla, dlb = a._dl(r), b._dl(r)
        pa = _views.prop_values(a._lib, dla)
        pb = _views.prop_values(b._lib, dlb)
        if pa is None or pb is None:
            raise (a if pa is None else b)._ctx.fail(1, (a if pa is None else b).description)
        props = [{"name": x[0], "a": x[1], "b": y[1]} for x, y in zip(pa, pb) if x[1] != y[1]]
        names: List[str] = []
        if types is None:
            keys: List[str] = []
            _keys(a, dla, keys)
            _keys(b, dlb, keys)
            names = list(dict.fromkeys(BATTERY))
            llvm = a.kind in ("target", "datalayout") or b.kind in ("target", "datalayout") \
                or any(k.startswith("!llvm.") for k in keys)
            if llvm and "!llvm.ptr" not in names:
                names.append("!llvm.ptr")
            names += [k for k in keys if k not in names]
        else:
            names = list(dict.fromkeys(types))
        rows = []
        for n in names:
            x, printed = _answers(a, dla, n)
            y, _ = _answers(b, dlb, n)
            if x.key() != y.key():
                rows.append({"type": printed, "a": x.as_dict(), "b": y.as_dict()})
    return Diff({"a": a.description, "b": b.description, "differ": bool(props or rows),
                 "properties": props, "types": rows})
