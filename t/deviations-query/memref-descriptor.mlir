// DEVIATION from MLIR 22, which aborts on memref queries ("neither the
// scoping op nor the type class provide data layout information").  dlti
// lays a memref out as the descriptor mlir-opt-22 --finalize-memref-to-llvm
// lowers it to under the scope's spec: here index = 32, so
// memref<4x8xf32> is !llvm.struct<(ptr, ptr, i32, array<2 x i32>,
// array<2 x i32>)>.  The .out is mlir-opt-22's answer for those structs
// (the same file with each memref replaced by its lowered struct), with
// the memref types written back.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> memref<4x8xf32>
    %1 = "test.data_layout_query"() : () -> memref<f32>
    %2 = "test.data_layout_query"() : () -> memref<*xf32, 3>
    %3 = "test.data_layout_query"() : () -> memref<?x?x?x?x?x?xf64, 3>
    "func.return"() : () -> ()
  }) : () -> ()
}
