#!/usr/bin/env python3
"""gen-pretty.py SEED - a module of random symbols of a dialect nothing
defines (`!foo<...>` types and `#foo<...>` attributes, some typed), whose
bodies mix brackets of every kind, arrows and strings holding brackets:
which of them print as `!foo.w<...>` is MLIR 22's pretty-form rule (an
arrow's '>' closes nothing).  Bodies have at most one `<...>` group after
their identifier: with two (`w<a>b<c>`) dlti differs from MLIR on
purpose (doc/fuzzing.md, F3).  t/opaque/pretty-random.mlir is
`gen-pretty.py 1`; its .out is mlir-opt-22's (gen-golden.sh)."""
import random
import sys

random.seed(int(sys.argv[1]))
LEAVES = ['a', 'b1', 'x.y', 'i32', '7', '"s>"', '"(]"', 'f_']


def grp(d):
    if d > 3 or random.random() < 0.3:
        return random.choice(LEAVES)
    k = random.random()

    def inner():
        return ' '.join(grp(d + 1) for _ in range(random.randint(1, 2)))
    if k < 0.3:
        return '<' + inner() + '>'
    if k < 0.45:
        return '(' + inner() + ')'
    if k < 0.55:
        return '[' + inner() + ']'
    if k < 0.6:
        return '{' + inner() + '}'
    if k < 0.8:
        return '(' + inner() + ') -> ' + grp(d + 1)
    return grp(d + 1) + ' -> ' + grp(d + 1)


def body():
    lead = random.choice(['w', 'w.x', 'W2', 'q_1'])
    k = random.random()
    if k < 0.5:
        return lead + '<' + ' '.join(grp(0) for _ in range(random.randint(1, 3))) + '>'
    if k < 0.6:
        return lead
    if k < 0.75:
        return grp(0) + ' ' + lead
    if k < 0.85:
        return lead + '<' + grp(0) + '> x'
    return '(' + grp(0) + ') -> ' + lead


print('// FLAGS: --allow-unregistered-dialect')
print('// Made by gen-pretty.py %s (random opaque symbols; see there).' % sys.argv[1])
attrs = ['u.a%d = #foo<%s>%s' % (i, body(), random.choice(['', ' : i32', ' : vector<2xi8>']))
         for i in range(60)]
print('module attributes {%s} {' % ',\n    '.join(attrs))
args = ['%%a%d: !foo<%s>' % (i, body()) for i in range(100)]
print('  func.func @f(%s) {' % ',\n      '.join(args))
print('    return\n  }\n}')
