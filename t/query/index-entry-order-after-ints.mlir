// index entry listed after integer entries
module attributes {dlti.dl_spec = #dlti.dl_spec<i16 = dense<32> : vector<1xi64>, index = 16>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> index
    %1 = "test.data_layout_query"() : () -> i16
    "func.return"() : () -> ()
  }) : () -> ()
}
