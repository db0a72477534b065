// integer entries outer, index inner
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 128]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> index
    module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %1 = "test.data_layout_query"() : () -> index
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
