// unknown kinds are ignored
module attributes {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<1> = ["colour", 5], !test.test_type_with_layout<2> = ["size", 16]>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !test.test_type_with_layout<1>
    "func.return"() : () -> ()
  }) : () -> ()
}
