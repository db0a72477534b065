// fuzz finding F3: the printed form of opaque-attr-body-two-groups-print.mlir.
"foo.op"() {a = #foo.x<1> y<2>} : () -> ()
