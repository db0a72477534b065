// RUN: split
// A generic builtin.module whose properties MLIR cannot convert, or whose
// region is not one region of one block (OneRegion, SingleBlock, then the
// SizedRegion<1> constraint), before the symbol table's checks.
"builtin.module"() <{sym_name = 1}> ({
}) : () -> ()

// -----
"builtin.module"() <{sym_visibility = 1}> ({
^bb0:
}) : () -> ()

// -----
"builtin.module"() <1> ({
^bb0:
}) : () -> ()

// -----
"builtin.module"() : () -> ()

// -----
"builtin.module"() ({
^bb0:
}, {
^bb0:
}) : () -> ()

// -----
"builtin.module"() ({
^bb0:
  "test.x"() : () -> ()
^bb1:
  "test.y"() : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
}) : () -> ()
