"""Scope ops of a file by their symbol names ("a", "a::b", "@a::@b"), found
as ``dlti layout --spec FILE --scope NAME`` finds them (tools/scope.c), and
the warnings the program gives for a file whose top-level module has no
spec."""

from __future__ import annotations

import warnings
from ctypes import byref, c_size_t, c_void_p
from typing import Any, List, Optional, Tuple

from . import _lib
from ._diag import Context, Diagnostic, DltiWarning, Error


def _sym(lib: Any, op: int) -> Optional[str]:
    n = c_size_t()
    p = lib.dlti_op_symbol_name(op, byref(n))
    return _lib.counted(p, n.value) if p else None


def scope_path(lib: Any, top: int, op: int, at: str = "", sep: str = "::") -> Optional[str]:
    """The names of `op` and its enclosing named scopes below `top`."""
    if _sym(lib, op) is None:
        return None
    chain = []
    o = op
    while o and o != top and len(chain) < 64:
        if o == op or (lib.dlti_op_is_scope(o) and _sym(lib, o) is not None):
            chain.append(o)
        o = lib.dlti_op_parent(o)
    return sep.join(at + (_sym(lib, c) or "") for c in reversed(chain))


def _walk(lib: Any, top: int) -> List[int]:
    ops: List[int] = []

    @_lib.WALK_FN
    def visit(op: int, user: Any) -> int:
        ops.append(op)
        return 0

    lib.dlti_op_walk(top, visit, None)
    return ops


def _normalize(name: str) -> str:
    out, i = [], 0
    while i < len(name):
        if name[i] == "@" and (i == 0 or name[max(0, i - 2):i] == "::"):
            i += 1
            continue
        out.append(name[i])
        i += 1
    return "".join(out)


def _lookup(lib: Any, top: int, want: str) -> Tuple[List[int], Optional[int], List[str]]:
    scopes, other, names = [], None, []
    for op in _walk(lib, top):
        if op == top or _sym(lib, op) is None:
            continue
        path = scope_path(lib, top, op)
        is_scope = bool(lib.dlti_op_is_scope(op))
        if path == want:
            if is_scope:
                scopes.append(op)
            elif other is None:
                other = op
        if is_scope and path not in names:
            names.append(path)
    return scopes, other, names


def _error(msg: str) -> Error:
    d = Diagnostic("error", msg)
    return Error(msg, [d])


def find_scope(ctx: Context, top: int, file: str, text: bytes, name: str) -> int:
    """The scope op `name` names in `top` (read with dlti_parse_scopes);
    dlti.Error when none, several, or a symbol that is no scope does."""
    lib = ctx.lib
    want = _normalize(name)
    scopes, other, names = _lookup(lib, top, want)
    if not scopes and other is None:
        # The quick read kept scope ops only: to say what NAME is, the
        # file is read in full.
        full = c_void_p()
        ctx.take()
        st = lib.dlti_parse_source(ctx.ptr, file.encode(), text, len(text), byref(full))
        if st == 0:
            st = lib.dlti_verify(full)
        if st:
            raise ctx.fail(st, file)
        ctx.done()
        scopes, other, names = _lookup(lib, full.value, want)
        scopes = []  # found only in the full read: not the skimmed module's
    if len(scopes) == 1:
        return scopes[0]
    if len(scopes) > 1:
        a, b = lib.dlti_op_loc(scopes[0]), lib.dlti_op_loc(scopes[1])
        raise _error(
            f"scope name '{name}' is ambiguous: it names {len(scopes)} scopes of {file}, "
            f"the '{lib.dlti_op_name(scopes[0]).decode()}' at {file}:{a.line}:{a.col}, "
            f"the '{lib.dlti_op_name(scopes[1]).decode()}' at {file}:{b.line}:{b.col}"
            + (", ..." if len(scopes) > 2 else ""))
    if other is not None:
        loc = lib.dlti_op_loc(other)
        raise _error(f"'{name}' names the '{lib.dlti_op_name(other).decode()}' at "
                     f"{file}:{loc.line}:{loc.col}, which is not a data layout scope")
    if not names:
        raise _error(f"no scope named '{name}' in {file}: it has no named data layout scope")
    shown = ", ".join(names[:20]) + (f" and {len(names) - 20} more" if len(names) > 20 else "")
    raise _error(f"no scope named '{name}' in {file}; its named scopes: {shown}")


def _warn(msg: str) -> None:
    warnings.warn(DltiWarning(Diagnostic("warning", msg)), stacklevel=5)


def spec_warnings(lib: Any, scope: int, file: str, named: bool) -> None:
    """The program's warnings for a module whose llvm.data_layout string is
    all it has, or (the top-level module) that has no spec."""
    n = c_size_t()
    has_spec = bool(lib.dlti_op_attr(scope, b"dlti.dl_spec"))
    is_module = lib.dlti_op_name(scope) == b"builtin.module"
    s = lib.dlti_attr_get_string(lib.dlti_op_attr(scope, b"llvm.data_layout"), byref(n))
    if s and not has_spec and (is_module or not named):
        dl = _lib.counted(s, n.value)
        _warn(f"{file}: the module's llvm.data_layout string is not its data layout "
              f"spec: MLIR's DataLayout ignores it, the default layout is used; to use "
              f"the string, use Layout.from_datalayout({dl!r})")
    elif not named and not has_spec:
        _warn(f"{file}: the top-level module has no data layout spec (dlti.dl_spec): "
              f"the default layout is used")
