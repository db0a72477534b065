// function pointer alignment -1 wraps to 2^64-1
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<-1, function_dependent = false>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
