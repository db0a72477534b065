// float entry values floored: f32 = [12, 20] -> 1, 2
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<[12, 20]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}
