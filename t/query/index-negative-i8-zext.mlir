// index = -1 : i8 is read zero-extended: 255 bits
module attributes {dlti.dl_spec = #dlti.dl_spec<index = -1 : i8>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}
