// element entries do not change vector alignment (only element byte size matters)
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[128, 256]> : vector<2xi64>, f32 = dense<8> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<4xi32>
    %1 = "test.data_layout_query"() : () -> vector<3xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}
