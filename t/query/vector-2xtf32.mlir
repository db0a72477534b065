// vector<2xtf32>: tf32 is 3 bytes -> 48 bits, align 8
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<2xtf32>
    "func.return"() : () -> ()
  }) : () -> ()
}
