// three nested scopes: ids and type classes from every level are united
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big", i32 = dense<64> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 128, f32 = dense<16> : vector<1xi64>>} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.mangling_mode" = "e", index = 32>} {
          "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
            %0 = "test.data_layout_query"() : () -> i32
            %1 = "test.data_layout_query"() : () -> f32
            %2 = "test.data_layout_query"() : () -> index
            "func.return"() : () -> ()
          }) : () -> ()
        }
        %3 = "test.data_layout_query"() : () -> index
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
