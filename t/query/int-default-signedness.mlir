// signed and unsigned integers behave as signless ones
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> si1
    %1 = "test.data_layout_query"() : () -> si8
    %2 = "test.data_layout_query"() : () -> ui16
    %3 = "test.data_layout_query"() : () -> si24
    %4 = "test.data_layout_query"() : () -> si64
    %5 = "test.data_layout_query"() : () -> ui128
    "func.return"() : () -> ()
  }) : () -> ()
}
