// identifier and type entries in one spec
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big", i32 = dense<64> : vector<1xi64>, "dlti.stack_alignment" = 32>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    %1 = "test.data_layout_query"() : () -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}
