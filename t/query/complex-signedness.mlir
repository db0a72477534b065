// complex<si16>/complex<ui32> like signless
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<si16>
    %1 = "test.data_layout_query"() : () -> complex<ui32>
    "func.return"() : () -> ()
  }) : () -> ()
}
