// funcs inside a module nested in the top-level module (not in a func) are not visited
module {
  module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>} {
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      %0 = "test.data_layout_query"() : () -> i32
      "func.return"() : () -> ()
    }) : () -> ()
  }
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    %1 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
