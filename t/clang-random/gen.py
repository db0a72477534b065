#!/usr/bin/env python3
"""gen.py - random C records for t/clang-random (t/t1200-fields.sh): structs
and unions of scalars, pointers, arrays, vector_size vectors, nested
records, bit-fields (zero-width ones too), _Alignas members, packed and
aligned records and #pragma pack, each used by a global g_NAME so that clang
emits it.  Freestanding (no #include).  Deterministic: fixed seed.
Writes random.c; t/clang-layout/gen.sh makes the reference data of it."""
import random
import sys

R = random.Random(1227)
SCALARS = ["char", "short", "int", "long", "long long", "float", "double",
           "long double", "void *", "int (*%s)(int)", "unsigned char",
           "_Bool"]
VECTORS = ["v4si", "v2sf", "v8qi", "v2df"]


def member(i, records):
    name = "m%d" % i
    r = R.random()
    if r < 0.12 and records:
        return "struct %s %s;" % (R.choice(records), name)
    if r < 0.24:
        return "%s %s;" % (R.choice(VECTORS), name)
    if r < 0.38:
        w = R.choice([1, 2, 3, 5, 7, 8, 12, 17, 31])
        t = R.choice(["unsigned", "int", "unsigned char", "unsigned short"])
        # (int is 16 bits on avr and msp430)
        w = min(w, {"unsigned": 15, "int": 15, "unsigned char": 8,
                    "unsigned short": 16}[t])
        if R.random() < 0.1:
            return "%s : 0;" % t
        return "%s %s : %d;" % (t, name, w)
    t = R.choice(SCALARS)
    if "%s" in t:
        return (t % name) + ";"
    decl = "%s %s" % (t, name)
    if R.random() < 0.2:
        decl += "[%d]" % R.randint(1, 4)
    if R.random() < 0.08:
        decl = "_Alignas(%d) %s" % (R.choice([2, 4, 8, 16]), decl)
    return decl + ";"


def main():
    out = ["/* random.c - random C records (gen.py, seed 1227; do not edit).",
           " * Freestanding: no #include. */",
           "typedef int v4si __attribute__((vector_size(16)));",
           "typedef float v2sf __attribute__((vector_size(8)));",
           "typedef char v8qi __attribute__((vector_size(8)));",
           "typedef double v2df __attribute__((vector_size(16)));"]
    records = []
    for k in range(36):
        name = "r%d" % k
        kind = "union" if R.random() < 0.15 else "struct"
        members = [member(i, records) for i in range(R.randint(1, 6))]
        if all(": 0;" in m for m in members):
            members.append("char last;")
        attr = ""
        r = R.random()
        pragma = None
        if r < 0.15:
            attr = " __attribute__((packed))"
        elif r < 0.25:
            attr = " __attribute__((aligned(%d)))" % R.choice([4, 8, 16, 32])
        elif r < 0.35:
            pragma = R.choice([1, 2, 4])
        if pragma:
            out.append("#pragma pack(push, %d)" % pragma)
        out.append("%s%s %s { %s };" % (kind, attr, name, " ".join(members)))
        if pragma:
            out.append("#pragma pack(pop)")
        out.append("%s %s g_%s;" % (kind, name, name))
        if kind == "struct":
            records.append(name)
    open(sys.argv[1], "w").write("\n".join(out) + "\n")


main()
