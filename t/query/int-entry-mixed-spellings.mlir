// dl_entry and key = value spellings mixed in one spec
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i8, dense<16> : vector<1xi64>>, i32 = dense<[32, 64]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i8
    %1 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
