// test type inside !llvm.array and !llvm.struct
module attributes {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<10> = ["size", 12], !test.test_type_with_layout<20> = ["alignment", 32], !test.test_type_with_layout<30> = ["size", 99]>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.array<3 x !test.test_type_with_layout<1>>
    %1 = "test.data_layout_query"() : () -> !llvm.struct<(i8, !test.test_type_with_layout<1>)>
    "func.return"() : () -> ()
  }) : () -> ()
}
