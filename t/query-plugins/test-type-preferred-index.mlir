// preferred and index kinds
module attributes {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<1> = ["preferred", 8], !test.test_type_with_layout<2> = ["index", 32]>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !test.test_type_with_layout<7>
    "func.return"() : () -> ()
  }) : () -> ()
}
