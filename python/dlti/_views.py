"""The parts of a ``dlti layout --format=json`` row and of the layout's
properties that take more than the five answers, rebuilt from the C API
exactly as tools/ prints them: the other rules' answers (tools/fields.c,
rules_compare), the members (fields_json), the explanation (tools/explain.c),
memref strides (tools/layout_memref.c) and the properties
(tools/effective.c).  t/t1400-python.sh compares them with the program's
JSON."""

from __future__ import annotations

from ctypes import byref, c_int, c_int64, c_size_t, c_uint, c_uint32, c_uint64, c_void_p, string_at
from typing import Any, Dict, List, Optional, Tuple

from . import _lib

FIELDS_JSON_MAX = 65536
OFFSETS_COMPARED = 65536
EXPLAIN_DEPTH = 4
QUERY_NAMES = ("size", "abi", "preferred", "index")
WHY_NAMES = ("entry", "nearest-entry", "default", "type", "derived", "scope-op", "dialect")

PROP_NAMES = ("alloca_memory_space", "default_memory_space", "endianness",
              "function_pointer_alignment", "global_memory_space",
              "legal_int_widths", "mangling_mode", "program_memory_space",
              "stack_alignment")
_PROP_FUNCS = ("dlti_layout_alloca_memory_space", "dlti_layout_default_memory_space",
               "dlti_layout_endianness", "dlti_layout_function_pointer_alignment",
               "dlti_layout_global_memory_space", "dlti_layout_legal_int_widths",
               "dlti_layout_mangling_mode", "dlti_layout_program_memory_space")
_PROP_NONE = ("0 : ui32", "0 : ui32", '""',
              "#dlti.function_pointer_alignment<0, function_dependent = false>",
              "0 : ui32", "array<i32>", '""', "0 : ui32", "0 : index")


class Answers:
    """The five answers for a type (a failing status in ``status``)."""

    __slots__ = ("status", "size", "bits", "scalable", "bits_scalable", "abi",
                 "preferred", "index")

    def __init__(self, lib: Any, dl: int, t: int) -> None:
        s, b = _lib.dlti_size(), _lib.dlti_size()
        a, p, i, has = c_uint64(), c_uint64(), c_uint64(), c_int()
        st = (lib.dlti_type_size(dl, t, byref(s))
              or lib.dlti_type_size_in_bits(dl, t, byref(b))
              or lib.dlti_type_abi_alignment(dl, t, byref(a))
              or lib.dlti_type_preferred_alignment(dl, t, byref(p))
              or lib.dlti_type_index_bitwidth(dl, t, byref(i), byref(has)))
        self.status = st
        self.size, self.scalable = s.value, bool(s.scalable)
        self.bits, self.bits_scalable = b.value, bool(b.scalable)
        self.abi, self.preferred = a.value, p.value
        self.index: Optional[int] = i.value if has.value else None

    def as_dict(self) -> Dict[str, Any]:
        return {"size": self.size, "bits": self.bits,
                "scalable": self.scalable or self.bits_scalable, "abi": self.abi,
                "preferred": self.preferred, "index": self.index}

    def key(self) -> Tuple:
        return (self.size, self.scalable, self.bits, self.abi, self.preferred, self.index)


def alloc_size(size: int, abi: int) -> int:
    """The size rounded up to the ABI alignment (tools/fields.c)."""
    r = size % abi if abi else 0
    return size + (abi - r) if r and size <= 2**64 - 1 - (abi - r) else size


def store_alloc(lib: Any, dl: int, t: int) -> Tuple[int, Dict[str, int]]:
    """(status, {"store_size", "alloc_size"}): LLVM's store and alloc sizes
    of every row (tools/cmd_layout.c)."""
    s, a = _lib.dlti_size(), _lib.dlti_size()
    st = (lib.dlti_type_store_size(dl, t, byref(s))
          or lib.dlti_type_alloc_size(dl, t, byref(a)))
    return st, {"store_size": s.value, "alloc_size": a.value}


def _other_offsets(lib: Any, dl: int, other: int, t: int) -> Optional[List[int]]:
    """The other rules' offsets of t's members when one differs
    (tools/fields.c, offsets_differ), else None."""
    n, n2, agg, agg2 = c_size_t(), c_size_t(), c_int(), c_int()
    if (lib.dlti_type_num_fields(dl, t, byref(n), byref(agg)) or not agg.value
            or lib.dlti_type_num_fields(other, t, byref(n2), byref(agg2))
            or n2.value != n.value):
        return None
    offs, differ = [], False
    # A huge array's first OFFSETS_COMPARED members and its last, as
    # tools/fields.c compares and lists them.
    count = n.value
    idx = (list(range(OFFSETS_COMPARED)) + [count - 1]
           if count > OFFSETS_COMPARED + 1 else range(count))
    for i in idx:
        f1, f2 = _lib.dlti_field_info(), _lib.dlti_field_info()
        if lib.dlti_type_field(dl, t, i, byref(f1)) or lib.dlti_type_field(other, t, i, byref(f2)):
            return None
        differ = differ or f1.offset != f2.offset
        offs.append(f2.offset)
    return offs if differ else None


