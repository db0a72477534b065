// A generic builtin.module with a result: MLIR's ZeroResults trait
// (fuzz finding Q7: dlti printed it as `%0 = module {`).
"builtin.module"() ({
^bb0:
}) : () -> index
