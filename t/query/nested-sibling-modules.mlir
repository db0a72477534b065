// two sibling nested modules see only their own specs
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %0 = "test.data_layout_query"() : () -> i32
        %1 = "test.data_layout_query"() : () -> f32
        "func.return"() : () -> ()
      }) : () -> ()
    }
    module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<128> : vector<1xi64>>} {
      "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
        %2 = "test.data_layout_query"() : () -> i32
        %3 = "test.data_layout_query"() : () -> f32
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
