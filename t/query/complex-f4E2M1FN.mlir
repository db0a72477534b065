// complex<f4E2M1FN>: padding between parts only, abi/pref of the element
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<f4E2M1FN>
    "func.return"() : () -> ()
  }) : () -> ()
}
