// index = 128
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 128>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}
