// vector<2^60 x i8>: 2^63 bits prints negative; size 2^60
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<1152921504606846976xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}
