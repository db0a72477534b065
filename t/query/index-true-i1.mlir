// index = true is an IntegerAttr of type i1: index width 1
module attributes {dlti.dl_spec = #dlti.dl_spec<index = true>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}
