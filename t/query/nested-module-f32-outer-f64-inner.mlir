// different builtin classes across scopes: f32 outer, f64 inner
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<64> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f32
    %1 = "test.data_layout_query"() : () -> f64
    module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<128> : vector<1xi64>>} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %2 = "test.data_layout_query"() : () -> f32
        %3 = "test.data_layout_query"() : () -> f64
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
