#!/usr/bin/env python3
"""run.py - the random differential run: `dlti query` against
`mlir-opt-22 --test-data-layout-query` on modules made by gen.py.

For each module both programs run from the module's directory on its bare
file name; compared are the exit status (0, 1, or a crash), standard
output when both succeed (byte for byte), and the first error line
(`NAME.mlir:LINE:COL: error: MESSAGE`) when both fail.  Each module is
then one of
  agree          same status, same output or first error line
  mlir-crash     mlir-opt-22 crashed (a signal or an exit status above 1);
                 dlti must not crash: a documented deviation (doc/design.md,
                 "Where MLIR 22 crashes or wraps, we answer")
  known          a disagreement the KNOWN table below explains (an answer
                 dlti gives on purpose, with a test that says so)
  DISAGREE       anything else: a bug to fix
Modules that are not `agree` are copied to OUT/ with both outputs.

usage: run.py [--seed N] [--count N] [--jobs N] [--dlti PATH]
              [--mlir-opt PROG] [--out DIR]
  DLTI_PLUGIN_PATH must name the plugins dlti is to load.  Exit status 0
  when nothing is DISAGREE, 1 otherwise, 77 (skipped) without mlir-opt-22.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402

# Disagreements dlti has on purpose: (reason, predicate on the result).
# Each names where it is documented and tested.
KNOWN = [
    # MLIR 22 does not check !test.test_type_with_layout entries in release
    # builds; dlti refuses malformed ones (plugins/test/test.c,
    # t/deviations-invalid/test-type-malformed-entry*).
    ("test type entry not [\"kind\", integer] (t/deviations-invalid/test-type-malformed-entry)",
     lambda r: r["mlir_rc"] == 0 and "to be a [\"kind\", integer] array" in r["dlti_first"]),
    # MLIR 22 reads garbage from a non-integer dlti.stack_alignment
    # (t/deviations-invalid/stack-alignment-not-integer).
    ("non-integer stack alignment (t/deviations-invalid/stack-alignment-not-integer)",
     lambda r: "dlti.stack_alignment" in r["dlti_first"]),
]


# MLIR 22's crashes the run has met, each a documented deviation: (what
# the stack or the message shows, the deviation, where it is tested).
CRASHES = [
    ("DataLayoutTypeInterface::areCompatible",
     "nested scopes with entries of one builtin type class (segfault)",
     "t/deviations-invalid/nested-*, t/deviations-query/nested-*"),
    ("neither the scoping op nor the type class provide data layout",
     "a query of a type without a layout (abort)",
     "t/deviations-invalid/query-tensor, query-function-type"),
    ("",
     "a segfault without a symbolized frame (nested !llvm.ptr entries for "
     "one address space)",
     "t/deviations-query/llvm-ptr-nested-same-address-space, "
     "t/deviations-invalid/llvm-ptr-nested-same-address-space-abi-grows"),
]


def crash_kind(err):
    """The CRASHES row that explains a crash's stderr, or None."""
    for key, what, _ in CRASHES:
        if key and key in err:
            return what
    # The last row: no frame past the signal handler's (#0 to #3) names a
    # function.
    frames = [l for l in err.splitlines() if re.match(r"\s*#\d+ ", l)]
    if not any("mlir::" in l or "llvm::" in l for l in frames[4:]):
        return CRASHES[-1][1]
    return None


def _entry_end(text, i):
    """The end of the entry starting at text[i] (a depth-0 ',' or the '>'
    closing the spec)."""
    depth = 0
    while i < len(text):
        c = text[i]
        if c == '"':
            i = text.index('"', i + 1) + 1
            continue
        if c == "-" and text.startswith("->", i):
            i += 2
            continue
        if c in "<([{":
            depth += 1
        elif c in ">)]}":
            if depth == 0:
                return i
            depth -= 1
        elif c == "," and depth == 0:
            return i
        i += 1
    return i


