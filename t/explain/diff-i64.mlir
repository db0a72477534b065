// A spec of one integer entry (t/t1230-diff.sh): every integer width is
// 4-aligned (semantics 1.1: any integer entry replaces the default rule).
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<32> : vector<1xi64>>} {}
