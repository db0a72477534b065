// f8E5M2 outer and f8E4M3 inner are different classes
module attributes {dlti.dl_spec = #dlti.dl_spec<f8E5M2 = dense<32> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<f8E4M3 = dense<16> : vector<1xi64>>} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %0 = "test.data_layout_query"() : () -> f8E5M2
        %1 = "test.data_layout_query"() : () -> f8E4M3
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