def rules_diff(lib: Any, dl: int, other: Optional[int], t: int) -> Optional[Dict[str, Any]]:
    """The other rules' size, abi, preferred and stride (and member offsets
    when one differs) when they place data otherwise (rules_compare), else
    None."""
    if not other:
        return None
    mine, theirs = Answers(lib, dl, t), Answers(lib, other, t)
    # rules_compare stops at the first failing query of its six.
    if mine.status or theirs.status:
        return None
    stride = alloc_size(theirs.size, theirs.abi)
    differs = (mine.abi != theirs.abi or alloc_size(mine.size, mine.abi) != stride
               or mine.scalable != theirs.scalable)
    if not differs and mine.size != theirs.size:
        n, agg = c_size_t(), c_int()
        differs = lib.dlti_type_num_fields(dl, t, byref(n), byref(agg)) == 0 and bool(agg.value)
    offsets = _other_offsets(lib, dl, other, t)
    if not differs and offsets is None:
        return None
    out: Dict[str, Any] = {"size": theirs.size, "abi": theirs.abi,
                           "preferred": theirs.preferred, "stride": stride}
    if offsets is not None:
        out["offsets"] = offsets
    return out


def type_str(lib: Any, t: int) -> str:
    s = _lib.take_string(lib, lib.dlti_type_to_string(t))
    if s is None:
        raise MemoryError("dlti_type_to_string")
    return s


def attr_str(lib: Any, a: int) -> str:
    s = _lib.take_string(lib, lib.dlti_attr_to_string(a))
    if s is None:
        raise MemoryError("dlti_attr_to_string")
    return s


def _member(lib: Any, dl: int, t: int, i: int,
            llvm: bool) -> Tuple[int, Optional[Tuple[int, int, int, int]]]:
    # Under LLVM's rules a member occupies its alloc size (tools/fields.c).
    f, s, a = _lib.dlti_field_info(), _lib.dlti_size(), c_uint64()
    size_of = lib.dlti_type_alloc_size if llvm else lib.dlti_type_size
    st = (lib.dlti_type_field(dl, t, i, byref(f)) or size_of(dl, f.type, byref(s))
          or lib.dlti_type_abi_alignment(dl, f.type, byref(a)))
    if st:
        return st, None
    return 0, (f.type, f.offset, s.value, a.value)


def fields(lib: Any, dl: int, t: int, llvm: bool = False,
           types: bool = True) -> Tuple[int, Dict[str, Any]]:
    """(status, keys) of --fields in JSON: fields_total, fields, holes,
    padding; {"fields": None} for a type without members.  Without
    `types`, a member's "type" is None (the --structs rows need none, and
    a member that is a DAG of structs prints exponentially long)."""
    n, agg, size = c_size_t(), c_int(), _lib.dlti_size()
    st = lib.dlti_type_num_fields(dl, t, byref(n), byref(agg))
    if st:
        return st, {}
    if agg.value and (st := lib.dlti_type_size(dl, t, byref(size))):
        return st, {}
    if not agg.value:
        return 0, {"fields": None}
    out: Dict[str, Any] = {}
    total = count = n.value
    if count > FIELDS_JSON_MAX:
        out["fields_total"] = count
        count = FIELDS_JSON_MAX
    members = []
    for i in range(count):
        st, m = _member(lib, dl, t, i, llvm)
        if st:
            return st, {}
        members.append(m)
    out["fields"] = [{"index": i, "type": type_str(lib, m[0]) if types else None, "offset": m[1],
                      "size": m[2], "abi": m[3]} for i, m in enumerate(members)]
    holes, end = [], 0
    for i, (_, off, sz, _a) in enumerate(members):
        if i > 0 and off > end:
            holes.append({"offset": end, "size": off - end, "before": i})
        end = max(end, off + sz)
    if total > count:
        st, m = _member(lib, dl, t, total - 1, llvm)
        if st:
            return st, {}
        end = m[1] + m[2]
    out["holes"] = holes
    out["padding"] = size.value - end if size.value > end else 0
    return 0, out


