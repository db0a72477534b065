// index = 32: answers of i32
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}
