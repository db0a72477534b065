// DEVIATION from MLIR 22, which segfaults when two nested scopes carry
// entries of the same builtin type class.  dlti combines them as later MLIR
// does: the inner entry for the same key replaces the outer one when its ABI
// alignment divides the outer one.  Inner i32: abi 4, pref 4; outer: 8, 8.
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<1xi64>>} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        %0 = "test.data_layout_query"() : () -> i32
        "func.return"() : () -> ()
      }) : () -> ()
    }
    %1 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
