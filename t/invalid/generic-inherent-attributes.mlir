// RUN: split
// Inherent attributes of generic builtin.module and func.func given in
// the attribute dictionary: not converted as properties, but verified
// (ODS constraints, in name order).
"builtin.module"() ({
^bb0:
}) {sym_name = 1} : () -> ()

// -----
"builtin.module"() ({
}) {sym_visibility = 1} : () -> ()

// -----
"func.func"() ({
}) {function_type = () -> (), sym_name = 1} : () -> ()

// -----
"func.func"() ({
}) {function_type = () -> (), sym_name = "f", sym_visibility = 2, arg_attrs = 1} : () -> ()

// -----
"func.func"() ({
}) {function_type = 3, sym_name = 1} : () -> ()
