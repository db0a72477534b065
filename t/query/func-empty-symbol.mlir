// A func.func whose sym_name is the empty string (found by fuzz_query,
// 2026-11-28): mlir-opt-22 accepts it and prints the name as
// @<<INVALID EMPTY SYMBOL>>, which does not parse again; dlti prints the
// same (the fuzz targets' round trip skips such text).
module {
  "func.func"() <{function_type = () -> (), sym_name = ""}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.array<2 x vector<3xi32>>
    "func.return"() : () -> ()
  }) : () -> ()
}
