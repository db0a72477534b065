"""t/t1400-python.sh: every JSON answer of the dlti program for a battery of
layouts and types equals the Python module's, key for key: `dlti layout
--format=json` rows (both rules, --fields, --explain, error rows), the
layout's properties (no TYPE), `dlti diff`, `dlti import`/`export` and
`dlti query` of the examples."""

import os
import re
import warnings

from tap import BUILDDIR, SRCDIR, cli, cli_json, done, is_, ok

import dlti

warnings.simplefilter("ignore", dlti.DltiWarning)

TYPES = [
    "i1", "i7", "i8", "i16", "i32", "i64", "i128", "i200", "si32", "ui64",
    "f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E5M2", "f4E2M1FN",
    "index", "vector<4xi32>", "vector<3xi8>", "vector<[4]xf32>", "vector<2x3xf64>",
    "vector<8xi1>", "complex<f32>", "complex<f80>", "complex<i16>",
    "memref<4x4xf32>", "memref<?x8xi64>", "memref<4x4xf32, strided<[8, 1], offset: ?>>",
    "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>", "memref<*xf32>",
    "!llvm.ptr", "!llvm.ptr<1>", "!llvm.ptr<270>", "!llvm.struct<(i8, i32)>",
    "!llvm.struct<(i8, f80, i16)>", "!llvm.struct<packed (i8, i32)>",
    "!llvm.struct<(i8, struct<(i8, i32)>, array<3 x i16>)>", "!llvm.array<4 x i64>",
    "!llvm.struct<(i1, vector<4xi32>, f128)>",
    # errors: a type without layout, a typo, an unknown dialect type
    "tensor<4xi32>", "i32x", "vectr<4xi32>", "!nodialect.t", "",
]
TARGETS = ["x86_64-linux-gnu", "i686-linux-gnu", "aarch64-linux-gnu",
           "armv7-linux-gnueabihf", "riscv64-linux-gnu", "powerpc64le-linux-gnu",
           "s390x-linux-gnu", "wasm32-unknown-unknown", "nvptx64-nvidia-cuda",
           "x86_64-pc-windows-msvc"]
DATALAYOUTS = [
    "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
    "E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-v128:64-a:8:16-n32:64",
    "e-m:o-i64:64-i128:128-n32:64-S128-Fn32",
    "e-p:32:32-i64:64-v128:64:128-a:0:32-n32-S64",
    "",
]
EX = os.path.join(SRCDIR, "examples", "x86_64.mlir")
REAL = os.path.join(SRCDIR, "t", "real", "import", "records.x86_64-linux-gnu.O0-g.mlir")
SCOPED = os.path.join(SRCDIR, "t", "real", "lower", "gpumod.02-nvvm.mlir")
DI = os.path.join(SRCDIR, "t", "debuginfo", "structs.mlir")
DI_TYPES = ['!llvm.struct<"%s">' % n for n in (
    "struct.nested", "struct.point", "union.number", "struct.with_union", "struct.flags",
    "struct.packed", "struct.aligned", "struct.pair", "struct.arrays", "struct.holes",
    "union.anon", "union.anon.0")] + ["i32", "!llvm.struct<(i8, i32)>"]
CLASSES = os.path.join(SRCDIR, "t", "debuginfo", "classes.mlir")
CLASS_TYPES = ['!llvm.struct<"class.Widget">', '!llvm.struct<"struct.Outer">',
               '!llvm.struct<"struct.ns::Inner">']
REAL_TYPES = TYPES + ['!llvm.struct<"struct.stat_like">', '!llvm.struct<"struct.node">',
                      '!llvm.struct<"struct.mixed_ld">', '!llvm.struct<"struct.nope">']


def sources():
    """(description, CLI arguments, Layout maker, types)."""
    yield "the default layout", [], dlti.Layout, TYPES
    for t in TARGETS:
        yield f"--target {t}", ["--target", t], lambda t=t: dlti.Layout.from_target(t), TYPES
    for s in DATALAYOUTS:
        yield (f"--datalayout '{s}'", ["--datalayout", s],
               lambda s=s: dlti.Layout.from_datalayout(s), TYPES)
    yield "--spec examples/x86_64.mlir", ["--spec", EX], lambda: dlti.Layout.from_file(EX), TYPES
    yield ("--spec (a real imported module)", ["--spec", REAL],
           lambda: dlti.Layout.from_file(REAL), REAL_TYPES)
    yield ("--spec t/debuginfo/structs.mlir (C names)", ["--spec", DI],
           lambda: dlti.Layout.from_file(DI), DI_TYPES)
    yield ("--spec t/debuginfo/classes.mlir (C++ names)", ["--spec", CLASSES],
           lambda: dlti.Layout.from_file(CLASSES), CLASS_TYPES)
    yield ("--spec (a real module) --scope kernels", ["--spec", SCOPED, "--scope", "kernels"],
           lambda: dlti.Layout.from_file(SCOPED, scope="kernels"), TYPES)
    yield ("--spec (a real module, text) --scope @kernels", ["--spec", SCOPED, "--scope", "@kernels"],
           lambda: dlti.Layout.from_text(open(SCOPED).read(), scope="@kernels", name=SCOPED), TYPES)