def packable(lib: Any, dl: int, t: int, llvm: bool) -> Tuple[int, Dict[str, Any]]:
    """(status, {"packable": {"size", "order"}}) of --packable (tools/fields.c):
    a non-packed !llvm.struct's size with its members by decreasing ABI
    alignment (stable), and that order; {} for any other type."""
    ts = type_str(lib, t)
    if not ts.startswith("!llvm.struct<"):
        return 0, {}
    p = 13
    if ts[p:p + 1] == '"':
        p += 1
        while p < len(ts) and ts[p] != '"':
            p += 2 if ts[p] == "\\" and p + 1 < len(ts) else 1
        if p < len(ts):
            p += 1
        if ts.startswith(", ", p):
            p += 2
    if ts[p:p + 1] != "(":
        return 0, {}
    n, agg = c_size_t(), c_int()
    st = lib.dlti_type_num_fields(dl, t, byref(n), byref(agg))
    if st or not agg.value or n.value < 2:
        return st, {}
    members = []
    for i in range(n.value):
        st, m = _member(lib, dl, t, i, llvm)
        if st:
            return st, {}
        members.append(m)
    order = sorted(range(n.value), key=lambda i: -members[i][3])
    at, most = 0, 1
    for i in order:
        _, _, sz, abi = members[i]
        at = alloc_size(at, abi) + sz
        most = max(most, abi)
    return 0, {"packable": {"size": alloc_size(at, most), "order": order}}


def memref(lib: Any, t: int, printed: str) -> Dict[str, Any]:
    """The memref keys of a row (tools/layout_memref.c), {} for others."""
    if not printed.startswith("memref<"):
        return {}
    rank = c_size_t()
    # Unranked, or a layout that is not strided: no strides.
    if printed.startswith("memref<*") or lib.dlti_memref_strides(t, 0, None, byref(rank), None, None):
        return {"strides": None, "offset": None, "contiguous": False}
    r = rank.value
    strides, order = (c_int64 * (r + 1))(), (c_uint32 * (r + 1))()
    off, ext, contig = c_int64(), c_int(), c_int()
    ok = (lib.dlti_memref_strides(t, r, strides, None, byref(off), byref(ext)) == 0
          and lib.dlti_memref_contiguous(t, r, order, byref(contig)) == 0)
    if not ok:
        return {"strides": None, "offset": None, "contiguous": False}
    dyn = -(2**63)
    out: Dict[str, Any] = {"strides": [None if s == dyn else s for s in strides[:r]],
                           "offset": None if off.value == dyn else off.value,
                           "contiguous": bool(contig.value)}
    if contig.value:
        out["order"] = list(order[:r])
    if ext.value:
        out["extension"] = True
    return out


# ---- --explain ---------------------------------------------------------------

def _entry_text(lib: Any, e: int) -> str:
    kt = lib.dlti_entry_key_type(e)
    ks = lib.dlti_entry_key_string(e)
    key = type_str(lib, kt) if kt else '"%s"' % (ks or b"").decode("utf-8", "replace")
    v = lib.dlti_entry_value(e)
    val = attr_str(lib, v) if v else "?"
    return f"{key} = {val}"


def scope_words(lib: Any, op: int, label: Optional[str]) -> str:
    """The scope op in the words of tools/explain.c."""
    n = c_size_t()
    sym = lib.dlti_op_symbol_name(op, byref(n))
    loc = lib.dlti_op_loc(op)
    name = lib.dlti_op_name(op).decode()
    module = name == "builtin.module"
    parent = lib.dlti_op_parent(op)
    if loc.line == 0 and label:
        return label
    s = ("the top-level module" if module and not parent else "module" if module
         else f"'{name}'")
    if sym:
        s += " @" + _lib.counted(sym, n.value)
    elif parent and loc.line:
        s += f" at {loc.line}:{loc.col}"
    return s


def _explain_one(lib: Any, dl: int, t: int, q: int, label: Optional[str],
                 depth: int) -> Optional[Dict[str, Any]]:
    x = _lib.dlti_explanation()
    if lib.dlti_explain(dl, t, q, byref(x)):
        return None
    out: Dict[str, Any] = {"why": WHY_NAMES[x.why] if 0 <= x.why < len(WHY_NAMES) else "?",
                           "rule": (x.rule or b"").decode("utf-8", "replace"),
                           "entry": _entry_text(lib, x.entry) if x.entry else None}
    if x.entry and x.entry_loc.line:
        out["at"] = "%s:%d:%d" % ((x.entry_loc.file or b"").decode("utf-8", "replace"),
                                  x.entry_loc.line, x.entry_loc.col)
    else:
        out["at"] = None
    out["scope"] = scope_words(lib, x.entry_scope, label) if x.entry_scope else None
    out["inherited"] = bool(x.inherited)
    out["entries"] = x.n_entries
    if x.overrides:
        out["overrides"] = {"entry": _entry_text(lib, x.overrides),
                            "scope": scope_words(lib, x.overrides_scope, label)}
    if x.why == 4 and x.via:  # DLTI_WHY_DERIVED
        out["via"] = type_str(lib, x.via)
        out["via_query"] = QUERY_NAMES[x.via_query]
        if depth + 1 < EXPLAIN_DEPTH:
            out["via_explain"] = _explain_one(lib, dl, x.via, x.via_query, label, depth + 1)
    return out


