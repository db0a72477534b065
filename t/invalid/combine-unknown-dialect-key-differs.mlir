// differing values of an unknown-dialect key do not combine either
module attributes {dlti.dl_spec = #dlti.dl_spec<"foo.bar" = 1>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<"foo.bar" = 2>} {
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
