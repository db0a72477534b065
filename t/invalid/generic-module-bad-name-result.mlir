// MLIR checks the inherent attributes of the attribute dictionary as it
// reads the op, before the traits: a string-less sym_name is named before
// the result (ZeroResults).
"builtin.module"() ({
}) {sym_name = 1} : () -> index
