// vector of !ptr.ptr
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<2x!ptr.ptr<#ptr.generic_space>>
    "func.return"() : () -> ()
  }) : () -> ()
}
