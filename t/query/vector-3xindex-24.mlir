// vector<3xindex> with index = 24 : i8: 3-byte elements
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 24 : i8>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<3xindex>
    "func.return"() : () -> ()
  }) : () -> ()
}
