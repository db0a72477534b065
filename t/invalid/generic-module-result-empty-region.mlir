// A result is named before the empty region (ZeroResults comes before
// the region's ODS constraint).
"builtin.module"() ({
}) : () -> index
