// the test dialect (loaded by the test op below) does not support identifier entries
module attributes {dlti.dl_spec = #dlti.dl_spec<"test.foo" = 1>} {
  "test.op_with_data_layout"() : () -> ()
}
