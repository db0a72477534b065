// A DAG of DWARF types 40 deep, each struct holding the one before twice:
// written out it is 2^40 times larger, but the printer names each part by
// an alias of its own (#di_composite_type, #di_derived_type), as MLIR 22
// prints it.  (Aliases standing for builtin types that print in full are
// bounded: t/t0900-bounds.sh.)
#file = #llvm.di_file<"a.c" in "/tmp">
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#a1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #int, sizeInBits = 32>
#b1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #int, sizeInBits = 32, offsetInBits = 32>
#s1 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s1", file = #file, line = 1, sizeInBits = 32, elements = #a1, #b1>
#a2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s1, sizeInBits = 32>
#b2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s1, sizeInBits = 32, offsetInBits = 64>
#s2 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s2", file = #file, line = 2, sizeInBits = 32, elements = #a2, #b2>
#a3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s2, sizeInBits = 32>
#b3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s2, sizeInBits = 32, offsetInBits = 128>
#s3 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s3", file = #file, line = 3, sizeInBits = 32, elements = #a3, #b3>
#a4 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s3, sizeInBits = 32>
#b4 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s3, sizeInBits = 32, offsetInBits = 256>
#s4 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s4", file = #file, line = 4, sizeInBits = 32, elements = #a4, #b4>
#a5 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s4, sizeInBits = 32>
#b5 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s4, sizeInBits = 32, offsetInBits = 512>
#s5 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s5", file = #file, line = 5, sizeInBits = 32, elements = #a5, #b5>
#a6 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s5, sizeInBits = 32>
#b6 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s5, sizeInBits = 32, offsetInBits = 1024>
#s6 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s6", file = #file, line = 6, sizeInBits = 32, elements = #a6, #b6>
#a7 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s6, sizeInBits = 32>
#b7 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s6, sizeInBits = 32, offsetInBits = 2048>
#s7 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s7", file = #file, line = 7, sizeInBits = 32, elements = #a7, #b7>
#a8 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s7, sizeInBits = 32>
#b8 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s7, sizeInBits = 32, offsetInBits = 4096>
#s8 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s8", file = #file, line = 8, sizeInBits = 32, elements = #a8, #b8>
#a9 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s8, sizeInBits = 32>
#b9 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s8, sizeInBits = 32, offsetInBits = 8192>
#s9 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s9", file = #file, line = 9, sizeInBits = 32, elements = #a9, #b9>
#a10 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s9, sizeInBits = 32>
#b10 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s9, sizeInBits = 32, offsetInBits = 16384>
#s10 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s10", file = #file, line = 10, sizeInBits = 32, elements = #a10, #b10>
#a11 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s10, sizeInBits = 32>
#b11 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s10, sizeInBits = 32, offsetInBits = 32768>
#s11 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s11", file = #file, line = 11, sizeInBits = 32, elements = #a11, #b11>
#a12 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s11, sizeInBits = 32>
#b12 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s11, sizeInBits = 32, offsetInBits = 65536>
#s12 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s12", file = #file, line = 12, sizeInBits = 32, elements = #a12, #b12>
#a13 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s12, sizeInBits = 32>
#b13 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s12, sizeInBits = 32, offsetInBits = 131072>
#s13 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s13", file = #file, line = 13, sizeInBits = 32, elements = #a13, #b13>
#a14 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s13, sizeInBits = 32>
#b14 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s13, sizeInBits = 32, offsetInBits = 262144>
#s14 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s14", file = #file, line = 14, sizeInBits = 32, elements = #a14, #b14>
#a15 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s14, sizeInBits = 32>
#b15 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s14, sizeInBits = 32, offsetInBits = 524288>
#s15 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s15", file = #file, line = 15, sizeInBits = 32, elements = #a15, #b15>
#a16 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s15, sizeInBits = 32>
#b16 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s15, sizeInBits = 32, offsetInBits = 1048576>
#s16 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s16", file = #file, line = 16, sizeInBits = 32, elements = #a16, #b16>
#a17 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s16, sizeInBits = 32>
#b17 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s16, sizeInBits = 32, offsetInBits = 2097152>
#s17 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s17", file = #file, line = 17, sizeInBits = 32, elements = #a17, #b17>
#a18 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s17, sizeInBits = 32>
#b18 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s17, sizeInBits = 32, offsetInBits = 4194304>
#s18 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s18", file = #file, line = 18, sizeInBits = 32, elements = #a18, #b18>
#a19 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s18, sizeInBits = 32>
#b19 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s18, sizeInBits = 32, offsetInBits = 8388608>
#s19 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s19", file = #file, line = 19, sizeInBits = 32, elements = #a19, #b19>
#a20 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s19, sizeInBits = 32>
#b20 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s19, sizeInBits = 32, offsetInBits = 16777216>
#s20 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s20", file = #file, line = 20, sizeInBits = 32, elements = #a20, #b20>
#a21 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s20, sizeInBits = 32>
#b21 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s20, sizeInBits = 32, offsetInBits = 33554432>
#s21 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s21", file = #file, line = 21, sizeInBits = 32, elements = #a21, #b21>
#a22 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s21, sizeInBits = 32>
#b22 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s21, sizeInBits = 32, offsetInBits = 67108864>
#s22 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s22", file = #file, line = 22, sizeInBits = 32, elements = #a22, #b22>
#a23 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s22, sizeInBits = 32>
#b23 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s22, sizeInBits = 32, offsetInBits = 134217728>
#s23 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s23", file = #file, line = 23, sizeInBits = 32, elements = #a23, #b23>
#a24 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s23, sizeInBits = 32>
#b24 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s23, sizeInBits = 32, offsetInBits = 268435456>
#s24 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s24", file = #file, line = 24, sizeInBits = 32, elements = #a24, #b24>
#a25 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s24, sizeInBits = 32>
#b25 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s24, sizeInBits = 32, offsetInBits = 536870912>
#s25 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s25", file = #file, line = 25, sizeInBits = 32, elements = #a25, #b25>
#a26 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s25, sizeInBits = 32>
#b26 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s25, sizeInBits = 32, offsetInBits = 1073741824>
#s26 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s26", file = #file, line = 26, sizeInBits = 32, elements = #a26, #b26>
#a27 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s26, sizeInBits = 32>
#b27 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s26, sizeInBits = 32, offsetInBits = 2147483647>
#s27 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s27", file = #file, line = 27, sizeInBits = 32, elements = #a27, #b27>
#a28 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s27, sizeInBits = 32>
#b28 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s27, sizeInBits = 32, offsetInBits = 2147483647>
#s28 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s28", file = #file, line = 28, sizeInBits = 32, elements = #a28, #b28>
#a29 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s28, sizeInBits = 32>
#b29 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s28, sizeInBits = 32, offsetInBits = 2147483647>
#s29 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s29", file = #file, line = 29, sizeInBits = 32, elements = #a29, #b29>
#a30 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s29, sizeInBits = 32>
#b30 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s29, sizeInBits = 32, offsetInBits = 2147483647>
#s30 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s30", file = #file, line = 30, sizeInBits = 32, elements = #a30, #b30>
#a31 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s30, sizeInBits = 32>
#b31 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s30, sizeInBits = 32, offsetInBits = 2147483647>
#s31 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s31", file = #file, line = 31, sizeInBits = 32, elements = #a31, #b31>
#a32 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s31, sizeInBits = 32>
#b32 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s31, sizeInBits = 32, offsetInBits = 2147483647>
#s32 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s32", file = #file, line = 32, sizeInBits = 32, elements = #a32, #b32>
#a33 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s32, sizeInBits = 32>
#b33 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s32, sizeInBits = 32, offsetInBits = 2147483647>
#s33 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s33", file = #file, line = 33, sizeInBits = 32, elements = #a33, #b33>
#a34 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s33, sizeInBits = 32>
#b34 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s33, sizeInBits = 32, offsetInBits = 2147483647>
#s34 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s34", file = #file, line = 34, sizeInBits = 32, elements = #a34, #b34>
#a35 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s34, sizeInBits = 32>
#b35 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s34, sizeInBits = 32, offsetInBits = 2147483647>
#s35 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s35", file = #file, line = 35, sizeInBits = 32, elements = #a35, #b35>
#a36 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s35, sizeInBits = 32>
#b36 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s35, sizeInBits = 32, offsetInBits = 2147483647>
#s36 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s36", file = #file, line = 36, sizeInBits = 32, elements = #a36, #b36>
#a37 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s36, sizeInBits = 32>
#b37 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s36, sizeInBits = 32, offsetInBits = 2147483647>
#s37 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s37", file = #file, line = 37, sizeInBits = 32, elements = #a37, #b37>
#a38 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s37, sizeInBits = 32>
#b38 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s37, sizeInBits = 32, offsetInBits = 2147483647>
#s38 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s38", file = #file, line = 38, sizeInBits = 32, elements = #a38, #b38>
#a39 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s38, sizeInBits = 32>
#b39 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s38, sizeInBits = 32, offsetInBits = 2147483647>
#s39 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s39", file = #file, line = 39, sizeInBits = 32, elements = #a39, #b39>
#a40 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #s39, sizeInBits = 32>
#b40 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #s39, sizeInBits = 32, offsetInBits = 2147483647>
#s40 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s40", file = #file, line = 40, sizeInBits = 32, elements = #a40, #b40>
module attributes {test.di = #s40} {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> i32
    return
  }
}
