%0 = "test.data_layout_query"() ({
  "test.maybe_terminator"() : () -> ()
}) : () -> (i32)
