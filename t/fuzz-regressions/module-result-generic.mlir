// fuzz_query finding Q7 (twenty-ninth stop, never released): a generic
// builtin.module with a result was read and printed as `%0 = module {`,
// which does not parse again.  MLIR 22 refuses it (ZeroResults).
"builtin.module"() <{sym_visibSlity = 1}> ({
^bb0:
}) : () ->index
