// DEVIATION from MLIR 22, which accepts any value for dlti.stack_alignment
// and then reads garbage from a non-integer one.  dlti reports it when queried.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = "x">} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
