// an empty #dlti.dl_spec<> gives defaults
module attributes {dlti.dl_spec = #dlti.dl_spec<>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    %1 = "test.data_layout_query"() : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}
