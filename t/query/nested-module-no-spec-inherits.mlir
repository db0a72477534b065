// a nested module without spec inherits the outer spec
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 128]> : vector<2xi64>, index = 32>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %0 = "test.data_layout_query"() : () -> i32
        %1 = "test.data_layout_query"() : () -> index
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
