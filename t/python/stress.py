"""t/t1420-python-stress.sh: no leak (RSS flat over 100k queries, and over
Layouts made and dropped), and several threads querying one Layout (and
Layouts of their own) get the single-threaded answers."""

import gc
import os
import threading

from tap import done, is_, ok, skip

import dlti

TYPES = ["i32", "f80", "index", "vector<[4]xf32>", "!llvm.struct<(i8, f80, i16)>",
         "memref<4x?xf32>", "complex<f64>", "tensor<4xi32>", "i32x", "!llvm.ptr<270>"]


def rss_kib():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4  # pages of 4 KiB


lay = dlti.Layout.from_target("x86_64-linux-gnu")
want = [r.as_dict() for r in lay.query(TYPES, fields=True, explain=True)]


# 6000 distinct types, more than a Layout keeps rows of (4096): most
# queries go through the C API again, not the Python cache.
MANY = [f"i{w}" for w in range(1, 3001)] + [f"vector<{n}xi8>" for n in range(1, 3001)]


def burn(n):
    for i in range(n // 10):
        k = (i * 10) % len(MANY)
        lay.query(MANY[k:k + 8] + ["i32x", "!llvm.struct<(i8, f80, i16)>"],
                  rules="llvm" if i % 2 else "mlir", fields=i % 3 == 0, explain=i % 5 == 0)


ASAN = os.environ.get("DLTI_TEST_ASAN")

burn(20000)
gc.collect()
before = rss_kib()
burn(100000)
gc.collect()
after = rss_kib()
if ASAN:  # freed memory sits in ASan's quarantine
    skip("RSS flat over 100k queries", "under AddressSanitizer")
else:
    ok(after - before < 1024, f"RSS flat over 100k queries ({before} KiB -> {after} KiB)",
       f"grew by {after - before} KiB")


def churn(n):
    for i in range(n):
        with dlti.Layout.from_target("aarch64-linux-gnu") as l:
            l.query("i64")
        dlti.Layout().query("f80")  # freed by the garbage collector


churn(200)
gc.collect()
before = rss_kib()
churn(2000)
gc.collect()
after = rss_kib()
if ASAN:
    skip("RSS flat over 4000 Layouts made and freed", "under AddressSanitizer")
else:
    ok(after - before < 1024, f"RSS flat over 4000 Layouts made and freed ({before} KiB -> {after} KiB)",
       f"grew by {after - before} KiB")

# ---- threads ----------------------------------------------------------------------
errors = []


def worker(k):
    own = dlti.Layout.from_target("x86_64-linux-gnu")
    for i in range(150):
        src = lay if (i + k) % 2 else own
        got = [r.as_dict() for r in src.query(TYPES, fields=True, explain=True)]
        if got != want:
            errors.append((k, i, got))
            return


threads = [threading.Thread(target=worker, args=(k,)) for k in range(8)]
for t in threads:
    t.start()
for t in threads:
    t.join()
is_(errors[:1], [], "8 threads querying one Layout (and their own) get the same answers")
done()