def without_ptr_entries(text):
    """`text` with every !ptr.ptr entry of every spec removed."""
    out = text
    for start in ("#dlti.dl_entry<!ptr.ptr<", "!ptr.ptr<"):
        while True:
            i = out.find(start)
            while i >= 0:
                before = out[:i].rstrip()
                if before.endswith(("<", ",")) and (
                        start != "!ptr.ptr<" or
                        "=" in out[i:_entry_end(out, i)]):
                    break
                i = out.find(start, i + 1)
            if i < 0:
                break
            j = _entry_end(out, i)
            before = out[:i].rstrip()
            if out[j:j + 1] == ",":
                out = out[:i] + out[j + 1:].lstrip(" \n")
            elif before.endswith(","):
                out = before[:-1] + out[j:]
            else:
                out = out[:i] + out[j:]
    return out


def ptr_nesting_explains(args, r):
    """Whether the disagreement goes away, both programs agreeing, once the
    !ptr.ptr entries are removed: dlti combines nested !ptr.ptr entries by
    the rule MLIR intends, where MLIR 22 reads an entry as a #ptr.spec and
    refuses (doc/design.md; t/deviations-query/ptr-nested-*)."""
    if "does not combine" not in r["mlir_first"] + r["dlti_first"]:
        return False
    src = os.path.join(r["dir"], r["name"])
    with open(src) as f:
        text = f.read()
    variant = without_ptr_entries(text)
    if variant == text:
        return False
    d = os.path.join(r["dir"], "noptr")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, r["name"]), "w") as f:
        f.write(variant)
    m = subprocess.run([args.mlir_opt, "--test-data-layout-query",
                        "--mlir-print-op-on-diagnostic=false", r["name"]],
                       cwd=d, capture_output=True, timeout=120)
    t = subprocess.run([args.dlti, "query", r["name"]], cwd=d,
                       capture_output=True, timeout=120)
    if m.returncode != t.returncode or m.returncode not in (0, 1):
        return False
    if m.returncode == 0:
        return m.stdout == t.stdout
    return (first_error(m.stderr.decode("utf-8", "replace")) ==
            first_error(t.stderr.decode("utf-8", "replace")))


def first_error(text):
    for line in text.splitlines():
        if ": error: " in line:
            return line
    return ""


def crashed(rc, err):
    return rc < 0 or rc > 1 or "Stack dump" in err or "PLEASE submit" in err


def run_one(args, i, work):
    seed = gen.module_seed(args.seed, i)
    text, mutation = gen.make(seed)
    name = "%05d.mlir" % i
    d = os.path.join(work, "%05d" % i)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "w") as f:
        f.write(text)
    m = subprocess.run([args.mlir_opt, "--test-data-layout-query",
                        "--mlir-print-op-on-diagnostic=false", name],
                       cwd=d, capture_output=True, timeout=120)
    t = subprocess.run([args.dlti, "query", name], cwd=d,
                       capture_output=True, timeout=120)
    r = {
        "i": i, "seed": seed, "mutation": mutation, "dir": d, "name": name,
        "mlir_rc": m.returncode, "dlti_rc": t.returncode,
        "mlir_out": m.stdout, "dlti_out": t.stdout,
        "mlir_err": m.stderr.decode("utf-8", "replace"),
        "dlti_err": t.stderr.decode("utf-8", "replace"),
    }
    r["mlir_first"] = first_error(r["mlir_err"])
    r["dlti_first"] = first_error(r["dlti_err"])
    r["class"], r["why"] = classify(args, r)
    return r


