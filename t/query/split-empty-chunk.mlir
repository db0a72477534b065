// RUN: split
// --split-input-file with a chunk without queries
module {
}
// -----
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}
