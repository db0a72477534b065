// f16 and bf16 are different classes and may be split across scopes
module attributes {dlti.dl_spec = #dlti.dl_spec<f16 = dense<64> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<bf16 = dense<32> : vector<1xi64>>} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %0 = "test.data_layout_query"() : () -> f16
        %1 = "test.data_layout_query"() : () -> bf16
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