def classify(args, r):
    if crashed(r["dlti_rc"], r["dlti_err"]):
        return "DISAGREE", "dlti crashed (status %d)" % r["dlti_rc"]
    if crashed(r["mlir_rc"], r["mlir_err"]):
        if r["dlti_rc"] == 1 and not r["dlti_first"]:
            return "DISAGREE", "MLIR crashed; dlti failed without an error line"
        kind = crash_kind(r["mlir_err"])
        if kind is None:
            return "DISAGREE", "MLIR crashed in a way no CRASHES row explains"
        r["crash"] = kind
        return "mlir-crash", "MLIR crashed (status %d: %s); dlti %s" % (
            r["mlir_rc"], kind,
            "answered" if r["dlti_rc"] == 0 else r["dlti_first"])
    if r["mlir_rc"] == r["dlti_rc"]:
        if r["mlir_rc"] == 0 and r["mlir_out"] == r["dlti_out"]:
            return "agree", ""
        if r["mlir_rc"] == 1 and r["mlir_first"] == r["dlti_first"]:
            return "agree", ""
    for why, pred in KNOWN:
        if pred(r):
            return "known", why
    if ptr_nesting_explains(args, r):
        return "known", ("nested !ptr.ptr entries combined as MLIR intends "
                         "(t/deviations-query/ptr-nested-*)")
    if r["mlir_rc"] != r["dlti_rc"]:
        return "DISAGREE", "status: mlir-opt %d, dlti %d" % (r["mlir_rc"],
                                                            r["dlti_rc"])
    if r["mlir_rc"] == 0:
        return "DISAGREE", "standard output differs"
    return "DISAGREE", "first error differs"


def keep(r, out):
    d = os.path.join(out, r["class"].lower())
    os.makedirs(d, exist_ok=True)
    base = os.path.join(d, "%05d" % r["i"])
    shutil.copy(os.path.join(r["dir"], r["name"]), base + ".mlir")
    with open(base + ".txt", "w") as f:
        f.write("seed %d, mutation %s\n%s\n" % (r["seed"], r["mutation"] or "-",
                                                 r["why"]))
        f.write("--- mlir-opt-22 (status %d)\n%s\n" % (r["mlir_rc"], r["mlir_err"]))
        f.write("--- dlti (status %d)\n%s\n" % (r["dlti_rc"], r["dlti_err"]))
        if r["mlir_rc"] == 0 and r["dlti_rc"] == 0:
            f.write("--- mlir-opt-22 stdout\n%s\n--- dlti stdout\n%s\n" % (
                r["mlir_out"].decode("utf-8", "replace"),
                r["dlti_out"].decode("utf-8", "replace")))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=3200)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--dlti", default="tools/dlti")
    ap.add_argument("--mlir-opt", default="mlir-opt-22")
    ap.add_argument("--out", default="t/differential.out")
    args = ap.parse_args()
    if shutil.which(args.mlir_opt) is None:
        print("run.py: no %s: skipped" % args.mlir_opt)
        return 77
    args.dlti = os.path.abspath(args.dlti)
    shutil.rmtree(args.out, ignore_errors=True)
    counts = {}
    crashes = {}
    valid = {"agree": 0, "other": 0}
    with tempfile.TemporaryDirectory(prefix="dlti-diff.") as work:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
            futs = [ex.submit(run_one, args, i, work) for i in range(args.count)]
            for f in concurrent.futures.as_completed(futs):
                r = f.result()
                c = r["class"]
                counts[c] = counts.get(c, 0) + 1
                if c == "mlir-crash":
                    k = "  crash: %s, dlti %s" % (
                        r["crash"], "answered" if r["dlti_rc"] == 0
                        else "refused")
                    crashes[k] = crashes.get(k, 0) + 1
                elif c == "known":
                    k = "  known: " + r["why"]
                    crashes[k] = crashes.get(k, 0) + 1
                key = "agree" if c == "agree" else "other"
                if not r["mutation"]:
                    valid[key] += 1
                if c != "agree":
                    keep(r, args.out)
                    if c == "DISAGREE":
                        print("DISAGREE %05d (seed %d, %s): %s" % (
                            r["i"], r["seed"], r["mutation"] or "valid",
                            r["why"]))
                shutil.rmtree(r["dir"], ignore_errors=True)
    print("run.py: seed %d, %d modules (%d unmutated): %s" % (
        args.seed, args.count, valid["agree"] + valid["other"],
        ", ".join("%s %d" % (k, counts[k]) for k in sorted(counts))))
    for k in sorted(crashes):
        print("%s: %d" % (k, crashes[k]))
    return 1 if counts.get("DISAGREE") else 0


if __name__ == "__main__":
    sys.exit(main())
