// query ops that already carry a `size` attribute are left untouched
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() {size = 3} : () -> i32
    %1 = "test.data_layout_query"() {size = 7 : index, alignment = 1 : index, foo = "bar"} : () -> i64
    %2 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
