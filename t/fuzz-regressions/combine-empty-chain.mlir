// fuzz_reuse finding F6 (twenty-sixth stop, never released): a scope
// whose chain holds no spec (a module without dlti.dl_spec) combined to an
// empty spec, which core/combine_memo.c packed with memcpy from its NULL
// arrays (UBSan: null pointer passed as argument 2).  Exit 0.
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<2x!ptr.ptr<#ptr.generic_space>>
    "func.return"() : () -> ()
  }) : () -> ()
}
