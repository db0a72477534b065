"""t/t1430-python-header.sh: every ctypes declaration of the Python module
(python/dlti/_lib.py) matches include/dlti/dlti.h and plugin.h: each
function exists there with the same return and argument types, each struct
has the same members in the same order with the same types, each callback
type the same signature; so that a change of the header cannot silently
break the module."""

import ctypes
import os
import re

from tap import SRCDIR, done, is_, ok

from dlti import _lib

HEADERS = [os.path.join(SRCDIR, "include", "dlti", h) for h in ("dlti.h", "plugin.h")]
text = ""
for h in HEADERS:
    with open(h) as f:
        text += f.read()
text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
text = re.sub(r"//[^\n]*", " ", text)
text = re.sub(r"^[ \t]*#.*$", " ", text, flags=re.M)

HANDLES = {"dlti_context", "dlti_type", "dlti_attr", "dlti_op", "dlti_data_layout"}
ENUMS = {"dlti_status", "dlti_severity", "dlti_layout_rules", "dlti_query_kind", "dlti_why",
         "dlti_signedness"}
STRUCTS = {"dlti_size": _lib.dlti_size, "dlti_loc": _lib.dlti_loc,
           "dlti_field_info": _lib.dlti_field_info, "dlti_explanation": _lib.dlti_explanation,
           "dlti_query_options": _lib.dlti_query_options}
CALLBACKS = {"dlti_diag_handler": _lib.DIAG_HANDLER, "dlti_walk_fn": _lib.WALK_FN,
             "dlti_write_fn": _lib.WRITE_FN, "dlti_alias_fn": _lib.ALIAS_FN,
             "dlti_type_fn": _lib.TYPE_FN}
SCALARS = {"int": ctypes.c_int, "unsigned": ctypes.c_uint, "size_t": ctypes.c_size_t,
           "uint64_t": ctypes.c_uint64, "int64_t": ctypes.c_int64, "uint32_t": ctypes.c_uint32}


def norm(c):
    c = re.sub(r"\bconst\b", "", c)
    c = re.sub(r"\s*\*\s*", "*", c)
    return " ".join(c.split()).replace(" *", "*")


def accepts(c, ct, ret=False):
    """Whether ctypes type `ct` stands for C type `c` (const dropped)."""
    c = norm(c)
    if c == "void":
        return ct is None
    if c in ENUMS:
        return ct is ctypes.c_int
    if c in SCALARS:
        return ct is SCALARS[c]
    if c in STRUCTS:
        return ct is STRUCTS[c]
    if c in CALLBACKS:
        return ct is CALLBACKS[c]
    if c.endswith("_fn") or c.endswith("_handler"):  # a callback passed as NULL
        return ct is ctypes.c_void_p
    if c == "char*":
        # a string owned by the library (c_char_p), counted (POINTER(c_char)),
        # or one to free with dlti_free (c_void_p, returned)
        return ct in (ctypes.c_char_p, ctypes.POINTER(ctypes.c_char)) or (ret and ct is ctypes.c_void_p)
    if c in ("void*",) or (c.endswith("*") and c[:-1] in HANDLES):
        return ct is ctypes.c_void_p
    if c.endswith("*"):
        inner = c[:-1]
        if not (isinstance(ct, type) and issubclass(ct, ctypes._Pointer)):
            return False
        if inner == "char*":  # char **: an out string to free
            return ct._type_ is ctypes.c_void_p
        if inner.endswith("*") and inner[:-1] in HANDLES:
            return ct._type_ is ctypes.c_void_p
        return accepts(inner, ct._type_)
    return False


def split_params(p):
    p = p.strip()
    if p in ("", "void"):
        return []
    out = []
    for a in p.split(","):
        a = a.strip()
        m = re.match(r"^(.*?)([A-Za-z_]\w*)$", a)
        # a parameter without a name is all type
        out.append(m.group(1) if m and m.group(1).strip() and not m.group(1).strip().endswith(",")
                   else a)
    return out


protos = {}
for m in re.finditer(r"DLTI_API\s+([^;(]*?)\b(dlti_\w+)\s*\(([^)]*)\)\s*;", text):
    protos[m.group(2)] = (m.group(1).strip(), split_params(m.group(3)))

for name, (res, args) in sorted(_lib.PROTOTYPES.items()):
    if not ok(name in protos, f"{name} is declared in the header"):
        continue
    cres, cargs = protos[name]
    ok(accepts(cres, res, ret=True), f"{name}: return type {cres}", f"ctypes: {res}")
    good = len(cargs) == len(args) and all(accepts(c, a) for c, a in zip(cargs, args))
    ok(good, f"{name}: argument types ({', '.join(norm(c) for c in cargs)})",
       f"ctypes: {[getattr(a, '__name__', a) for a in args]}")

# Structs: the members, in order, with their types.
for sname, cls in STRUCTS.items():
    m = re.search(r"typedef struct " + sname + r"\s*\{(.*?)\}\s*" + sname + r"\s*;", text, re.S)
    if not ok(m is not None, f"struct {sname} is in the header"):
        continue
    members = []
    for decl in m.group(1).split(";"):
        decl = decl.strip()
        if not decl:
            continue
        base, *names = [x.strip() for x in decl.split(",")]
        bm = re.match(r"^(.*?)([A-Za-z_]\w*)$", base)
        ctype, first = bm.group(1), bm.group(2)
        members.append((first, ctype))
        for n in names:
            members.append((n.lstrip("*").strip(), ctype.replace("*", "") + "*" * n.count("*")))
    is_([n for n, _ in members], [n for n, _ in cls._fields_], f"struct {sname}: its members, in order")
    for (n, c), (pn, pt) in zip(members, cls._fields_):
        ok(accepts(c, pt) or (norm(c).endswith("*") and norm(c)[:-1] in HANDLES | {"dlti_attr", "dlti_op", "dlti_type"}
                              and pt is ctypes.c_void_p) or (norm(c) == "char*" and pt is ctypes.c_char_p),
           f"struct {sname}.{n}: {norm(c)}", f"ctypes: {pt}")

# Callback types.
for cname, ft in CALLBACKS.items():
    m = re.search(r"typedef\s+(\w+)\s*\(\*" + cname + r"\)\s*\(([^)]*)\)\s*;", text)
    if not ok(m is not None, f"callback {cname} is in the header"):
        continue
    cres, cargs = m.group(1), split_params(m.group(2))
    ok(accepts(cres, ft._restype_, ret=True) and len(cargs) == len(ft._argtypes_)
       and all(accepts(c, a) for c, a in zip(cargs, ft._argtypes_)),
       f"callback {cname}: ({', '.join(norm(c) for c in cargs)}) -> {cres}",
       f"ctypes: {ft._argtypes_} -> {ft._restype_}")
ok(len(_lib.PROTOTYPES) >= 50, f"{len(_lib.PROTOTYPES)} functions compared")
done()
