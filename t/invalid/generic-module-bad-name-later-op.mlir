// The second module's bad sym_name is found as it is read, before the
// first module (empty region) is verified.
"builtin.module"() ({
}) : () -> ()
"builtin.module"() ({
^bb0:
}) {sym_name = 1} : () -> ()
