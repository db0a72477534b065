// vector<2xindex> in an inner scope uses the outer index entry
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 16>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<128> : vector<1xi64>>} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %0 = "test.data_layout_query"() : () -> vector<2xindex>
        %1 = "test.data_layout_query"() : () -> index
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
