#!/usr/bin/env python3
# gen-random-maps.py - random affine map memref layouts for t1200's
# differential golden: prints COUNT `func.func private` declarations whose
# argument is a memref with a random affine map (dims, symbols, + - * and
# floordiv, ceildiv, mod by symbolic operands, negation, parentheses,
# constants up to INT64_MAX).  usage: gen-random-maps.py SEED COUNT
import random, sys
random.seed(int(sys.argv[1]))
def expr(d, dims, syms, symbolic_only=False):
    if d <= 0 or random.random() < 0.25:
        c = random.random()
        if c < 0.35 or (symbolic_only and not syms):
            return str(random.choice([0,1,2,3,4,5,8,16,-1,-2,-3,7,9223372036854775807]))
        if symbolic_only or c < 0.5 and syms:
            return random.choice(syms) if syms else "1"
        return random.choice(dims)
    op = random.choice(["+","-","*","floordiv","ceildiv","mod","neg","paren"])
    if op == "neg":
        return "-" + expr(d-1, dims, syms, symbolic_only)
    if op == "paren":
        return "(" + expr(d-1, dims, syms, symbolic_only) + ")"
    if op in ("+","-"):
        return expr(d-1,dims,syms,symbolic_only) + " " + op + " " + expr(d-1,dims,syms,symbolic_only)
    if op == "*":
        a = expr(d-1,dims,syms,symbolic_only); b = expr(d-1,dims,syms,True)
        if random.random()<0.5: a,b=b,a
        return "(" + a + ") * (" + b + ")"
    return "(" + expr(d-1,dims,syms,symbolic_only) + ") " + op + " (" + expr(d-1,dims,syms,True) + ")"
for i in range(int(sys.argv[2]) if len(sys.argv) > 2 else 150):
    nd = random.randint(1,3); ns = random.randint(0,2)
    dims = ["d%d"%k for k in range(nd)]; syms=["s%d"%k for k in range(ns)]
    res = ", ".join(expr(random.randint(1,6), dims, syms) for _ in range(random.randint(1,4)))
    shape = "x".join(["4"]*nd)
    sym = "[" + ", ".join(syms) + "]" if ns else ""
    print("func.func private @f%d(memref<%sxf32, affine_map<(%s)%s -> (%s)>>)" % (i, shape, ", ".join(dims), sym, res))
