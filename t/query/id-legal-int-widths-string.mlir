// legal int widths accepts any attribute (string)
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.legal_int_widths" = "x">} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
