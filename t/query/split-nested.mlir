// RUN: split
// --split-input-file with nested scopes in one chunk
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<64> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<32> : vector<1xi64>>} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %0 = "test.data_layout_query"() : () -> f64
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
// -----
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<16> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %0 = "test.data_layout_query"() : () -> f32
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
