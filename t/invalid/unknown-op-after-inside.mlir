// RUN: split
// MLIR's verifier refuses an op its dialect does not define on leaving
// it: an error inside it comes first.
"memref.nope"() ({
  "func.return"() : () -> ()
}) : () -> ()

// -----
"memref.nope"() ({
  "func.nope"() : () -> ()
}) : () -> ()

// -----
"memref.nope"() ({
  "test.op_with_data_layout"() ({
  }) {dlti.dl_spec = #dlti.dl_spec<i32 = dense<7> : vector<2xi64>>} : () -> ()
}) : () -> ()

// -----
"memref.nope"() ({
  "test.op_with_data_layout"() ({
  }) : () -> ()
}) : () -> ()
