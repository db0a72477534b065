"test.data_layout_query"() : () -> ()
