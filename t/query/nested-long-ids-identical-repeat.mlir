// specs of 40 and 20 unknown-dialect keys with the same values combine
// (past 16 keys dlti indexes them)
module attributes {dlti.dl_spec = #dlti.dl_spec<"foo.k0" = 0, "foo.k1" = 1, "foo.k2" = 2, "foo.k3" = 3, "foo.k4" = 4, "foo.k5" = 5, "foo.k6" = 6, "foo.k7" = 7, "foo.k8" = 8, "foo.k9" = 9, "foo.k10" = 10, "foo.k11" = 11, "foo.k12" = 12, "foo.k13" = 13, "foo.k14" = 14, "foo.k15" = 15, "foo.k16" = 16, "foo.k17" = 17, "foo.k18" = 18, "foo.k19" = 19, "foo.k20" = 20, "foo.k21" = 21, "foo.k22" = 22, "foo.k23" = 23, "foo.k24" = 24, "foo.k25" = 25, "foo.k26" = 26, "foo.k27" = 27, "foo.k28" = 28, "foo.k29" = 29, "foo.k30" = 30, "foo.k31" = 31, "foo.k32" = 32, "foo.k33" = 33, "foo.k34" = 34, "foo.k35" = 35, "foo.k36" = 36, "foo.k37" = 37, "foo.k38" = 38, "foo.k39" = 39>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<"foo.k20" = 20, "foo.k21" = 21, "foo.k22" = 22, "foo.k23" = 23, "foo.k24" = 24, "foo.k25" = 25, "foo.k26" = 26, "foo.k27" = 27, "foo.k28" = 28, "foo.k29" = 29, "foo.k30" = 30, "foo.k31" = 31, "foo.k32" = 32, "foo.k33" = 33, "foo.k34" = 34, "foo.k35" = 35, "foo.k36" = 36, "foo.k37" = 37, "foo.k38" = 38, "foo.k39" = 39, i32 = dense<64> : vector<2xi64>>} {
      %0 = "test.data_layout_query"() : () -> i32
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
