// keys of unknown/unloaded dialects and keys without a dot are accepted and ignored
module attributes {dlti.dl_spec = #dlti.dl_spec<"foo.bar" = 1, "nodot" = "x", "a.b.c" = [1, 2]>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
