"""C names from debug info, as tools/debug_info.c finds them: the
``#llvm.di_*`` attributes of a parsed file (read through
``dlti_attr_opaque_body``/``_ref`` from its aliases), its structs, unions
and classes with their members, matched to the file's identified LLVM
structs as clang names them; and the ``"c"`` key of a ``--fields`` row and
the rows of ``--structs`` (tools/fields.c, tools/structs.c)."""

from __future__ import annotations

import re
from ctypes import byref, c_int, c_size_t, c_uint64, c_void_p, string_at
from typing import Any, Dict, Iterator, List, Optional, Tuple

from . import _lib

_KIND = {"DW_TAG_structure_type": "struct", "DW_TAG_union_type": "union",
         "DW_TAG_class_type": "class"}
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_KEY = re.compile(r" *([A-Za-z_][A-Za-z0-9_]*) *= *")


class DAttr:
    """A debug attribute: its mnemonic, keys (value spans) and refs."""

    __slots__ = ("a", "body", "mnemonic", "keys", "refs")

    def __init__(self, lib: Any, a: int) -> None:
        ns, n = c_void_p(), c_size_t()
        p = lib.dlti_attr_opaque_body(a, byref(ns), byref(n))
        self.a = a
        self.body = ""
        self.mnemonic = None
        self.keys: Dict[str, Tuple[int, int]] = {}
        self.refs: List[Tuple[int, int]] = []
        if not p or string_at(ns.value) != b"llvm":
            return
        self.body = string_at(p).decode("utf-8", "surrogateescape")
        lt = self.body.find("<")
        if lt < 0:
            return
        self.mnemonic = self.body[:lt]
        for i in range(n.value):
            at = c_size_t()
            r = lib.dlti_attr_opaque_ref(a, i, byref(at))
            if r:
                self.refs.append((at.value, r))
        self._keys(lt + 1)

    def _keys(self, i: int) -> None:
        # body_keys of tools/debug_info.c: strings and brackets skipped
        # whole; at most 24 keys; a key named twice counts once (the first).
        b, depth, kv = self.body, 1, []
        m = _KEY.match(b, i)
        if m:
            kv.append([m.group(1), m.end(), m.end()])
        while i < len(b) and depth > 0:
            c = b[i]
            if c == '"':
                i += 1
                while i < len(b) and b[i] != '"':
                    i += 2 if b[i] == "\\" and i + 1 < len(b) else 1
                if i >= len(b):
                    break
            elif c in "<([{":
                depth += 1
            elif c in ">)]}":
                depth -= 1
                if depth == 0 and kv:
                    kv[-1][2] = i
            elif c == "," and depth == 1:
                m = _KEY.match(b, i + 1)
                if m:
                    if kv:
                        kv[-1][2] = i
                    if len(kv) >= 24:
                        break
                    kv.append([m.group(1), m.end(), m.end()])
            i += 1
        if kv and kv[-1][2] < kv[-1][1]:
            kv[-1][2] = i
        for k, v0, v1 in kv:
            self.keys.setdefault(k, (v0, v1))

    def text(self, key: str) -> Optional[str]:
        if key not in self.keys:
            return None
        a, e = self.keys[key]
        return self.body[a:e].rstrip(" ")

    def is_(self, key: str, word: str) -> bool:
        return self.text(key) == word

    def num(self, key: str) -> int:
        m = re.match(r"\d*", self.text(key) or "")
        return int(m.group(0)) if m and m.group(0) else 0

    def string(self, key: str) -> Optional[str]:
        s = self.text(key)
        if s is None or len(s) < 2 or s[0] != '"' or s[-1] != '"':
            return None
        return unescape(s[1:-1])

    def ref(self, key: str, i: int = 0) -> Optional[int]:
        if key not in self.keys:
            return None
        a, e = self.keys[key]
        inside = [r for at, r in self.refs if a <= at <= e]
        return inside[i] if i < len(inside) else None

    def has_flag(self, flag: str) -> bool:
        s = self.text("flags") or ""
        return re.search(r"(?<![A-Za-z0-9_])" + flag + r"(?![A-Za-z0-9_])", s) is not None


