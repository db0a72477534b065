// vector<1xi1>: element size taken in bytes -> 8 bits
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<1xi1>
    "func.return"() : () -> ()
  }) : () -> ()
}
