"""python-query.py - the Python rows of `make bench` (bench/run.sh): the
time of a layout query from Python (import dlti), to set beside the same
query through the dlti program.  Times are CPU times of the process
(time.process_time: on a shared machine its wall time measures the other
load as much), medians.  Prints "warm_us first_us cold_ms import_ms":

  warm_us    layout.query(TYPE) again on one Layout (the row kept by the
             Layout), median of 7 runs of 2000 calls, microseconds per call
  first_us   the first query of each of 2000 types (i1 ... i2000) on a new
             Layout: the C API's answers and the row built, median of 7,
             microseconds per type
  cold_ms    dlti.Layout.from_target(TRIPLE).query(TYPE) with a new Layout
             (a C context, the llvm plugin, the triple's spec), median of
             41, milliseconds
  import_ms  `import dlti` and loading libdlti, once, milliseconds

    python3 bench/python-query.py TRIPLE TYPE
"""

import statistics
import sys
import time

t0 = time.process_time()
import dlti  # noqa: E402

dlti.library()
import_ms = (time.process_time() - t0) * 1000

triple, ty = sys.argv[1], sys.argv[2]
lay = dlti.Layout.from_target(triple)
lay.query(ty)
warm = []
for _ in range(7):
    t = time.process_time()
    for _ in range(2000):
        lay.query(ty)
    warm.append((time.process_time() - t) / 2000 * 1e6)
first = []
for _ in range(7):
    with dlti.Layout.from_target(triple) as l:
        types = [f"i{w}" for w in range(1, 2001)]
        t = time.process_time()
        for x in types:
            l.query(x)
        first.append((time.process_time() - t) / 2000 * 1e6)
cold = []
for _ in range(41):
    t = time.process_time()
    with dlti.Layout.from_target(triple) as l:
        l.query(ty)
    cold.append((time.process_time() - t) * 1000)
print(f"{statistics.median(warm):.2f} {statistics.median(first):.1f} "
      f"{statistics.median(cold):.3f} {import_ms:.1f}")
