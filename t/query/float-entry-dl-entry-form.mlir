// float entry in #dlti.dl_entry form
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f32, dense<[32, 64]> : vector<2xi64>>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}
