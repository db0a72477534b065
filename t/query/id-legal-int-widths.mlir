// legal int widths array<i32: 8, 16>
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.legal_int_widths" = array<i32: 8, 16>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
