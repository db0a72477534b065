// Identifier entries added by an inner scope change the scope attributes
// of its queries (endianness, alloca memory space) but not the type
// answers, which dlti shares with the outer scope: each scope must still
// print its own identifier values.
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[64, 128]> : vector<2xi64>, "dlti.stack_alignment" = 128 : i64>} {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> i64
    %1 = "test.data_layout_query"() : () -> vector<2xi64>
    "test.op_with_data_layout"() ({
      %2 = "test.data_layout_query"() : () -> i64
      %3 = "test.data_layout_query"() : () -> vector<2xi64>
      "test.op_with_data_layout"() ({
        %4 = "test.data_layout_query"() : () -> i64
        %5 = "test.data_layout_query"() : () -> vector<2xi64>
        "test.maybe_terminator"() : () -> ()
      }) {dlti.dl_spec = #dlti.dl_spec<"dlti.alloca_memory_space" = 3 : ui32>} : () -> ()
      %6 = "test.data_layout_query"() : () -> vector<2xi64>
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 128 : i64, "dlti.endianness" = "big">} : () -> ()
    "test.op_with_data_layout"() ({
      %7 = "test.data_layout_query"() : () -> vector<2xi64>
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<"dlti.alloca_memory_space" = 5 : ui32>} : () -> ()
    %8 = "test.data_layout_query"() : () -> i64
    return
  }
}
