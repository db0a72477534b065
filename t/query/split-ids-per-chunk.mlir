// RUN: split
// --split-input-file: identifier entries do not leak between chunks
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}
// -----
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}
