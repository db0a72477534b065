// mangling mode accepts any attribute (integer)
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.mangling_mode" = 1>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
