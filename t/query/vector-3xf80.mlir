// vector<3xf80>: 4 x 10 bytes = 320 bits, align 64
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<3xf80>
    "func.return"() : () -> ()
  }) : () -> ()
}
