// outer empty spec, inner spec with entries
module attributes {dlti.dl_spec = #dlti.dl_spec<>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 128]> : vector<2xi64>>} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %0 = "test.data_layout_query"() : () -> i32
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