def unescape(s: str) -> str:
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c != "\\" or i + 1 >= len(s):
            out.append(c)
        elif s[i + 1] in "nt":
            out.append("\n" if s[i + 1] == "n" else "\t")
            i += 1
        elif i + 2 < len(s) and re.match(r"[0-9a-fA-F]{2}", s[i + 1:i + 3]):
            out.append(chr(int(s[i + 1:i + 3], 16)))
            i += 2
        else:
            i += 1
            out.append(s[i])
        i += 1
    return "".join(out)


def struct_head(lib: Any, t: int) -> Tuple[Optional[str], bool]:
    """An identified struct's name and whether it has no body, read from a
    bounded print grown until they fit (struct_head of tools/debug_info.c:
    the whole text of a DAG of identified structs is exponential)."""
    head, tail = '!llvm.struct<"', ", opaque>"
    size = 256
    while True:
        cut = c_int(0)
        s = _lib.take_string(lib, lib.dlti_type_to_string_bounded(t, size, byref(cut)))
        if s is None:
            raise MemoryError("dlti_type_to_string_bounded")
        m = re.match(r'!llvm\.struct<"((?:[^"\\]|\\.)*)"', s)
        if m and (not cut.value or len(s) - m.end() >= len(tail)):
            rest = s[m.end():]
            return unescape(m.group(1)), rest == ">" or rest.startswith(tail)
        if not cut.value or (not s.startswith(head) and len(s) >= len(head)):
            return None, False  # whole, or not an identified struct
        size *= 4


def identified_structs(lib: Any, ctx: int) -> List[Tuple[int, str]]:
    """The context's identified LLVM structs with a body, by name (as
    llvm_cb and di_load of tools/debug_info.c): taken when the file is
    parsed, before any TYPE of a query defines more."""
    out: List[Tuple[int, str]] = []

    @_lib.TYPE_FN
    def on_type(t: int, user: Any) -> int:
        name, opaque = struct_head(lib, t)
        if name is None or opaque:
            return 0
        out.append((t, name))
        return 0

    lib.dlti_context_walk_types(ctx, on_type, None)
    out.sort(key=lambda s: s[1].encode("utf-8", "surrogateescape"))
    return out


class Member:
    __slots__ = ("name", "type", "suffix", "offset", "size", "bitfield", "bit", "bits", "comp")


def _without_own_args(name: str) -> int:
    """The length of a C++ record's name without its own template
    arguments (as without_own_args of tools/debug_info.c)."""
    if not name.endswith(">"):
        return len(name)
    depth = 0
    for i in range(len(name) - 1, -1, -1):
        if name[i] == ">":
            depth += 1
        elif name[i] == "<":
            depth -= 1
            if depth == 0:
                return i
    return len(name)


def _close_angles(s: str) -> str:
    """DWARF's "a<b<c> >" as clang's LLVM names spell it, "a<b<c>>"."""
    out = []
    for i, ch in enumerate(s):
        if ch == " " and i > 0 and s[i - 1] == ">" and i + 1 < len(s) and s[i + 1] == ">":
            continue
        out.append(ch)
    return "".join(out)


class Comp:
    __slots__ = ("attr", "kind", "cname", "base", "size", "m", "llvm", "rec_id", "decl",
                 "empty")


