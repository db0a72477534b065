// A function op's inherent attributes are checked as it is read, before
// its traits (OneRegion).
"func.func"() ({
}, {
}) {sym_name = 1, function_type = () -> ()} : () -> index
