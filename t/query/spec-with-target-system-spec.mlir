// dl_spec and target_system_spec together on one module
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>, dlti.target_system_spec = #dlti.target_system_spec<"GPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096 : i32>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
