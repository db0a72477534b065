// #dlti.map of 40 keys, the last repeating the 8th: past the length
// where dlti indexes keys rather than searching them
module attributes {dlti.map = #dlti.map<"k0" = 0, "k1" = 1, "k2" = 2, "k3" = 3, "k4" = 4, "k5" = 5, "k6" = 6, "k7" = 7, "k8" = 8, "k9" = 9, "k10" = 10, "k11" = 11, "k12" = 12, "k13" = 13, "k14" = 14, "k15" = 15, "k16" = 16, "k17" = 17, "k18" = 18, "k19" = 19, "k20" = 20, "k21" = 21, "k22" = 22, "k23" = 23, "k24" = 24, "k25" = 25, "k26" = 26, "k27" = 27, "k28" = 28, "k29" = 29, "k30" = 30, "k31" = 31, "k32" = 32, "k33" = 33, "k34" = 34, "k35" = 35, "k36" = 36, "k37" = 37, "k38" = 38, "k39" = 39, "k7" = 40>} {
}
