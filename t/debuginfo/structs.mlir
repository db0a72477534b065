#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", sizeInBits = 8, encoding = DW_ATE_signed_char>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "double", sizeInBits = 64, encoding = DW_ATE_float>
#di_basic_type3 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long", sizeInBits = 64, encoding = DW_ATE_signed>
#di_basic_type4 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "short", sizeInBits = 16, encoding = DW_ATE_signed>
#di_basic_type5 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
#di_basic_type6 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long long", sizeInBits = 64, encoding = DW_ATE_signed>
#di_basic_type7 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned int", sizeInBits = 32, encoding = DW_ATE_unsigned>
#di_basic_type8 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned char", sizeInBits = 8, encoding = DW_ATE_unsigned_char>
#di_basic_type9 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned long long", sizeInBits = 64, encoding = DW_ATE_unsigned>
#di_basic_type10 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned short", sizeInBits = 16, encoding = DW_ATE_unsigned>
#di_composite_type = #llvm.di_composite_type<recId = distinct[0]<>, isRecSelf = true>
#di_file = #llvm.di_file<"structs.c" in ".">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 22.1.8 (1~deb12u1)", isOptimized = false, emissionKind = Full, nameTableKind = None>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, sizeInBits = 24, elements = #llvm.di_subrange<count = 3 : i64>>
#di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, sizeInBits = 96, elements = #llvm.di_subrange<count = 12 : i64>>
#di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, sizeInBits = 40, elements = #llvm.di_subrange<count = 5 : i64>>
#di_composite_type4 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type1, sizeInBits = 192, elements = #llvm.di_subrange<count = 2 : i64>, #llvm.di_subrange<count = 3 : i64>>
#di_composite_type5 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type4, sizeInBits = 16, elements = #llvm.di_subrange<count = 1 : i64>>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_member, name = "tag", baseType = #di_basic_type, sizeInBits = 8>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "x", baseType = #di_basic_type1, sizeInBits = 32>
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "y", baseType = #di_basic_type1, sizeInBits = 32, offsetInBits = 32>
#di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "weight", baseType = #di_basic_type2, sizeInBits = 64, offsetInBits = 320>
#di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_member, name = "l", baseType = #di_basic_type3, sizeInBits = 64>
#di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_member, name = "d", baseType = #di_basic_type2, sizeInBits = 64>
#di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_member, name = "kind", baseType = #di_basic_type4, sizeInBits = 16>
#di_derived_type7 = #llvm.di_derived_type<tag = DW_TAG_member, name = "i", baseType = #di_basic_type1, sizeInBits = 32>
#di_derived_type8 = #llvm.di_derived_type<tag = DW_TAG_member, name = "f", baseType = #di_basic_type5, sizeInBits = 32>
#di_derived_type9 = #llvm.di_derived_type<tag = DW_TAG_member, name = "ll", baseType = #di_basic_type6, sizeInBits = 64>
#di_derived_type10 = #llvm.di_derived_type<tag = DW_TAG_member, name = "last", baseType = #di_basic_type, sizeInBits = 8, offsetInBits = 320>
#di_derived_type11 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_basic_type7, sizeInBits = 1>
#di_derived_type12 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_basic_type7, sizeInBits = 3, offsetInBits = 1>
#di_derived_type13 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_basic_type7, sizeInBits = 30, offsetInBits = 32>
#di_derived_type14 = #llvm.di_derived_type<tag = DW_TAG_member, name = "d", baseType = #di_basic_type8, sizeInBits = 5, offsetInBits = 64>
#di_derived_type15 = #llvm.di_derived_type<tag = DW_TAG_member, name = "e", baseType = #di_basic_type9, sizeInBits = 40, offsetInBits = 69>
#di_derived_type16 = #llvm.di_derived_type<tag = DW_TAG_member, name = "f", baseType = #di_basic_type10, sizeInBits = 9, offsetInBits = 112>
#di_derived_type17 = #llvm.di_derived_type<tag = DW_TAG_member, name = "g", baseType = #di_basic_type1, sizeInBits = 32, offsetInBits = 128>
#di_derived_type18 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_basic_type, sizeInBits = 8>
#di_derived_type19 = #llvm.di_derived_type<tag = DW_TAG_member, name = "i", baseType = #di_basic_type1, sizeInBits = 32, offsetInBits = 8>
#di_derived_type20 = #llvm.di_derived_type<tag = DW_TAG_member, name = "s", baseType = #di_basic_type4, sizeInBits = 16, offsetInBits = 40>
#di_derived_type21 = #llvm.di_derived_type<tag = DW_TAG_member, name = "l", baseType = #di_basic_type3, sizeInBits = 64, offsetInBits = 56>
#di_derived_type22 = #llvm.di_derived_type<tag = DW_TAG_member, name = "i", baseType = #di_basic_type1, sizeInBits = 32, alignInBits = 128, offsetInBits = 128>
#di_derived_type23 = #llvm.di_derived_type<tag = DW_TAG_member, name = "tail", baseType = #di_basic_type, sizeInBits = 8, offsetInBits = 160>
#di_derived_type24 = #llvm.di_derived_type<tag = DW_TAG_member, name = "first", baseType = #di_basic_type, sizeInBits = 8>
#di_derived_type25 = #llvm.di_derived_type<tag = DW_TAG_member, name = "second", baseType = #di_basic_type3, sizeInBits = 64, offsetInBits = 64>
#di_derived_type26 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_basic_type, sizeInBits = 8>
#di_derived_type27 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_basic_type3, sizeInBits = 64, offsetInBits = 64>
#di_derived_type28 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_basic_type, sizeInBits = 8, offsetInBits = 128>
#di_derived_type29 = #llvm.di_derived_type<tag = DW_TAG_member, name = "d", baseType = #di_basic_type1, sizeInBits = 32, offsetInBits = 160>
#di_derived_type30 = #llvm.di_derived_type<tag = DW_TAG_member, name = "e", baseType = #di_basic_type, sizeInBits = 8, offsetInBits = 192>
#di_composite_type6 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "point", file = #di_file, line = 4, sizeInBits = 64, elements = #di_derived_type1, #di_derived_type2>
#di_composite_type7 = #llvm.di_composite_type<tag = DW_TAG_union_type, file = #di_file, line = 18, scope = #di_composite_type, sizeInBits = 32, elements = #di_derived_type7, #di_derived_type8>
#di_composite_type8 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "flags", file = #di_file, line = 29, sizeInBits = 192, elements = #di_derived_type11, #di_derived_type12, #di_derived_type13, #di_derived_type14, #di_derived_type15, #di_derived_type16, #di_derived_type17>
#di_composite_type9 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "packed", file = #di_file, line = 39, sizeInBits = 120, elements = #di_derived_type18, #di_derived_type19, #di_derived_type20, #di_derived_type21>
#di_composite_type10 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "aligned", file = #di_file, line = 46, sizeInBits = 256, alignInBits = 256, elements = #di_derived_type18, #di_derived_type22, #di_derived_type23>
#di_composite_type11 = #llvm.di_composite_type<tag = DW_TAG_structure_type, file = #di_file, line = 52, sizeInBits = 128, elements = #di_derived_type24, #di_derived_type25>
#di_composite_type12 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "holes", file = #di_file, line = 63, sizeInBits = 256, elements = #di_derived_type26, #di_derived_type27, #di_derived_type28, #di_derived_type29, #di_derived_type30>
#di_derived_type31 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_composite_type1, sizeInBits = 24>
#di_derived_type32 = #llvm.di_derived_type<tag = DW_TAG_member, name = "bytes", baseType = #di_composite_type2, sizeInBits = 96>
#di_derived_type33 = #llvm.di_derived_type<tag = DW_TAG_member, name = "name", baseType = #di_composite_type3, sizeInBits = 40>
#di_derived_type34 = #llvm.di_derived_type<tag = DW_TAG_member, name = "grid", baseType = #di_composite_type4, sizeInBits = 192, offsetInBits = 64>
#di_derived_type35 = #llvm.di_derived_type<tag = DW_TAG_member, name = "tail", baseType = #di_composite_type5, sizeInBits = 16, offsetInBits = 256>
#di_composite_type13 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_composite_type6, sizeInBits = 192, elements = #llvm.di_subrange<count = 3 : i64>>
#di_composite_type14 = #llvm.di_composite_type<tag = DW_TAG_union_type, name = "number", file = #di_file, line = 13, sizeInBits = 64, elements = #di_derived_type31, #di_derived_type4, #di_derived_type5>
#di_composite_type15 = #llvm.di_composite_type<tag = DW_TAG_union_type, file = #di_file, line = 22, scope = #di_composite_type, sizeInBits = 128, elements = #di_derived_type32, #di_derived_type9>
#di_composite_type16 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "arrays", file = #di_file, line = 57, sizeInBits = 288, elements = #di_derived_type33, #di_derived_type34, #di_derived_type35>
#di_derived_type36 = #llvm.di_derived_type<tag = DW_TAG_member, name = "p", baseType = #di_composite_type6, sizeInBits = 64, offsetInBits = 32>
#di_derived_type37 = #llvm.di_derived_type<tag = DW_TAG_member, baseType = #di_composite_type7, sizeInBits = 32, offsetInBits = 128>
#di_derived_type38 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "pair", baseType = #di_composite_type11>
#di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "fl", file = #di_file, line = 74, type = #di_composite_type8, isDefined = true>
#di_global_variable1 = #llvm.di_global_variable<scope = #di_compile_unit, name = "pk", file = #di_file, line = 75, type = #di_composite_type9, isDefined = true>
#di_global_variable2 = #llvm.di_global_variable<scope = #di_compile_unit, name = "al", file = #di_file, line = 76, type = #di_composite_type10, isDefined = true>
#di_global_variable3 = #llvm.di_global_variable<scope = #di_compile_unit, name = "ho", file = #di_file, line = 79, type = #di_composite_type12, isDefined = true>
#di_derived_type39 = #llvm.di_derived_type<tag = DW_TAG_member, name = "ps", baseType = #di_composite_type13, sizeInBits = 192, offsetInBits = 96>
#di_derived_type40 = #llvm.di_derived_type<tag = DW_TAG_member, name = "n", baseType = #di_composite_type14, sizeInBits = 64, offsetInBits = 64>
#di_derived_type41 = #llvm.di_derived_type<tag = DW_TAG_member, name = "u2", baseType = #di_composite_type15, sizeInBits = 128, offsetInBits = 192>
#di_global_variable4 = #llvm.di_global_variable<scope = #di_compile_unit, name = "num", file = #di_file, line = 72, type = #di_composite_type14, isDefined = true>
#di_global_variable5 = #llvm.di_global_variable<scope = #di_compile_unit, name = "pr", file = #di_file, line = 77, type = #di_derived_type38, isDefined = true>
#di_global_variable6 = #llvm.di_global_variable<scope = #di_compile_unit, name = "ar", file = #di_file, line = 78, type = #di_composite_type16, isDefined = true>
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
#di_global_variable_expression1 = #llvm.di_global_variable_expression<var = #di_global_variable1, expr = <>>
#di_global_variable_expression2 = #llvm.di_global_variable_expression<var = #di_global_variable2, expr = <>>
#di_global_variable_expression3 = #llvm.di_global_variable_expression<var = #di_global_variable3, expr = <>>
#di_composite_type17 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "nested", file = #di_file, line = 6, sizeInBits = 384, elements = #di_derived_type, #di_derived_type36, #di_derived_type39, #di_derived_type3>
#di_composite_type18 = #llvm.di_composite_type<recId = distinct[0]<>, tag = DW_TAG_structure_type, name = "with_union", file = #di_file, line = 15, sizeInBits = 384, elements = #di_derived_type6, #di_derived_type40, #di_derived_type37, #di_derived_type41, #di_derived_type10>
#di_global_variable_expression4 = #llvm.di_global_variable_expression<var = #di_global_variable4, expr = <>>
#di_global_variable_expression5 = #llvm.di_global_variable_expression<var = #di_global_variable5, expr = <>>
#di_global_variable_expression6 = #llvm.di_global_variable_expression<var = #di_global_variable6, expr = <>>
#di_global_variable7 = #llvm.di_global_variable<scope = #di_compile_unit, name = "n", file = #di_file, line = 71, type = #di_composite_type17, isDefined = true>
#di_global_variable8 = #llvm.di_global_variable<scope = #di_compile_unit, name = "wu", file = #di_file, line = 73, type = #di_composite_type18, isDefined = true>
#di_global_variable_expression7 = #llvm.di_global_variable_expression<var = #di_global_variable7, expr = <>>
#di_global_variable_expression8 = #llvm.di_global_variable_expression<var = #di_global_variable8, expr = <>>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global external @n() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression7], dso_local} : !llvm.struct<"struct.nested", (i8, struct<"struct.point", (i32, i32)>, array<3 x struct<"struct.point", (i32, i32)>>, f64)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.zero : !llvm.struct<"struct.point", (i32, i32)>
    %3 = llvm.mlir.zero : !llvm.array<3 x struct<"struct.point", (i32, i32)>>
    %4 = llvm.mlir.constant(0 : i8) : i8
    %5 = llvm.mlir.zero : !llvm.struct<"struct.nested", (i8, struct<"struct.point", (i32, i32)>, array<3 x struct<"struct.point", (i32, i32)>>, f64)>
    llvm.return %5 : !llvm.struct<"struct.nested", (i8, struct<"struct.point", (i32, i32)>, array<3 x struct<"struct.point", (i32, i32)>>, f64)>
  }
  llvm.mlir.global external @num() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression4], dso_local} : !llvm.struct<"union.number", (i64)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.zero : !llvm.struct<"union.number", (i64)>
    llvm.return %1 : !llvm.struct<"union.number", (i64)>
  }
  llvm.mlir.global external @wu() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression8], dso_local} : !llvm.struct<"struct.with_union", (i16, struct<"union.number", (i64)>, struct<"union.anon", (i32)>, struct<"union.anon.0", (i64, array<8 x i8>)>, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<8xi8>) : !llvm.array<8 x i8>
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.zero : !llvm.struct<"union.anon.0", (i64, array<8 x i8>)>
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.zero : !llvm.struct<"union.anon", (i32)>
    %6 = llvm.mlir.zero : !llvm.struct<"union.number", (i64)>
    %7 = llvm.mlir.constant(0 : i16) : i16
    %8 = llvm.mlir.zero : !llvm.struct<"struct.with_union", (i16, struct<"union.number", (i64)>, struct<"union.anon", (i32)>, struct<"union.anon.0", (i64, array<8 x i8>)>, i8)>
    llvm.return %8 : !llvm.struct<"struct.with_union", (i16, struct<"union.number", (i64)>, struct<"union.anon", (i32)>, struct<"union.anon.0", (i64, array<8 x i8>)>, i8)>
  }
  llvm.mlir.global external @fl() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression], dso_local} : !llvm.struct<"struct.flags", (i64, i64, i32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.zero : !llvm.struct<"struct.flags", (i64, i64, i32)>
    llvm.return %2 : !llvm.struct<"struct.flags", (i64, i64, i32)>
  }
  llvm.mlir.global external @pk() {addr_space = 0 : i32, alignment = 1 : i64, dbg_exprs = [#di_global_variable_expression1], dso_local} : !llvm.struct<"struct.packed", packed (i8, i32, i16, i64)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(0 : i16) : i16
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(0 : i8) : i8
    %4 = llvm.mlir.zero : !llvm.struct<"struct.packed", packed (i8, i32, i16, i64)>
    llvm.return %4 : !llvm.struct<"struct.packed", packed (i8, i32, i16, i64)>
  }
  llvm.mlir.global external @al() {addr_space = 0 : i32, alignment = 32 : i64, dbg_exprs = [#di_global_variable_expression2], dso_local} : !llvm.struct<"struct.aligned", (i8, array<15 x i8>, i32, i8, array<11 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<11xi8>) : !llvm.array<11 x i8>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(dense<0> : tensor<15xi8>) : !llvm.array<15 x i8>
    %4 = llvm.mlir.zero : !llvm.struct<"struct.aligned", (i8, array<15 x i8>, i32, i8, array<11 x i8>)>
    llvm.return %4 : !llvm.struct<"struct.aligned", (i8, array<15 x i8>, i32, i8, array<11 x i8>)>
  }
  llvm.mlir.global external @pr() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression5], dso_local} : !llvm.struct<"struct.pair", (i8, i64)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.pair", (i8, i64)>
    llvm.return %2 : !llvm.struct<"struct.pair", (i8, i64)>
  }
  llvm.mlir.global external @ar() {addr_space = 0 : i32, alignment = 4 : i64, dbg_exprs = [#di_global_variable_expression6], dso_local} : !llvm.struct<"struct.arrays", (array<5 x i8>, array<2 x array<3 x i32>>, array<1 x i16>)> {
    %0 = llvm.mlir.constant(0 : i16) : i16
    %1 = llvm.mlir.constant(dense<0> : tensor<1xi16>) : !llvm.array<1 x i16>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(dense<0> : tensor<3xi32>) : !llvm.array<3 x i32>
    %4 = llvm.mlir.constant(dense<0> : tensor<2x3xi32>) : !llvm.array<2 x array<3 x i32>>
    %5 = llvm.mlir.constant(0 : i8) : i8
    %6 = llvm.mlir.constant(dense<0> : tensor<5xi8>) : !llvm.array<5 x i8>
    %7 = llvm.mlir.zero : !llvm.struct<"struct.arrays", (array<5 x i8>, array<2 x array<3 x i32>>, array<1 x i16>)>
    llvm.return %7 : !llvm.struct<"struct.arrays", (array<5 x i8>, array<2 x array<3 x i32>>, array<1 x i16>)>
  }
  llvm.mlir.global external @ho() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression3], dso_local} : !llvm.struct<"struct.holes", (i8, i64, i8, i32, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.zero : !llvm.struct<"struct.holes", (i8, i64, i8, i32, i8)>
    llvm.return %3 : !llvm.struct<"struct.holes", (i8, i64, i8, i32, i8)>
  }
  llvm.module_flags [#llvm.mlir.module_flag<max, "Dwarf Version", 5 : i32>, #llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>, #llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<max, "uwtable", 2 : i32>, #llvm.mlir.module_flag<max, "frame-pointer", 2 : i32>]
}
