// DEVIATION from MLIR 22, which builds an integer type of the index width
// cut to 30 bits (2^24 bits here, beyond what its parser allows).  dlti
// refuses an index bitwidth above the integer width limit.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 16777216>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}
