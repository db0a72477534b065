// test type: first entry of each kind, K irrelevant
module attributes {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<10> = ["size", 12], !test.test_type_with_layout<20> = ["alignment", 32], !test.test_type_with_layout<30> = ["size", 99]>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !test.test_type_with_layout<10>
    %1 = "test.data_layout_query"() : () -> !test.test_type_with_layout<99>
    "func.return"() : () -> ()
  }) : () -> ()
}
