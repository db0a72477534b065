// index = 24 : i8 (any integer type)
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 24 : i8>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}
