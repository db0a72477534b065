// size -1 : i64 -> bits prints -1, size 2^61
module attributes {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<1> = ["size", -1 : i64]>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !test.test_type_with_layout<1>
    "func.return"() : () -> ()
  }) : () -> ()
}