VARIANTS = [("", [], {}), ("--rules=llvm", ["--rules=llvm"], {"rules": "llvm"}),
            ("--fields", ["--fields"], {"fields": True}),
            ("--fields --rules=llvm", ["--fields", "--rules=llvm"], {"fields": True, "rules": "llvm"}),
            ("--explain", ["--explain"], {"explain": True}),
            ("--explain --rules=llvm", ["--explain", "--rules=llvm"], {"explain": True, "rules": "llvm"}),
            ("--packable", ["--packable"], {"packable": True}),
            ("--packable --rules=llvm", ["--packable", "--rules=llvm"], {"packable": True, "rules": "llvm"})]


def compare_rows(what, want, got):
    if not ok(isinstance(want, list) and len(want) == len(got), f"{what}: as many rows", want):
        return
    bad = [(w, g) for w, g in zip(want, got) if w != g]
    ok(not bad, f"{what}: every row equal, key for key ({len(want)} rows)",
       "\n".join(f"cli:    {w}\npython: {g}" for w, g in bad[:3]))


layouts = {}
for desc, args, make, types in sources():
    layout = make()
    layouts[desc] = (args, layout)
    for vname, vargs, kw in VARIANTS:
        rc, want, err = cli_json("layout", *args, "--format=json", *vargs, "--", *types)
        got = [r.as_dict() for r in layout.query(types, **kw)]
        compare_rows(f"{desc} {vname}", want, got)
    if args:
        rc, want, err = cli_json("layout", *args, "--format=json")
        is_(layout.properties, want, f"{desc}: properties equal the JSON of 'dlti layout' without TYPE")

# --structs: the file's identified structs, C names from debug info.
for desc, path in (("structs.mlir", DI), ("classes.mlir", CLASSES),
                   ("nodebug.mlir", os.path.join(SRCDIR, "t", "debuginfo", "nodebug.mlir")),
                   ("a real imported module", REAL), ("examples/x86_64.mlir", EX)):
    lay = dlti.Layout.from_file(path)
    for rules in ("mlir", "llvm"):
        for sort in ("name", "wasted", "size"):
            rc, want, err = cli_json("layout", "--spec", path, "--format=json", "--structs",
                                     f"--rules={rules}", f"--sort={sort}")
            is_(lay.structs(rules=rules, sort=sort), want,
                f"--structs --rules={rules} --sort={sort} of {desc}: Layout.structs() equals the JSON")
r = dlti.Layout.from_file(DI).query('!llvm.struct<"struct.flags">', rules="llvm", fields=True)
is_((r.c["type"], [m["name"] for m in r.c["members"]], r.c["bits"]),
    ("struct flags", ["a", "b", "c", "d", "e", "f", "g"], 88), "row attribute c: the C type")

# Rows come out the same when asked for one at a time, and attributes read them.
x86 = layouts["--target x86_64-linux-gnu"][1]
r = x86.query("!llvm.struct<(i8, f80, i16)>", rules="llvm", fields=True)
is_((r.size, r.bits, r.abi, r.preferred, r.index, r.scalable, len(r.fields), r.padding),
    (48, 384, 16, 16, None, False, 3, 14), "row attributes: size, bits, abi, preferred, index, fields")
is_(x86.query("index").index, 64, "index bitwidth of index")
is_(x86.query("vector<[4]xi32>").scalable, True, "a scalable vector is scalable")

# ---- diff ---------------------------------------------------------------------
pairs = [("--target x86_64-linux-gnu", "--target i686-linux-gnu"),
         ("--target x86_64-linux-gnu", "--target x86_64-linux-gnu"),
         ("--target aarch64-linux-gnu", f"--datalayout '{DATALAYOUTS[1]}'"),
         ("--spec examples/x86_64.mlir", "--target x86_64-linux-gnu"),
         ("--spec (a real imported module)", "--spec (a real module) --scope kernels"),
         (f"--datalayout '{DATALAYOUTS[4]}'", "--target s390x-linux-gnu")]
