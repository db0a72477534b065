// existing attributes (other than size) are dropped and replaced
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() {alignment = 99 : index, foo = "bar", bitsize = 1} : () -> i32
    %1 = "test.data_layout_query"() {sizes = 1} : () -> i8
    "func.return"() : () -> ()
  }) : () -> ()
}
