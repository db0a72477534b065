// test type without entries: 1 bit, abi/pref/index 1
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !test.test_type_with_layout<10>
    "func.return"() : () -> ()
  }) : () -> ()
}
