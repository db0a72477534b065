#!/usr/bin/env python3
"""gen.py - writes core/mlir_names_data.c: the dialects of mlir-opt-22 and,
per dialect, the op names and the attribute and type mnemonics MLIR 22
defines, asked of the reference tool itself (issue 15).

Usage: t/mlir-names/gen.py [SRCDIR]   (needs mlir-opt-22, python3 and
strings(1); set MLIR_OPT to use another binary).  A chunk costs mlir-opt
about 1 ms (a context each), so the candidates are restricted: about
5,000 ops and 25,000 mnemonics, 2.5 minutes of one core.  The output is
the same from run to run.

Candidates come from the strings of mlir-opt and the libMLIR it links:
  * every `ns.rest` run (ODS keeps each op's "ns.op" and each attribute's
    and type's "ns.mnemonic" as a literal), cut at each '.';
  * for a dialect whose parser is not the one ODS generates (its
    "unknown" message says so), every string that is a short lower-case
    identifier, dots allowed, too (the keywords of hand-written parsers:
    spirv, the llvm types, gpu's async.token, quant, ...).
Each candidate is then checked with mlir-opt-22 --split-input-file, one
chunk each, a sentinel chunk last (it proves every chunk was read):
  * op `ns.x` in custom form: unknown iff MLIR says "custom op 'ns.x' is
    unknown"; anything else (a parse or verifier error, or none) means
    the op is registered;
  * `#a = #ns.x` / `!a = !ns.x`: MLIR's message for a nonsense name
    (zzqqxx) is the dialect's "unknown" message; a candidate is defined
    iff it does not get that message with its own name in it, and is not
    a builtin type's keyword the dialect refuses (`!llvm.i32`).  A dialect
    without a parsing hook defines none.  A dialect whose message for the
    nonsense name does not depend on that name, or that accepts it, is
    not enumerable: its mnemonics are written as "unknown" (-1).
"""
import os
import re
import subprocess
import sys

SRCDIR = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(os.path.abspath(__file__)), '..', '..')
MLIR_OPT = os.environ.get('MLIR_OPT', 'mlir-opt-22')
NONSENSE = 'zzqqxx'
SENTINEL = 'builtin.zzqqsentinel'


