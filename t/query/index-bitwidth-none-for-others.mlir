// the index-bitwidth query is 0 (none) for non-index builtin types
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i64
    %1 = "test.data_layout_query"() : () -> f32
    %2 = "test.data_layout_query"() : () -> vector<2xi32>
    %3 = "test.data_layout_query"() : () -> complex<f32>
    "func.return"() : () -> ()
  }) : () -> ()
}
