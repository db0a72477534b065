# callgrind-ir.awk - instructions per call of a library entry point, from a
# callgrind.out file written with --compress-strings=no --compress-pos=no.
#
#   awk -v caller=bench_cold -v entry=dlti_type_size_in_bits -f THIS FILE
#
# Prints "ENTRY_IR CALLER_IR CALLS": the inclusive Ir of the calls from
# `caller` to `entry` per call, the total Ir collected (the whole measured
# function with --toggle-collect=CALLER) per call, and the number of calls.
# Exits 1 when there is no such call.
/^fn=/ { fn = substr($0, 4); next }
/^cfn=/ { cfn = substr($0, 5); next }
/^calls=/ {
    take = (fn == caller && cfn == entry)
    if (take) { split(substr($0, 7), a, " "); calls += a[1] }
    next
}
take { ir += $NF; take = 0; next }
/^(summary|totals):/ { total = $2 }
END {
    if (calls == 0) exit 1
    printf "%.1f %.1f %d\n", ir / calls, total / calls, calls
}
