// identifier entries of nested scopes are united
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 32>} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %1 = "test.data_layout_query"() : () -> i32
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
