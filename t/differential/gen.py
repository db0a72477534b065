#!/usr/bin/env python3
"""gen.py - random modules for the differential run against mlir-opt-22.

A module is made from a seed alone (random.Random(seed)): nested builtin
modules and test.op_with_data_layout scopes, func.func bodies with
"test.data_layout_query" ops, and dlti.dl_spec attributes written inline or
through an alias, with entries for builtin integer, float and index types,
!llvm.ptr, !ptr.ptr (generic, LLVM and test memory spaces), endianness,
the memory space identifiers, stack alignment, mangling mode, legal integer
widths and function pointer alignment.  One module in three then gets a
mutation that is meant to make it invalid: a value of the wrong kind, a
repeated key, a misspelt key, a bad nesting, a missing or misplaced
terminator, a query op with two results or an operand, a scope op with a
result, or a nested spec that does not combine with the enclosing one.

usage: gen.py SEED [COUNT [DIR]]
  Writes COUNT modules (default 1), module i from seed SEED*1000003+i, to
  DIR/NNNNN.mlir (default: the first to standard output).
"""

import os
import random
import sys

INT_WIDTHS = [1, 8, 16, 32, 64, 128]
QUERY_INT_WIDTHS = [1, 3, 8, 12, 16, 24, 32, 48, 64, 96, 128, 256]
FLOATS = ["f16", "bf16", "f32", "f64", "f80", "f128"]
ALIGNS = [8, 16, 32, 64, 128]


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.aliases = []      # (name, text) written at the top
        self.func_count = 0
        self.scope_count = 0

    # ---- pieces ---------------------------------------------------------

    def pick(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def dense(self, values):
        n = len(values)
        if n == 1 and self.chance(0.5):
            return "dense<%d> : vector<1xi64>" % values[0]
        if len(set(values)) == 1 and self.chance(0.3):
            return "dense<%d> : vector<%dxi64>" % (values[0], n)
        return "dense<[%s]> : vector<%dxi64>" % (
            ", ".join(str(v) for v in values), n)

    def abi_pref(self):
        abi = self.pick(ALIGNS)
        if self.chance(0.5):
            return [abi]
        return [abi, self.pick([a for a in ALIGNS if a >= abi])]

    def memory_space(self):
        k = self.r.randrange(4)
        if k == 0:
            return "#ptr.generic_space"
        if k == 1:
            return "#llvm.address_space<%d>" % self.r.randrange(4)
        if k == 2:
            n = self.r.randrange(4)
            return "#test.const_memory_space" + ("<%d>" % n if n else "")
        return "%d : ui32" % self.r.randrange(6)

    def ptr_spec(self):
        size = self.pick([32, 64])
        abi = self.pick([a for a in ALIGNS if a <= 64])
        pref = self.pick([a for a in ALIGNS if a >= abi])
        text = "#ptr.spec<size = %d, abi = %d, preferred = %d" % (
            size, abi, pref)
        if self.chance(0.3):
            text += ", index = %d" % self.pick([16, 32, 64])
        return text + ">"

    def ptr_key_space(self):
        k = self.r.randrange(3)
        if k == 0:
            return "#ptr.generic_space"
        if k == 1:
            return "#llvm.address_space<%d>" % self.r.randrange(3)
        n = self.r.randrange(3)
        return "#test.const_memory_space" + ("<%d>" % n if n else "")

    def entry(self, kind):
        """One entry as (key, text)."""
        if kind == "int":
            w = self.pick(INT_WIDTHS)
            return ("i%d" % w, "i%d = %s" % (w, self.dense(self.abi_pref())))
        if kind == "float":
            f = self.pick(FLOATS)
            return (f, "%s = %s" % (f, self.dense(self.abi_pref())))
        if kind == "index":
            return ("index", "index = %d : i64" % self.pick([16, 32, 64]))
        if kind == "llvm.ptr":
            asp = self.r.randrange(3)
            size = self.pick([32, 64])
            abi = self.pick([a for a in ALIGNS if a <= 64])
            pref = self.pick([a for a in ALIGNS if a >= abi])
            vals = [size, abi, pref]
            if self.chance(0.4):
                vals.append(self.pick([32, 64]))
            key = "!llvm.ptr" + ("<%d>" % asp if asp else "")
            return (key, "%s = %s" % (key, self.dense(vals)))
        if kind == "ptr.ptr":
            key = "!ptr.ptr<%s>" % self.ptr_key_space()
            return (key, "%s = %s" % (key, self.ptr_spec()))
        if kind == "endianness":
            return ('"dlti.endianness"',
                    '"dlti.endianness" = "%s"' % self.pick(["little", "big"]))
        if kind in ("alloca", "global", "program", "default"):
            key = '"dlti.%s_memory_space"' % kind
            return (key, "%s = %s" % (key, self.memory_space()))
        if kind == "stack":
            return ('"dlti.stack_alignment"', '"dlti.stack_alignment" = %d : i64'
                    % self.pick([0, 32, 64, 128, 256]))
        if kind == "mangling":
            return ('"dlti.mangling_mode"', '"dlti.mangling_mode" = "%s"'
                    % self.pick(["e", "o", "m", "w"]))
        if kind == "legal":
            ws = sorted(set(self.r.sample([8, 16, 32, 64, 128], 3)))
            return ('"dlti.legal_int_widths"',
                    '"dlti.legal_int_widths" = array<i32: %s>'
                    % ", ".join(str(w) for w in ws))
        if kind == "fptr":
            return ('"dlti.function_pointer_alignment"',
                    '"dlti.function_pointer_alignment" = '
                    '#dlti.function_pointer_alignment<%d, function_dependent = %s>'
                    % (self.pick([0, 8, 32, 64]),
                       self.pick(["true", "false"])))
        raise ValueError(kind)

    def entries(self, n):
        kinds = ["int", "int", "float", "index", "llvm.ptr", "ptr.ptr",
                 "endianness", "alloca", "global", "program", "default",
                 "stack", "mangling", "legal", "fptr"]
        seen = set()
        out = []
        for _ in range(n):
            key, text = self.entry(self.pick(kinds))
            if key in seen:
                continue
            seen.add(key)
            if self.chance(0.15):
                # the #dlti.dl_entry<key, value> spelling
                k, v = text.split(" = ", 1)
                text = "#dlti.dl_entry<%s, %s>" % (k, v)
            out.append(text)
        return out

    def spec_text(self, entries):
        if entries and self.chance(0.3):
            return "#dlti.dl_spec<\n    " + ",\n    ".join(entries) + ">"
        return "#dlti.dl_spec<" + ", ".join(entries) + ">"

    def spec(self, entries=None):
        """A spec value: written inline or as a new alias."""
        if entries is None:
            entries = self.entries(self.r.randrange(0, 5))
        text = self.spec_text(entries)
        if self.chance(0.25):
            name = "#spec%d" % len(self.aliases)
            self.aliases.append((name, text))
            return name
        return text

    def query_type(self):
        k = self.r.randrange(14)
        if k < 3:
            return "i%d" % self.pick(QUERY_INT_WIDTHS)
        if k < 5:
            return self.pick(FLOATS)
        if k == 5:
            return "index"
        if k == 6:
            return "vector<%dx%s>" % (self.pick([1, 2, 3, 4, 8]),
                                      self.pick(["i8", "i32", "f32", "i1"]))
        if k == 7:
            return "complex<%s>" % self.pick(["f32", "f64", "i16"])
        if k == 8:
            return "!llvm.ptr" + self.pick(["", "<1>", "<2>"])
        if k == 9:
            return "!llvm.struct<(%s)>" % ", ".join(
                self.pick(["i8", "i32", "f64", "!llvm.ptr", "i64"])
                for _ in range(self.r.randrange(1, 4)))
        if k == 10:
            return "!llvm.array<%d x %s>" % (self.r.randrange(1, 5),
                                            self.pick(["i8", "i32", "f32"]))
        if k == 11:
            return "!ptr.ptr<%s>" % self.ptr_key_space()
        if k == 12:
            return "!test.test_type_with_layout<%d>" % self.r.randrange(1, 4)
        return "memref<4xi32>" if self.chance(0.1) else "i32"

    # ---- structure ------------------------------------------------------

    def queries(self, ind, n):
        return ["%s%%%d = \"test.data_layout_query\"() : () -> %s"
                % (ind, i, self.query_type()) for i in range(n)]

    def attr_dict(self, spec):
        return " attributes {dlti.dl_spec = %s}" % spec if spec else ""

    def func(self, ind, depth):
        self.func_count += 1
        lines = ["%sfunc.func @f%d() {" % (ind, self.func_count)]
        lines += self.queries(ind + "  ", self.r.randrange(1, 4))
        if depth < 3 and self.chance(0.4):
            lines += self.test_scope(ind + "  ", depth + 1)
        lines.append("%s  return" % ind)
        lines.append("%s}" % ind)
        return lines

    def test_scope(self, ind, depth):
        self.scope_count += 1
        lines = ['%s"test.op_with_data_layout"() ({' % ind]
        base = 100 * self.scope_count
        lines += ["%s  %%%d = \"test.data_layout_query\"() : () -> %s"
                  % (ind, base + i, self.query_type())
                  for i in range(self.r.randrange(1, 3))]
        if depth < 3 and self.chance(0.3):
            lines += self.test_scope(ind + "  ", depth + 1)
        lines.append('%s  "test.maybe_terminator"() : () -> ()' % ind)
        spec = self.spec() if self.chance(0.7) else None
        tail = " {dlti.dl_spec = %s}" % spec if spec else ""
        lines.append("%s})%s : () -> ()" % (ind, tail))
        return lines

    def module_body(self, ind, depth):
        lines = []
        for _ in range(self.r.randrange(1, 3)):
            lines += self.func(ind, depth)
        if depth < 3 and self.chance(0.35):
            spec = self.spec() if self.chance(0.7) else None
            lines.append("%smodule%s {" % (ind, self.attr_dict(spec)))
            lines += self.module_body(ind + "  ", depth + 1)
            lines.append("%s}" % ind)
        return lines

    def module(self):
        spec = self.spec() if self.chance(0.85) else None
        lines = ["module%s {" % self.attr_dict(spec)]
        lines += self.module_body("  ", 1)
        lines.append("}")
        return lines

    # ---- mutations ------------------------------------------------------

    def mutate(self, lines):
        """Applies one mutation; returns (lines, name)."""
        m = self.pick(MUTATIONS)
        return m(self, lines), m.__name__

    def render(self, lines):
        top = ["%s = %s" % a for a in self.aliases]
        return "\n".join(top + lines) + "\n"


# Each mutation gets the module's lines and returns new ones.  They insert
# text at a random func body or spec, so most make the module invalid.

def _func_lines(lines):
    return [i for i, l in enumerate(lines) if l.strip().startswith("func.func")]


def _spec_lines(lines):
    return [i for i, l in enumerate(lines) if "#dlti.dl_spec<" in l
            or "dlti.dl_spec = #spec" in l]


def _add_top_spec(g, lines, entries):
    """Gives the top module a spec made of `entries` when it has none;
    otherwise appends them to the first inline spec found."""
    for i in _spec_lines(lines):
        if "#dlti.dl_spec<" in lines[i]:
            lines[i] = lines[i].replace("#dlti.dl_spec<",
                                        "#dlti.dl_spec<" + ", ".join(entries)
                                        + (", " if not lines[i].count(
                                            "#dlti.dl_spec<>") else ""), 1)
            return lines
    for k, (name, text) in enumerate(g.aliases):
        g.aliases[k] = (name, text.replace("#dlti.dl_spec<", "#dlti.dl_spec<"
                                           + ", ".join(entries) + ", ", 1)
                        .replace(", >", ">"))
        return lines
    lines[0] = "module attributes {dlti.dl_spec = #dlti.dl_spec<%s>} {" % (
        ", ".join(entries))
    return lines


def wrong_value_kind(g, lines):
    bad = g.pick([
        "i32 = 32 : i64",
        "f32 = dense<32> : vector<1xi32>",
        "i16 = dense<[16, 32, 64]> : vector<3xi64>",
        "i64 = dense<[64, 32]> : vector<2xi64>",
        "index = dense<32> : vector<1xi64>",
        "index = 32.0",
        '"dlti.endianness" = "middle"',
        '"dlti.endianness" = 1 : i64',
        "!llvm.ptr = dense<[64, 64]> : vector<2xi64>",
        "!llvm.ptr<1> = dense<[64, 64, 32]> : vector<3xi64>",
        "!llvm.ptr = 64 : i64",
        "!ptr.ptr<#ptr.generic_space> = dense<64> : vector<1xi64>",
        "!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 33, abi = 32, preferred = 32>",
        "!ptr.ptr<#test.const_memory_space<1>> = #ptr.spec<size = 32, abi = 64, preferred = 32>",
        "vector<4xi32> = dense<32> : vector<1xi64>",
        "!test.test_type = 1 : i64",
        '"dlti.legal_int_widths" = array<i64: 8>',
        '"dlti.mangling_mode" = 1 : i32',
        '"test.key" = 1 : i64',
        '"llvm.key" = 1 : i64',
    ])
    return _add_top_spec(g, lines, [bad])


def repeated_key(g, lines):
    kind = g.pick(["int", "float", "index", "endianness", "stack", "llvm.ptr"])
    key, text = g.entry(kind)
    text2 = text
    for _ in range(20):
        k2, t2 = g.entry(kind)
        if k2 == key:
            text2 = t2
            break
    return _add_top_spec(g, lines, [text, text2])


def misspelt_key(g, lines):
    return _add_top_spec(g, lines, [g.pick([
        '"dlti.endianess" = "big"', '"dlti.stack_alignmnet" = 64 : i64',
        '"dlti.alloca_memory_spaces" = 1 : ui32', '"dlti.foo" = 1 : i64'])])


def func_in_bad_parent(g, lines):
    idx = _func_lines(lines)
    i = g.pick(idx)
    ind = lines[i][:len(lines[i]) - len(lines[i].lstrip())] + "  "
    inner = ["%sfunc.func @inner() {" % ind, "%s  return" % ind, "%s}" % ind]
    if g.chance(0.5):
        inner = (['%s"test.op_with_data_layout"() ({' % ind] +
                 ["  " + l for l in inner] +
                 ['%s  "test.maybe_terminator"() : () -> ()' % ind,
                  "%s}) : () -> ()" % ind])
    return lines[:i + 1] + inner + lines[i + 1:]


def missing_terminator(g, lines):
    idx = [i for i, l in enumerate(lines)
           if l.strip() in ("return", '"test.maybe_terminator"() : () -> ()')]
    i = g.pick(idx)
    return lines[:i] + lines[i + 1:]


def op_after_terminator(g, lines):
    idx = [i for i, l in enumerate(lines) if l.strip() == "return"]
    i = g.pick(idx)
    ind = lines[i][:len(lines[i]) - len(lines[i].lstrip())]
    extra = g.pick(['%s"func.return"() : () -> ()',
                    '%s%%999 = "test.data_layout_query"() : () -> i8',
                    '%s"test.maybe_terminator"() : () -> ()'])
    lines[i] = '%s"func.return"() : () -> ()' % ind
    return lines[:i + 1] + [extra % ind] + lines[i + 1:]


def bad_query_op(g, lines):
    idx = [i for i, l in enumerate(lines) if "test.data_layout_query" in l]
    i = g.pick(idx)
    ind = lines[i][:len(lines[i]) - len(lines[i].lstrip())]
    k = g.r.randrange(4)
    if k == 0:
        lines[i] = '%s%%q1, %%q2 = "test.data_layout_query"() : () -> (i32, i32)' % ind
    elif k == 1:
        lines[i] = '%s"test.data_layout_query"() : () -> ()' % ind
    elif k == 2:
        lines.insert(i + 1, '%s%%q3 = "test.data_layout_query"(%%q0) : (i32) -> i32' % ind)
        lines.insert(i + 1, '%s%%q0 = "test.data_layout_query"() : () -> i32' % ind)
    else:
        lines[i] = ('%s%%q4 = "test.op_with_data_layout"() ({\n%s  '
                    '"test.maybe_terminator"() : () -> ()\n%s}) : () -> i32'
                    % (ind, ind, ind))
    return lines


def return_mismatch(g, lines):
    idx = _func_lines(lines)
    i = g.pick(idx)
    if g.chance(0.5):
        lines[i] = lines[i].replace("() {", "() -> i32 {", 1)
    else:
        for j in range(i + 1, len(lines)):
            if lines[j].strip() == "return":
                ind = lines[j][:len(lines[j]) - len(lines[j].lstrip())]
                lines[j] = "%s%%r = \"test.data_layout_query\"() : () -> i64\n%sreturn %%r : i64" % (ind, ind)
                break
    return lines


def redefinition(g, lines):
    idx = _func_lines(lines)
    i = g.pick(idx)
    name = lines[i].split("@", 1)[1].split("(", 1)[0]
    ind = lines[i][:len(lines[i]) - len(lines[i].lstrip())]
    return lines[:i] + ["%sfunc.func @%s() {" % (ind, name), "%s  return" % ind,
                        "%s}" % ind] + lines[i:]


def non_combining(g, lines):
    """A nested scope whose spec tightens the enclosing one's entry."""
    outer, inner = g.pick([
        ("i32 = dense<32> : vector<1xi64>", "i32 = dense<64> : vector<1xi64>"),
        ("index = 32 : i64", "index = 64 : i64"),
        ('"dlti.endianness" = "little"', '"dlti.endianness" = "big"'),
        ("!llvm.ptr = dense<[64, 32, 64]> : vector<3xi64>",
         "!llvm.ptr = dense<[64, 64, 64]> : vector<3xi64>"),
        ("!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 64, abi = 32, preferred = 64>",
         "!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 64, abi = 64, preferred = 64>"),
        ('"dlti.stack_alignment" = 64 : i64', '"dlti.stack_alignment" = 128 : i64'),
    ])
    lines = _add_top_spec(g, lines, [outer])
    idx = _func_lines(lines)
    i = g.pick(idx)
    ind = lines[i][:len(lines[i]) - len(lines[i].lstrip())] + "  "
    scope = ['%s"test.op_with_data_layout"() ({' % ind,
             '%s  %%n0 = "test.data_layout_query"() : () -> i32' % ind,
             '%s  "test.maybe_terminator"() : () -> ()' % ind,
             "%s}) {dlti.dl_spec = #dlti.dl_spec<%s>} : () -> ()" % (ind, inner)]
    return lines[:i + 1] + scope + lines[i + 1:]


MUTATIONS = [wrong_value_kind, wrong_value_kind, repeated_key, misspelt_key,
             func_in_bad_parent, missing_terminator, op_after_terminator,
             bad_query_op, return_mismatch, redefinition, non_combining,
             non_combining]


def make(seed):
    """The module text and its mutation's name ('' when valid) for `seed`."""
    g = Gen(seed)
    lines = g.module()
    name = ""
    if g.chance(1 / 3):
        lines, name = g.mutate(lines)
    return g.render(lines), name


def module_seed(seed, i):
    return seed * 1000003 + i


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    seed = int(argv[1])
    count = int(argv[2]) if len(argv) > 2 else 1
    if len(argv) <= 3:
        sys.stdout.write(make(module_seed(seed, 0))[0])
        return 0
    os.makedirs(argv[3], exist_ok=True)
    for i in range(count):
        text, _ = make(module_seed(seed, i))
        with open(os.path.join(argv[3], "%05d.mlir" % i), "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