class DebugInfo:
    """The debug types of a parsed file and its identified LLVM structs."""

    def __init__(self, lib: Any, top: int, structs: List[Tuple[int, str]]) -> None:
        self.lib = lib
        self.comps: List[Comp] = []
        self._by_attr: Dict[int, Comp] = {}
        self.structs: List[Tuple[int, str]] = []
        self._cache: Dict[int, Any] = {}
        typedefs: List[Tuple[Optional[int], str]] = []
        seen, stack = set(), []

        def push(a: int) -> None:
            if a not in seen:
                seen.add(a)
                stack.append(a)

        @_lib.ALIAS_FN
        def on_alias(name: Any, n: int, value: int, user: Any) -> int:
            if value and lib.dlti_attr_opaque_body(value, None, None):
                push(value)
            return 0

        lib.dlti_file_attr_aliases(top, on_alias, None)
        while stack:
            a = stack.pop()
            d = DAttr(lib, a)
            if d.mnemonic is None:
                continue
            for _, r in d.refs:
                if lib.dlti_attr_opaque_body(r, None, None):
                    push(r)
            if (d.mnemonic == "di_composite_type" and d.text("tag") in _KIND
                    and not d.is_("isRecSelf", "true")):
                c = Comp()
                c.attr, c.kind, c.llvm = a, _KIND[d.text("tag")], None
                c.rec_id = d.text("recId")
                self.comps.append(c)
                self._by_attr[a] = c
            elif d.mnemonic == "di_derived_type" and d.is_("tag", "DW_TAG_typedef"):
                name = d.string("name")
                if name is not None:
                    typedefs.append((d.ref("baseType"), name))
        self._names(typedefs)
        for c in self.comps:
            self._members(c)

        self.structs = structs

    # ---- names --------------------------------------------------------------

    def _rec_target(self, d: DAttr) -> DAttr:
        if not d.is_("isRecSelf", "true") or d.text("recId") is None:
            return d
        for c in self.comps:
            if c.rec_id is not None and c.rec_id == d.text("recId"):
                return DAttr(self.lib, c.attr)
        return d

    def _qualifier(self, d: DAttr, depth: int = 0) -> str:
        sc = d.ref("scope")
        if not sc or depth > 32:
            return ""
        p = DAttr(self.lib, sc)
        if p.mnemonic == "di_namespace":
            name = p.string("name")
            return self._qualifier(p, depth + 1) + (name if name is not None else
                                                    "(anonymous namespace)") + "::"
        if p.mnemonic == "di_composite_type":
            p = self._rec_target(p)
            if p.mnemonic != "di_composite_type":
                return ""
            name = p.string("name")
            return self._qualifier(p, depth + 1) + (name + "::" if name is not None else "")
        return ""

    def _names(self, typedefs: List[Tuple[Optional[int], str]]) -> None:
        for c in self.comps:
            d = DAttr(self.lib, c.attr)
            c.size = d.num("sizeInBits") // 8
            c.decl = d.has_flag("FwdDecl")
            c.empty = None
            name = d.string("name")
            lname = None
            if name is not None:
                q = self._qualifier(d)
                lname = _close_angles(q + name[:_without_own_args(name)])
                name = q + name
            td = None
            if name is None:
                for of, n in typedefs:
                    if of == c.attr:
                        td = n
                        break
            if name is None and td is not None:
                c.cname = td
            else:
                c.cname = f"{c.kind} {name if name is not None else '{...}'}"
            c.base = f"{c.kind}.{lname if lname is not None else td if td is not None else 'anon'}"

    def _type_name(self, a: Optional[int], depth: int = 0) -> Tuple[str, str, int, Optional[Comp]]:
        """(type, suffix, size, comp) as type_name of tools/debug_info.c."""
        if not a:
            return "void", "", 0, None
        if depth > 64:
            return "...", "", 0, None
        d = DAttr(self.lib, a)
        if d.mnemonic == "di_basic_type":
            n = d.string("name")
            return (n if n is not None else "?"), "", d.num("sizeInBits") // 8, None
        if d.mnemonic == "di_derived_type":
            b = d.ref("baseType")
            size = d.num("sizeInBits") // 8 if "sizeInBits" in d.keys else 0
            tag = d.text("tag")
            if tag == "DW_TAG_typedef":
                n = d.string("name")
                _, _, bs, comp = self._type_name(b, depth + 1)
                return (n if n is not None else "?"), "", size or bs, comp
            if tag == "DW_TAG_pointer_type":
                t, suf, _, _ = self._type_name(b, depth + 1)
                return t + " *", suf, size, None
            if tag in ("DW_TAG_const_type", "DW_TAG_volatile_type", "DW_TAG_atomic_type"):
                pre = {"DW_TAG_const_type": "const ", "DW_TAG_volatile_type": "volatile ",
                       "DW_TAG_atomic_type": "_Atomic "}[tag]
                t, suf, bs, comp = self._type_name(b, depth + 1)
                return pre + t, suf, size or bs, comp
            t, suf, bs, comp = self._type_name(b, depth + 1)
            return t, suf, size or bs, comp
        if d.mnemonic == "di_composite_type":
            tgt = self._rec_target(d)
            if tgt.a != a and tgt.mnemonic == "di_composite_type":
                d, a = tgt, tgt.a
            tag = d.text("tag")
            if tag in _KIND or tag == "DW_TAG_enumeration_type":
                c = self._by_attr.get(a)
                if c is not None:
                    t = c.cname
                else:
                    n = d.string("name")
                    t = ("enum " if tag == "DW_TAG_enumeration_type" else "") + \
                        (n if n is not None else "{...}")
                return t, "", d.num("sizeInBits") // 8, c
            if tag == "DW_TAG_array_type":
                t, suf, _, _ = self._type_name(d.ref("baseType"), depth + 1)
                i = 0
                while True:
                    r = d.ref("elements", i)
                    if not r:
                        break
                    s = DAttr(self.lib, r)
                    if s.mnemonic == "di_subrange":
                        suf += f"[{s.num('count')}]"
                    i += 1
                return t, suf or "[]", d.num("sizeInBits") // 8, None
            return "?", "", 0, None
        if d.mnemonic == "di_subroutine_type":
            return "function", "", 0, None
        return "?", "", 0, None

    def _empty_record(self, a: Optional[int], depth: int = 0) -> bool:
        """As empty_record of tools/debug_info.c."""
        if depth > 64:
            return False
        k = 0
        while a and k < 16:
            md = DAttr(self.lib, a)
            if md.mnemonic != "di_derived_type" or md.text("tag") not in (
                    "DW_TAG_typedef", "DW_TAG_const_type", "DW_TAG_volatile_type"):
                break
            a = md.ref("baseType")
            k += 1
        if not a:
            return False
        d = DAttr(self.lib, a)
        if d.mnemonic != "di_composite_type":
            return False
        t = self._rec_target(d)
        if t.a != a:
            if t.mnemonic != "di_composite_type":
                return False
            d = t
        c = self._by_attr.get(d.a)
        if c is not None and c.empty is not None:
            return c.empty is True
        if c is not None:
            c.empty = False  # (a base cycle: not empty)
        if d.has_flag("FwdDecl"):
            empty = d.num("sizeInBits") <= 8
        else:
            empty = True
            for md in self._derived(d):
                if md.is_("tag", "DW_TAG_inheritance"):
                    empty = (not md.has_flag("Virtual")
                             and self._empty_record(md.ref("baseType"), depth + 1))
                elif md.is_("tag", "DW_TAG_member") and not md.has_flag("StaticMember"):
                    empty = False
                if not empty:
                    break
        if c is not None:
            c.empty = empty
        return empty

    def _derived(self, d: DAttr) -> Iterator[DAttr]:
        """The di_derived_type elements of composite d: its members, its
        bases (methods are subprograms)."""
        i = 0
        while True:
            e = d.ref("elements", i)
            i += 1
            if not e:
                return
            md = DAttr(self.lib, e)
            if md.mnemonic == "di_derived_type":
                yield md

    def _members(self, c: Comp) -> None:
        d = DAttr(self.lib, c.attr)
        c.m = []
        for md in self._derived(d):
            ancestor = md.is_("tag", "DW_TAG_inheritance")
            if (md.has_flag("Virtual") if ancestor else
                    not md.is_("tag", "DW_TAG_member") or md.has_flag("StaticMember")):
                continue
            m = Member()
            name = "<ancestor>" if ancestor else md.string("name")
            m.name = name if name is not None else ""
            bits, off = md.num("sizeInBits"), md.num("offsetInBits")
            m.type, m.suffix, tsize, m.comp = self._type_name(md.ref("baseType"))
            if ancestor:
                bits = 0 if self._empty_record(md.ref("baseType")) else tsize * 8
            m.bitfield = not ancestor and (
                md.has_flag("Bitfield") or bits % 8 != 0 or off % 8 != 0
                or bool(tsize and not m.suffix and bits < tsize * 8))
            if m.bitfield and tsize:
                m.offset = off // (tsize * 8) * tsize
                m.bit, m.bits, m.size = off - m.offset * 8, bits, tsize
            else:
                m.offset, m.size, m.bit, m.bits = off // 8, bits // 8, 0, bits
            c.m.append(m)
        c.m.sort(key=lambda x: x.offset)  # (stable: in offset order)
        end = 0
        for j, m in enumerate(c.m):
            if m.size == 1 and m.name == "<ancestor>" and (
                    (j + 1 < len(c.m) and c.m[j + 1].offset == m.offset)
                    or (j > 0 and end > m.offset)):
                m.size = m.bits = 0
            end = max(end, m.offset + m.size)

    # ---- matching -------------------------------------------------------------

    def matched(self, dl: int) -> Dict[int, Comp]:
        """LLVM type -> C type, matched under layout dl (as di_load)."""
        if dl in self._cache:
            return self._cache[dl]
        lib = self.lib
        taken: Dict[int, Comp] = {}
        for c in self.comps:
            c.llvm = None

        def named_like(n: str, base: str) -> bool:
            return n == base or (n.startswith(base + ".") and n[len(base) + 1:].isdigit())

        def alloc(t: int) -> Optional[int]:
            s = _lib.dlti_size()
            return s.value if lib.dlti_type_alloc_size(dl, t, byref(s)) == 0 else None

        def candidate(c: Comp, exact: bool) -> Optional[int]:
            if c.decl:
                return None
            found, sized = [], []
            for t, n in self.structs:
                if t in taken or not named_like(n, c.base) or (exact and n != c.base):
                    continue
                found.append(t)
                if alloc(t) == c.size:
                    sized.append(t)
            return found[0] if len(found) == 1 else sized[0] if len(sized) == 1 else None

        def pair(t: int, c: Comp) -> None:
            taken[t] = c
            c.llvm = t

        names = dict(self.structs)

        def propagate() -> bool:
            changed = False
            for c in self.comps:
                if c.llvm is None:
                    continue
                n, agg = c_size_t(), c_int()
                if lib.dlti_type_num_fields(dl, c.llvm, byref(n), byref(agg)) or not agg.value:
                    continue
                for m in c.m:
                    if (m.comp is None or m.comp.llvm is not None or m.comp.decl
                            or m.bitfield):
                        continue
                    for f in range(n.value):
                        fi = _lib.dlti_field_info()
                        if (lib.dlti_type_field(dl, c.llvm, f, byref(fi)) or fi.offset != m.offset
                                or fi.type not in names or fi.type in taken
                                or not named_like(names[fi.type], m.comp.base)):
                            continue
                        pair(fi.type, m.comp)
                        changed = True
                        break
            return changed

        for c in self.comps:
            same = sum(1 for x in self.comps if x.base == c.base)
            if same == 1:
                t = candidate(c, True)
                if t is not None:
                    pair(t, c)
        while propagate():
            pass
        for c in self.comps:
            if c.llvm is None:
                t = candidate(c, False)
                if t is not None:
                    pair(t, c)
        while propagate():
            pass
        self._cache[dl] = dict(taken)
        return self._cache[dl]


