// RUN: split
// Many chunks whose expectations point far ahead (@+N into later chunks)
// and lie out of order: dlti indexes them by line (issue 25), and must
// still take them in file order within a line (the first matching one
// counts, a wrong severity is reported when nothing else matches).
// expected-error@+73 {{unknown data layout entry name: dlti.k28}}
// expected-error@+68 {{unknown data layout entry name: dlti.k26}}
// expected-error@+63 {{unknown data layout entry name: dlti.k24}}
// expected-error@+58 {{unknown data layout entry name: dlti.k22}}
// expected-error@+53 {{unknown data layout entry name: dlti.k20}}
// expected-error@+48 {{unknown data layout entry name: dlti.k18}}
// expected-error@+43 {{unknown data layout entry name: dlti.k16}}
// expected-error@+38 {{unknown data layout entry name: dlti.k14}}
// expected-error@+33 {{unknown data layout entry name: dlti.k12}}
// expected-error@+28 {{unknown data layout entry name: dlti.k10}}
// expected-error@+23 {{unknown data layout entry name: dlti.k8}}
// expected-error@+18 {{unknown data layout entry name: dlti.k6}}
// expected-error@+13 {{unknown data layout entry name: dlti.k4}}
// expected-error@+8 {{unknown data layout entry name: dlti.k2}}
// expected-warning@+3 {{unknown data layout entry name: dlti.k0}}
// expected-error@+2 {{unknown data layout entry name: dlti.k0}}
// (no expectation)
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k0" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k1" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k2" = 1> } {}
// -----
// expected-remark@+1 {{unknown data layout entry name: dlti.k3}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k3" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k4" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k5" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k6" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k7" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k8" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k9" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k10" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k11" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k12" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k13" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k14" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k15" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k16" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k17" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k18" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k19" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k20" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k21" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k22" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k23" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k24" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k25" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k26" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k27" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k28" = 1> } {}
// -----
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.k29" = 1> } {}