for a, b in pairs:
    (aa, la), (ba, lb) = layouts[a], layouts[b]
    rc, want, err = cli_json("diff", *aa, *ba, "--format=json")
    d = dlti.diff(la, lb)
    is_(d.as_dict(), want, f"diff {a} {b}: equals 'dlti diff --format=json'")
    is_(d.differ, rc == 1, f"diff {a} {b}: says whether anything differs ({rc})")
    rc, want, err = cli_json("diff", *aa, *ba, "--format=json", "i32", "f80", "!llvm.ptr", "vector<4xi64>")
    is_(dlti.diff(la, lb, types=["i32", "f80", "!llvm.ptr", "vector<4xi64>"]).as_dict(), want,
        f"diff {a} {b} TYPE...: equals 'dlti diff'")
    rc, want, err = cli_json("diff", *aa, *ba, "--format=json", "--rules=llvm", "i1", "bf16",
                             "vector<4xi32>", "!llvm.struct<(i8, i32)>", "complex<f80>")
    is_(dlti.diff(la, lb, types=["i1", "bf16", "vector<4xi32>", "!llvm.struct<(i8, i32)>",
                                 "complex<f80>"], rules="llvm").as_dict(), want,
        f"diff {a} {b} --rules=llvm TYPE...: equals 'dlti diff --rules=llvm'")

# ---- import and export ----------------------------------------------------------
for s in DATALAYOUTS + ["e-ni:1-p:64:64", "e-i64:64-x"]:
    rc, out, err = cli("import", s)
    rcj, want, errj = cli_json("import", "--format=json", s)
    try:
        got, gotj = dlti.import_datalayout(s), dlti.import_datalayout(s, format="json")
        is_((0, got, gotj), (rc, out, want), f"import '{s}': what 'dlti import' prints (mlir, json)")
    except dlti.Error as e:
        ok(rc == 1 and e.message.split(": ", 1)[-1] in err,
           f"import '{s}': dlti.Error with the program's message", f"{e} / {err}")
for t in TARGETS + ["bogus-triple-x"]:
    rc, out, err = cli("import", "--target", t)
    try:
        is_((0, dlti.import_target(t)), (rc, out), f"import --target {t}: as 'dlti import --target'")
    except dlti.Error as e:
        ok(rc == 1 and e.message.split(": ", 1)[-1] in err, f"import --target {t}: dlti.Error", f"{e} / {err}")
for f in [EX, REAL, SCOPED]:
    rc, out, err = cli("export", f)
    rcj, want, errj = cli_json("export", "--format=json", f)
    is_((dlti.export(f) + "\n", dlti.export(f, format="json")), (out, want),
        f"export {os.path.basename(f)}: as 'dlti export' (text, json)")
# The gpu.module's own spec: i64 and f64 = dense<[32, 64]>.
is_(dlti.export(SCOPED, scope="kernels"), "i64:32:64-f64:32:64", "export with scope=: the scope's spec")

# ---- query and verify of the examples ----------------------------------------------
qfiles = [EX] + sorted(os.path.join(SRCDIR, "t", "real", "import", f)
                       for f in os.listdir(os.path.join(SRCDIR, "t", "real", "import"))
                       if f.endswith(".query.mlir"))[:6]
for f in qfiles:
    rc, out, err = cli("query", f)
    is_(dlti.query(f), out, f"query {os.path.relpath(f, SRCDIR)}: what 'dlti query' prints")
# A plugin of one's own, by plugin_path= as by --plugin-dir (examples/plugin).
demo_dir = os.path.join(BUILDDIR, "examples", "plugin", ".libs")
demo = os.path.join(SRCDIR, "examples", "plugin", "demo.mlir")
rc, want, err = cli_json("layout", "--plugin-dir", demo_dir, "--spec", demo, "--format=json",
                         "--fields", "!demo.blob<5>", "!demo.blob<0>", "i32")
got = [r.as_dict() for r in dlti.Layout.from_file(demo, plugin_path=[demo_dir]).query(
    ["!demo.blob<5>", "!demo.blob<0>", "i32"], fields=True)]
compare_rows("--plugin-dir examples/plugin --spec demo.mlir --fields", want, got)
rc, want, err = cli_json("layout", "--plugin-dir", demo_dir, "--spec", demo, "--format=json")
is_(dlti.Layout.from_file(demo, plugin_path=demo_dir).properties, want,
    "demo.mlir (a plugin's own spec): properties equal the program's")
with open(EX) as fh:
    text = fh.read()
is_(dlti.query(text), cli("query", EX)[1], "query of MLIR text")
is_(dlti.verify(EX), [], "verify of a valid file: no diagnostics")
inv = os.path.join(SRCDIR, "t", "invalid")
DIAG_LINE = re.compile(r"^(.+?:\d+:\d+: )?(error|warning|note|remark): ")
bad = sorted(f for f in os.listdir(inv) if f.endswith(".mlir"))[:25]
for f in bad:
    p = os.path.join(inv, f)
    rc, out, err = cli("verify", p)
    want = [l for l in err.splitlines() if DIAG_LINE.match(l)]
    got = []
    for d in dlti.verify(p):
        got.append(str(d).splitlines()[0])
        got += [str(n) for n in d.notes]
    is_(got, want, f"verify t/invalid/{f}: the program's diagnostics")

done()