def sums(c: Comp) -> Dict[str, Any]:
    """di_sum and di_holes: pahole's totals of a C type."""
    end, holes, sm, nb, bits = 0, [], 0, 0, 0
    for i, m in enumerate(c.m):
        if m.bitfield:
            nb += 1
            bits += m.bits
        else:
            sm += m.size
        if c.kind != "union" and i > 0 and m.offset > end:
            holes.append({"offset": end, "size": m.offset - end, "before": i})
        end = max(end, m.offset + m.size)
    return {"holes": holes, "sum_members": sm, "bitfields": nb, "bits": bits,
            "padding": c.size - end if c.size > end else 0}


def owners(lib: Any, dl: int, t: int, c: Comp, llvm: bool) -> List[Optional[int]]:
    """fields_c_owners: the LLVM member holding each C member."""
    out: List[Optional[int]] = [None] * len(c.m)
    if c.kind == "union":
        return out
    n, agg = c_size_t(), c_int()
    if lib.dlti_type_num_fields(dl, t, byref(n), byref(agg)) or not agg.value:
        return out
    k = 0
    for i in range(n.value):
        if k >= len(c.m):
            break
        fi = _lib.dlti_field_info()
        s = _lib.dlti_size()
        lib.dlti_type_field(dl, t, i, byref(fi))
        (lib.dlti_type_alloc_size if llvm else lib.dlti_type_size)(dl, fi.type, byref(s))
        while k < len(c.m) and (c.m[k].offset < fi.offset + s.value or c.m[k].offset == fi.offset):
            out[k] = i
            k += 1
    return out


