%0, %1 = "test.data_layout_query"() : () -> (i32, i32)
