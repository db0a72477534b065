// vector<2xindex> with index = 32
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<2xindex>
    "func.return"() : () -> ()
  }) : () -> ()
}
