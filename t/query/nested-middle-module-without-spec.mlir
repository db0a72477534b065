// a spec-less module between two specced scopes is transparent
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<16> : vector<1xi64>>} {
          "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
            %0 = "test.data_layout_query"() : () -> i8
            "func.return"() : () -> ()
          }) : () -> ()
        }
        %1 = "test.data_layout_query"() : () -> i8
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