def c_json(lib: Any, dl: int, t: int, c: Comp, llvm: bool) -> Dict[str, Any]:
    """The "c" key of a --fields row (fields_c_json)."""
    own = owners(lib, dl, t, c, llvm)
    members = []
    for m, o in zip(c.m, own):
        d: Dict[str, Any] = {"name": m.name, "type": m.type, "suffix": m.suffix,
                             "offset": m.offset, "size": m.size}
        if m.bitfield:
            d["bit_offset"], d["bits"] = m.bit, m.bits
        d["field"] = o
        members.append(d)
    s = sums(c)
    return {"type": c.cname, "kind": c.kind, "size": c.size, "members": members,
            "holes": s["holes"], "sum_members": s["sum_members"], "bitfields": s["bitfields"],
            "bits": s["bits"], "padding": s["padding"]}


def structs(lib: Any, dl: int, di: DebugInfo, llvm: bool, sort: str) -> List[Dict[str, Any]]:
    """The rows of --structs (tools/structs.c)."""
    from . import _views

    match = di.matched(dl)
    rows = []
    for t, name in di.structs:
        c = match.get(t)
        row: Dict[str, Any] = {"name": name, "c": c.cname if c else None}
        size, abi = _lib.dlti_size(), c_uint64()
        st = lib.dlti_type_size(dl, t, byref(size)) or lib.dlti_type_abi_alignment(dl, t, byref(abi))
        if st == 0:
            st, f = _views.fields(lib, dl, t, llvm, types=False)
        if st:
            row["error"] = _lib.load().dlti_status_string(st).decode()
            rows.append(row)
            continue
        nmem = len(f["fields"]) if f.get("fields") is not None else 0
        holes = f.get("holes") or []
        h, sh, pad = len(holes), sum(x["size"] for x in holes), f.get("padding", 0)
        if c is not None:
            s = sums(c)
            nmem, h, sh, pad = len(c.m), len(s["holes"]), sum(x["size"] for x in s["holes"]), s["padding"]
        row.update({"size": size.value, "align": abi.value, "members": nmem, "holes": h,
                    "sum_holes": sh, "padding": pad, "wasted": sh + pad})
        rows.append(row)
    if sort == "wasted":
        rows.sort(key=lambda r: (-r.get("wasted", 0), r["name"].encode("utf-8", "surrogateescape")))
    elif sort == "size":
        rows.sort(key=lambda r: (-r.get("size", 0), r["name"].encode("utf-8", "surrogateescape")))
    return rows
