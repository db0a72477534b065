// RUN: split
// A generic func.func whose properties MLIR cannot convert (each entry's
// storage kind, checked in name order), or whose invariants fail: the
// region, the required attributes and their constraints, before the
// symbol interface.
"func.func"() <{function_type = 1 : i32, sym_name = 2 : i32}> ({
}) : () -> ()

// -----
"func.func"() <{function_type = () -> (), sym_name = "f", arg_attrs = 1}> ({
}) : () -> ()

// -----
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = 1}> ({
}) : () -> ()

// -----
"func.func"() <1> ({
}) : () -> ()

// -----
"func.func"() <{sym_name = "f"}> ({
}) : () -> ()

// -----
"func.func"() <{function_type = () -> ()}> ({
}) : () -> ()

// -----
"func.func"() <{function_type = i32, sym_name = "f"}> ({
}) : () -> ()

// -----
"func.func"() <{function_type = () -> (), sym_name = "f", res_attrs = [1]}> ({
}) : () -> ()

// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> : () -> ()
