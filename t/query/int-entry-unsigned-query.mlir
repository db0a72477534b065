// unsigned/signed queries use the signless entry
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 128]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> ui32
    %1 = "test.data_layout_query"() : () -> si32
    %2 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
