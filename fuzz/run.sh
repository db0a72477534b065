#!/bin/sh
# run.sh - runs the fuzz targets built by fuzz/build.sh.  Run by
# `make fuzz FUZZ_SECONDS=N`; by hand:
#
#   sh fuzz/run.sh OUTDIR SECONDS [TARGET...]
#
# Each target (default: fuzz_query, fuzz_reuse, fuzz_type, fuzz_dlstring,
# fuzz_triple, fuzz_llvm_rules and fuzz_debuginfo, at the same time, one
# process each) runs for SECONDS in libFuzzer's fork mode
# with one job, so that a crash, leak or timeout is saved and the run goes on:
#   OUTDIR/corpus/TARGET.run     the corpus grown by the run (starts from
#                                the seeds in OUTDIR/corpus/{query,reuse,
#                                type,dlstring,triple})
#   OUTDIR/artifacts/TARGET/     crash-*, leak-*, timeout-*, oom-* inputs
#   OUTDIR/TARGET.log            libFuzzer's log
# Reproduce a finding with `OUTDIR/TARGET ARTIFACT`.  Exits 1 when any
# target saved an artifact.
#
# The dictionary OUTDIR/mlir.dict (OUTDIR/dlstring.dict for fuzz_dlstring,
# OUTDIR/triple.dict for fuzz_triple) is used when present.  fuzz_dlstring
# runs with -max_len=4096 (the parser is linear; long inputs only slow it
# down), fuzz_llvm_rules with -max_len=512, fuzz_triple with -max_len=256 (it tries many output buffer sizes,
# so a long input costs much more), the others with 65536.
# Environment: FUZZ_FLAGS (extra libFuzzer flags).
set -u
out=${1:?usage: run.sh OUTDIR SECONDS [TARGET...]}
secs=${2:?usage: run.sh OUTDIR SECONDS [TARGET...]}
shift 2
targets=${*:-fuzz_query fuzz_reuse fuzz_type fuzz_dlstring fuzz_triple fuzz_llvm_rules fuzz_debuginfo}
cd "$out" || exit 1

pids=
for t in $targets; do
    seeds=corpus/${t#fuzz_}
    case $t in
    fuzz_dlstring) d=dlstring.dict maxlen=4096 ;;
    fuzz_llvm_rules) d=llvm_rules.dict maxlen=512 ;;
    fuzz_triple) d=triple.dict maxlen=256 ;;
    *) d=mlir.dict maxlen=65536 ;;
    esac
    dict=
    [ -f "$d" ] && dict=-dict=$d
    mkdir -p "corpus/$t.run" "artifacts/$t"
    echo "fuzz: running $t for $secs s (log: $out/$t.log)"
    "./$t" -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -max_total_time="$secs" -timeout=10 -rss_limit_mb=4096 \
        -max_len=$maxlen -print_final_stats=1 $dict \
        -artifact_prefix="artifacts/$t/" ${FUZZ_FLAGS-} \
        "corpus/$t.run" "$seeds" >"$t.log" 2>&1 &
    pids="$pids $!"
done
wait $pids

status=0
for t in $targets; do
    last=$(grep -a '^#[0-9]*: cov:' "$t.log" | tail -n 1)
    n=$(ls "artifacts/$t" | wc -l | tr -d ' ')
    echo "fuzz: $t: $last"
    echo "fuzz: $t: $n artifact(s) in $out/artifacts/$t"
    [ "$n" -eq 0 ] || status=1
done
exit $status
