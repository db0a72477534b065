// the same identifier entry with an identical value in both scopes is fine
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %0 = "test.data_layout_query"() : () -> i32
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