def run_chunks(chunks):
    """Runs mlir-opt on the chunks; returns {chunk index: [messages]}."""
    text = []
    starts = []
    line = 1
    for c in chunks + [SENTINEL]:
        starts.append(line)
        text.append(c + '\n')
        line += c.count('\n') + 1
        text.append('// -----\n')
        line += 1
    text.pop()
    path = '/tmp/mlir-names-%d.mlir' % os.getpid()
    with open(path, 'w') as f:
        f.write(''.join(text))
    r = subprocess.run([MLIR_OPT, '--split-input-file', path],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    os.unlink(path)
    msgs = {}
    import bisect
    for e in r.stderr.decode('utf-8', 'replace').split('\n'):
        m = re.match(re.escape(path) + r':(\d+):\d+: error: (.*)', e)
        if m:
            i = bisect.bisect_right(starts, int(m.group(1))) - 1
            msgs.setdefault(i, []).append(m.group(2))
    want = "custom op '%s' is unknown" % SENTINEL
    if want not in msgs.get(len(chunks), []):
        if r.returncode < 0 or r.returncode > 128:
            return None  # crashed
        sys.exit('gen.py: mlir-opt stopped before the last chunk')
    return msgs


def batched(chunks, n=4000):
    """run_chunks by batches of n; a batch on which mlir-opt crashes is
    halved until the chunk that crashes it is alone: that chunk gets the
    message "<crash>" (MLIR 22 crashes in some ops' parsers, e.g. the
    custom form of wasmssa.global without operands: the op exists)."""
    out = {}
    for b in range(0, len(chunks), n):
        part = chunks[b:b + n]
        got = run_chunks(part)
        if got is None:
            if len(part) == 1:
                got = {0: ['<crash>']}
            else:
                half = (len(part) + 1) // 2
                got = batched(part, half)
        for i, m in got.items():
            if i < len(part):
                out[b + i] = m
    return out


def binaries():
    opt = subprocess.run(['sh', '-c', 'readlink -f "$(command -v %s)"' %
                          MLIR_OPT], capture_output=True,
                         text=True).stdout.strip()
    libs = [opt]
    ldd = subprocess.run(['ldd', opt], capture_output=True, text=True).stdout
    for l in ldd.split('\n'):
        m = re.search(r'=> (\S*libMLIR[^ ]*\.so[^ ]*)', l)
        if m:
            libs.append(m.group(1))
    return libs


def main():
    out = subprocess.run([MLIR_OPT, '--show-dialects'], capture_output=True,
                         text=True).stdout
    dialects = sorted(out.split(':', 1)[1].strip().split(','))
    strs = subprocess.run(['strings', '-n', '2'] + binaries(),
                          capture_output=True).stdout.decode('latin1')
    strs = set(strs.split('\n'))
    broad = sorted(s for s in strs
                   if re.fullmatch(r'[a-z][a-z0-9_.]{1,31}', s))
    joined = '\n'.join(strs)
    names = {}
    for d in dialects:
        s = set()
        for m in re.finditer(re.escape(d) + r'\.([A-Za-z_][A-Za-z0-9_$.]*)',
                             joined):
            parts = m.group(1).rstrip('.').split('.')
            for i in range(1, len(parts) + 1):
                c = '.'.join(parts[:i])
                if c and re.match(r'[A-Za-z_]', c):
                    s.add(c)
        names[d] = sorted(s)

    # Ops, in custom form.
    ops = {}
    cands = [(d, c) for d in dialects for c in names[d]]
    msgs = batched(['%s.%s' % dc for dc in cands])
    for i, (d, c) in enumerate(cands):
        unknown = "custom op '%s.%s' is unknown" % (d, c)
        if unknown not in msgs.get(i, []):
            ops.setdefault(d, []).append(c)
    sys.stderr.write('ops: %d\n' % sum(len(v) for v in ops.values()))

    # Attribute and type mnemonics.
    mn = {}
    for kind, sigil, alias in (('attr', '#', '#a = '), ('type', '!', '!a = ')):
        probes = batched(['%s%s%s.%s' % (alias, sigil, d, NONSENSE)
                          for d in dialects])
        cands = []
        tmpl = {}
        for i, d in enumerate(dialects):
            m = probes.get(i, [])
            if len(m) == 1 and 'provides no' in m[0]:
                mn[(kind, d)] = []
                continue
            elif len(m) >= 1 and NONSENSE in m[0]:
                tmpl[d] = m[0]
            elif (len(m) == 1 and d == 'test' and kind == 'type' and
                  m[0] == 'unknown type!'):
                # the test dialect's message names no type
                tmpl[d] = m[0]
            else:
                mn[(kind, d)] = None   # not enumerable
                sys.stderr.write('%s %s: not enumerable: %r\n' % (kind, d, m))
                continue
            # The parser ODS generates says this; it knows only ODS
            # definitions, whose "ns.mnemonic" literals are in names[d].
            ods = ('unknown attribute `%s` in dialect `%s`' % (NONSENSE, d),
                   'unknown  type `%s` in dialect `%s`' % (NONSENSE, d))
            more = [] if tmpl[d] in ods else broad
            for c in sorted(set(names[d]) | set(more)):
                cands.append((d, c))
        msgs = batched(['%s%s%s.%s' % (alias, sigil, d, c)
                        for d, c in cands])
        # A builtin type's keyword refused by a dialect that tries builtin
        # types first (`!llvm.i32`: "unexpected type, expected keyword")
        # is no mnemonic of it.
        errs = [(d, c) for i, (d, c) in enumerate(cands)
                if msgs.get(i) and tmpl[d].replace(NONSENSE, c)
                not in msgs[i]]
        builtin = set()
        if kind == 'type':
            words = sorted(set(c for d, c in errs))
            got = batched(['!a = %s' % c for c in words])
            builtin = set(c for i, c in enumerate(words)
                          if got.get(i) != ['expected non-function type'])
        for i, (d, c) in enumerate(cands):
            unknown = tmpl[d].replace(NONSENSE, c)
            m = msgs.get(i, [])
            if unknown not in m and not (m and c in builtin):
                mn.setdefault((kind, d), []).append(c)
            else:
                mn.setdefault((kind, d), [])
        sys.stderr.write('%s: %d\n' % (kind, sum(len(v or [])
                                                 for v in mn.values())))
    write_c(dialects, ops, mn)


def c_blob(name, words):
    """A sorted NUL-separated string literal, lines under 80 columns."""
    if words is None:
        return ''
    lines = []
    cur = ''
    for w in sorted(set(words), key=lambda s: s.encode()):
        piece = w + '\\0'
        if len(cur) + len(piece) > 72:
            lines.append('    "%s"' % cur)
            cur = ''
        cur += piece
    if cur:
        lines.append('    "%s"' % cur)
    if not lines:
        lines.append('    ""')
    return 'static const char %s[] =\n%s;\n' % (name, '\n'.join(lines))


def write_c(dialects, ops, mn):
    o = ['/* mlir_names_data.c - generated by t/mlir-names/gen.py from '
         'mlir-opt-22\n',
         ' * (do not edit): per dialect of MLIR 22, its op names and its '
         'attribute\n',
         ' * and type mnemonics, each list sorted bytewise, names ended '
         'by NUL. */\n',
         '#include "config.h"\n\n#include "mlir_names_data.h"\n\n']
    rows = []
    for d in dialects:
        ident = d
        o.append(c_blob('op_%s' % ident, ops.get(d, [])))
        o.append(c_blob('at_%s' % ident, mn.get(('attr', d))))
        o.append(c_blob('ty_%s' % ident, mn.get(('type', d))))
        rows.append('    {"%s", E(op_%s), %s, %s},\n' % (
            d, ident,
            'U' if mn.get(('attr', d)) is None else 'E(at_%s)' % ident,
            'U' if mn.get(('type', d)) is None else 'E(ty_%s)' % ident))
    o.append('\n#define E(a) {a, sizeof a - 1}\n#define U {NULL, 0}\n')
    o.append('const dl_mlir_dialect dl_ir_mlir_dialects[] = {\n')
    o.extend(rows)
    o.append('};\n\nconst size_t dl_ir_mlir_n_dialects =\n'
             '    sizeof dl_ir_mlir_dialects / sizeof dl_ir_mlir_dialects[0];\n')
    path = os.path.join(SRCDIR, 'core', 'mlir_names_data.c')
    with open(path, 'w') as f:
        f.write(''.join(o))


if __name__ == '__main__':
    main()
