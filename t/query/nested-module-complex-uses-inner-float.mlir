// complex<f32> in an inner scope uses the f32 entry of the outer scope
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<[64, 128]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<128> : vector<1xi64>>} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %0 = "test.data_layout_query"() : () -> complex<f32>
        %1 = "test.data_layout_query"() : () -> complex<f64>
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
