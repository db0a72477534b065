// DEVIATION from MLIR 22, which dies of SIGFPE (observed: mlir-opt-22
// exits 136) aligning a member offset to the 0-byte ABI alignment of i0 in
// an !llvm.struct or an !llvm.array (a packed struct aligns members to 1
// and does not crash).
// dlti: as for complex<i0>, an alignment of 0 adds no padding.  Values
// checked by hand against semantics §7.2/§7.3 and §1.1 (i0: 0 bits, abi 0):
//   struct<(i0)>: size 0, bitsize 0, abi max(1, 0) = 1, preferred 1;
//   struct<(i8, i0, i32)>: offsets 0, 1, 4, size 8, bitsize 64, abi 4,
//     preferred 4;
//   array<3 x i0>: alignTo(0, 0) * 3 = 0 bytes, abi 0, preferred 0.
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.struct<(i0)>
    %1 = "test.data_layout_query"() : () -> !llvm.struct<(i8, i0, i32)>
    %2 = "test.data_layout_query"() : () -> !llvm.array<3 x i0>
    "func.return"() : () -> ()
  }) : () -> ()
}