def explain(lib: Any, dl: int, t: int, label: Optional[str]) -> Dict[str, Any]:
    """The "explain" object of a row: what decided each answer."""
    out = {QUERY_NAMES[q]: _explain_one(lib, dl, t, q, label, 0) for q in range(4)}
    # Under LLVM's rules: the string answered by and where it came from.
    src = c_void_p()
    s = lib.dlti_data_layout_llvm_string(dl, byref(src))
    if s is not None:
        out["llvm_data_layout"] = s.decode("utf-8", "replace")
        out["llvm_data_layout_source"] = (string_at(src.value) if src.value
                                          else b"").decode("utf-8", "replace")
    return out


# ---- the layout itself -----------------------------------------------------------

def prop_values(lib: Any, dl: int) -> Optional[List[Tuple[str, str, bool]]]:
    """(name, attribute text, has an entry) of the identifier properties, as
    the query pass gives them; None when the stack alignment is no integer."""
    stack = c_uint64()
    if lib.dlti_layout_stack_alignment(dl, byref(stack)):
        return None
    out = []
    for i, fn in enumerate(_PROP_FUNCS):
        a = getattr(lib, fn)(dl)
        out.append((PROP_NAMES[i], attr_str(lib, a) if a else _PROP_NONE[i], bool(a)))
    out.append((PROP_NAMES[8], f"{stack.value} : index", stack.value != 0))
    return out


def _key_rank(lib: Any, t: int) -> Tuple[int, int]:
    """Builtin scalars first, as the program shows them (tools/effective.c):
    integers, then floats, each by width, then vectors, other builtin
    types, dialect types; entry order otherwise."""
    w, sign, rank, elem = c_uint(), c_int(), c_uint(), c_void_p()
    if type_str(lib, t).startswith("!"):
        return (4, 0)
    if lib.dlti_type_is_integer(t, byref(w), byref(sign)):
        return (0, w.value)
    if lib.dlti_type_is_float(t, byref(w)):
        return (1, w.value)
    return (2 if lib.dlti_type_is_vector(t, byref(rank), byref(elem)) else 3, 0)


def entry_key_types(lib: Any, dl: int, index: Optional[int]) -> List[int]:
    """The types the layout's entries are keyed by (not `index`), each once,
    in the program's order."""
    seen: List[int] = []
    i = 0
    while True:
        e = lib.dlti_layout_entry(dl, i)
        i += 1
        if not e:
            break
        t = lib.dlti_entry_key_type(e)
        if t and t != index and t not in seen:
            seen.append(t)
    return sorted(seen, key=lambda t: _key_rank(lib, t))


def _short_row(lib: Any, dl: int, t: int) -> Optional[Dict[str, Any]]:
    a = Answers(lib, dl, t)
    if a.status:
        return None
    return {"type": type_str(lib, t), "size": a.size, "bits": a.bits, "abi": a.abi,
            "preferred": a.preferred, "index": a.index}


def properties(lib: Any, ctx: int, dl: int) -> Optional[Dict[str, Any]]:
    """The JSON of ``dlti layout`` without TYPE; None after an error."""
    props = prop_values(lib, dl)
    if props is None:
        return None
    it = lib.dlti_index_type(ctx)
    keys = entry_key_types(lib, dl, it)
    idx = _short_row(lib, dl, it) if it else None
    if idx is None:
        return None
    rows = []
    for t in keys:
        r = _short_row(lib, dl, t)
        if r is None:
            return None
        rows.append(r)
    out: Dict[str, Any] = {
        "properties": {n: {"value": v, "entry": e} for n, v, e in props},
        "index_bitwidth": _index_bits(lib, dl, it),
        "index": idx, "entry_types": rows}
    sys_spec = lib.dlti_layout_target_system_spec(dl)
    if not sys_spec:
        out["target_system_spec"] = None
    else:
        devs = []
        i = 0
        while (dev := lib.dlti_entry_list_at(sys_spec, i)):
            i += 1
            spec = lib.dlti_entry_value(dev)
            ps: Dict[str, str] = {}
            j = 0
            while (p := lib.dlti_entry_list_at(spec, j)):
                j += 1
                k = lib.dlti_entry_key_string(p)
                v = lib.dlti_entry_value(p)
                ps[(k or b"").decode("utf-8", "replace")] = attr_str(lib, v) if v else ""
            devs.append({"device": (lib.dlti_entry_key_string(dev) or b"").decode("utf-8", "replace"),
                         "properties": ps})
        out["target_system_spec"] = devs
    return out


def _index_bits(lib: Any, dl: int, it: int) -> int:
    i, has = c_uint64(), c_int()
    lib.dlti_type_index_bitwidth(dl, it, byref(i), byref(has))
    return i.value
