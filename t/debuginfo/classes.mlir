#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "short", sizeInBits = 16, encoding = DW_ATE_signed>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", sizeInBits = 8, encoding = DW_ATE_signed_char>
#di_basic_type3 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long", sizeInBits = 64, encoding = DW_ATE_signed>
#di_basic_type4 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "double", sizeInBits = 64, encoding = DW_ATE_float>
#di_composite_type = #llvm.di_composite_type<recId = distinct[0]<>, isRecSelf = true>
#di_composite_type1 = #llvm.di_composite_type<recId = distinct[1]<>, isRecSelf = true>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, sizeInBits = 64>
#di_file = #llvm.di_file<"classes.cpp" in ".">
#di_namespace = #llvm.di_namespace<name = "ns", exportSymbols = false>
#di_null_type = #llvm.di_null_type
#di_compile_unit = #llvm.di_compile_unit<id = distinct[2]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #di_file, producer = "Debian clang version 22.1.8 (1~deb12u1)", isOptimized = false, emissionKind = Full, nameTableKind = None>
#di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "Empty", file = #di_file, line = 33, flags = TypePassByValue, sizeInBits = 8>
#di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "Tag", file = #di_file, line = 59, flags = TypePassByValue, sizeInBits = 8>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "s", baseType = #di_basic_type, sizeInBits = 16>
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "i", baseType = #di_basic_type1, sizeInBits = 32, offsetInBits = 32>
#di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_basic_type2, sizeInBits = 8>
#di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_member, name = "l", baseType = #di_basic_type3, sizeInBits = 64, offsetInBits = 64>
#di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
#di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_member, name = "id", baseType = #di_basic_type3, sizeInBits = 64, offsetInBits = 64>
#di_derived_type7 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type1, sizeInBits = 64>
#di_derived_type8 = #llvm.di_derived_type<tag = DW_TAG_member, name = "tag", baseType = #di_basic_type2, sizeInBits = 8, offsetInBits = 128>
#di_derived_type9 = #llvm.di_derived_type<tag = DW_TAG_member, name = "count", baseType = #di_basic_type1, sizeInBits = 32, offsetInBits = 160>
#di_derived_type10 = #llvm.di_derived_type<tag = DW_TAG_member, name = "v", baseType = #di_basic_type1, sizeInBits = 32>
#di_derived_type11 = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_basic_type2, sizeInBits = 8>
#di_derived_type12 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_basic_type4, sizeInBits = 64, offsetInBits = 64>
#di_derived_type13 = #llvm.di_derived_type<tag = DW_TAG_member, name = "s", baseType = #di_basic_type, sizeInBits = 16, offsetInBits = 320>
#di_derived_type14 = #llvm.di_derived_type<tag = DW_TAG_member, name = "flag", baseType = #di_basic_type2, sizeInBits = 8>
#di_derived_type15 = #llvm.di_derived_type<tag = DW_TAG_member, name = "value", baseType = #di_basic_type1, sizeInBits = 32, offsetInBits = 32>
#di_derived_type16 = #llvm.di_derived_type<tag = DW_TAG_member, name = "value", baseType = #di_basic_type4, sizeInBits = 64, offsetInBits = 64>
#di_derived_type17 = #llvm.di_derived_type<tag = DW_TAG_member, name = "x", baseType = #di_basic_type3, sizeInBits = 64>
#di_derived_type18 = #llvm.di_derived_type<tag = DW_TAG_member, name = "y", baseType = #di_basic_type3, sizeInBits = 64>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type1>
#di_composite_type4 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "Inner", file = #di_file, line = 11, scope = #di_namespace, flags = TypePassByValue, sizeInBits = 64, elements = #di_derived_type1, #di_derived_type2>
#di_composite_type5 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "Plain", file = #di_file, line = 37, flags = TypePassByValue, sizeInBits = 128, elements = #di_derived_type11, #di_derived_type12>
#di_composite_type6 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "Box<int>", file = #di_file, line = 50, flags = TypePassByValue, sizeInBits = 64, elements = #di_derived_type14, #di_derived_type15>
#di_composite_type7 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "Box<double>", file = #di_file, line = 50, flags = TypePassByValue, sizeInBits = 128, elements = #di_derived_type14, #di_derived_type16>
#di_derived_type19 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "__vtbl_ptr_type", baseType = #di_subroutine_type, sizeInBits = 64>
#di_derived_type20 = #llvm.di_derived_type<tag = DW_TAG_inheritance, baseType = #di_composite_type2>
#di_derived_type21 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "TagAlias", baseType = #di_composite_type3>
#di_derived_type22 = #llvm.di_derived_type<tag = DW_TAG_member, name = "t", baseType = #di_composite_type3, sizeInBits = 8>
#di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "_vtable$", linkageName = "_vtable$", file = #di_file, line = 0, type = #di_derived_type, isDefined = true, alignInBits = 64>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type1, #di_derived_type5>
#di_subroutine_type2 = #llvm.di_subroutine_type<types = #di_null_type, #di_derived_type7>
#di_composite_type8 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "Tagged", file = #di_file, line = 34, flags = TypePassByValue, sizeInBits = 32, elements = #di_derived_type20, #di_derived_type10>
#di_composite_type9 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "Holder", file = #di_file, line = 64, flags = TypePassByValue, sizeInBits = 8, elements = #di_derived_type22>
#di_derived_type23 = #llvm.di_derived_type<tag = DW_TAG_member, name = "in", baseType = #di_composite_type4, sizeInBits = 64>
#di_derived_type24 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type19, sizeInBits = 64>
#di_derived_type25 = #llvm.di_derived_type<tag = DW_TAG_inheritance, baseType = #di_composite_type5, offsetInBits = 192>
#di_derived_type26 = #llvm.di_derived_type<tag = DW_TAG_inheritance, baseType = #di_derived_type21>
#di_global_variable1 = #llvm.di_global_variable<scope = #di_compile_unit, name = "bi", file = #di_file, line = 54, type = #di_composite_type6, isDefined = true>
#di_global_variable2 = #llvm.di_global_variable<scope = #di_compile_unit, name = "bd", file = #di_file, line = 55, type = #di_composite_type7, isDefined = true>
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
#di_subprogram = #llvm.di_subprogram<scope = #di_composite_type, name = "f", linkageName = "_ZN6Widget1fEv", file = #di_file, line = 8, scopeLine = 8, type = #di_subroutine_type1>
#di_subprogram1 = #llvm.di_subprogram<scope = #di_composite_type1, name = "~Base", linkageName = "_ZN4BaseD4Ev", file = #di_file, line = 26, scopeLine = 26, subprogramFlags = Virtual, type = #di_subroutine_type2>
#di_composite_type10 = #llvm.di_composite_type<recId = distinct[0]<>, tag = DW_TAG_class_type, name = "Widget", file = #di_file, line = 4, flags = TypePassByValue, sizeInBits = 128, elements = #di_derived_type3, #di_derived_type4, #di_subprogram>
#di_composite_type11 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "ViaTypedef", file = #di_file, line = 61, flags = TypePassByValue, sizeInBits = 64, elements = #di_derived_type26, #di_derived_type17>
#di_derived_type27 = #llvm.di_derived_type<tag = DW_TAG_member, name = "_vptr$Base", baseType = #di_derived_type24, sizeInBits = 64>
#di_derived_type28 = #llvm.di_derived_type<tag = DW_TAG_inheritance, baseType = #di_composite_type9>
#di_global_variable3 = #llvm.di_global_variable<scope = #di_compile_unit, name = "tg", file = #di_file, line = 46, type = #di_composite_type8, isDefined = true>
#di_global_variable_expression1 = #llvm.di_global_variable_expression<var = #di_global_variable1, expr = <>>
#di_global_variable_expression2 = #llvm.di_global_variable_expression<var = #di_global_variable2, expr = <>>
#di_composite_type12 = #llvm.di_composite_type<recId = distinct[1]<>, tag = DW_TAG_structure_type, name = "Base", file = #di_file, line = 25, flags = "TypePassByReference|NonTrivial", sizeInBits = 128, elements = #di_derived_type27, #di_derived_type6, #di_subprogram1>
#di_composite_type13 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "OverHolder", file = #di_file, line = 67, flags = TypePassByValue, sizeInBits = 64, elements = #di_derived_type28, #di_derived_type18>
#di_derived_type29 = #llvm.di_derived_type<tag = DW_TAG_member, name = "w", baseType = #di_composite_type10, sizeInBits = 128, offsetInBits = 64>
#di_derived_type30 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type10, sizeInBits = 64>
#di_global_variable4 = #llvm.di_global_variable<scope = #di_compile_unit, name = "vt", file = #di_file, line = 70, type = #di_composite_type11, isDefined = true>
#di_global_variable_expression3 = #llvm.di_global_variable_expression<var = #di_global_variable3, expr = <>>
#di_composite_type14 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "Outer", file = #di_file, line = 16, flags = TypePassByValue, sizeInBits = 192, elements = #di_derived_type23, #di_derived_type29>
#di_derived_type31 = #llvm.di_derived_type<tag = DW_TAG_inheritance, baseType = #di_composite_type12>
#di_derived_type32 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type12, sizeInBits = 64>
#di_global_variable5 = #llvm.di_global_variable<scope = #di_compile_unit, name = "oh", file = #di_file, line = 71, type = #di_composite_type13, isDefined = true>
#di_global_variable_expression4 = #llvm.di_global_variable_expression<var = #di_global_variable4, expr = <>>
#di_subroutine_type3 = #llvm.di_subroutine_type<types = #di_basic_type1, #di_derived_type30>
#di_composite_type15 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "Derived", file = #di_file, line = 29, flags = "TypePassByReference|NonTrivial", sizeInBits = 192, elements = #di_derived_type31, #di_derived_type8, #di_derived_type9>
#di_global_variable6 = #llvm.di_global_variable<scope = #di_compile_unit, name = "o", file = #di_file, line = 20, type = #di_composite_type14, isDefined = true>
#di_global_variable_expression5 = #llvm.di_global_variable_expression<var = #di_global_variable5, expr = <>>
#di_subprogram2 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_composite_type10, name = "f", linkageName = "_ZN6Widget1fEv", file = #di_file, line = 21, scopeLine = 21, subprogramFlags = Definition, type = #di_subroutine_type3>
#di_subroutine_type4 = #llvm.di_subroutine_type<types = #di_null_type, #di_derived_type32>
#di_derived_type33 = #llvm.di_derived_type<tag = DW_TAG_inheritance, baseType = #di_composite_type15>
#di_derived_type34 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type15, sizeInBits = 64>
#di_global_variable7 = #llvm.di_global_variable<scope = #di_compile_unit, name = "dd", file = #di_file, line = 45, type = #di_composite_type15, isDefined = true>
#di_global_variable_expression6 = #llvm.di_global_variable_expression<var = #di_global_variable6, expr = <>>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram2, name = "this", arg = 1, type = #di_derived_type30, flags = "Artificial|ObjectPointer">
#di_subprogram3 = #llvm.di_subprogram<id = distinct[4]<>, compileUnit = #di_compile_unit, scope = #di_composite_type12, name = "~Base", linkageName = "_ZN4BaseD2Ev", file = #di_file, line = 44, scopeLine = 44, subprogramFlags = Definition, type = #di_subroutine_type4>
#di_subprogram4 = #llvm.di_subprogram<id = distinct[5]<>, compileUnit = #di_compile_unit, scope = #di_composite_type12, name = "~Base", linkageName = "_ZN4BaseD0Ev", file = #di_file, line = 44, scopeLine = 44, subprogramFlags = Definition, type = #di_subroutine_type4>
#di_subprogram5 = #llvm.di_subprogram<id = distinct[6]<>, compileUnit = #di_compile_unit, scope = #di_composite_type12, name = "Base", linkageName = "_ZN4BaseC2Ev", file = #di_file, line = 25, scopeLine = 25, subprogramFlags = Definition, type = #di_subroutine_type4>
#di_composite_type16 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "Multi", file = #di_file, line = 41, flags = "TypePassByReference|NonTrivial", sizeInBits = 384, elements = #di_derived_type25, #di_derived_type33, #di_derived_type13>
#di_global_variable_expression7 = #llvm.di_global_variable_expression<var = #di_global_variable7, expr = <>>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram3, name = "this", arg = 1, type = #di_derived_type32, flags = "Artificial|ObjectPointer">
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram4, name = "this", arg = 1, type = #di_derived_type32, flags = "Artificial|ObjectPointer">
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram5, name = "this", arg = 1, type = #di_derived_type32, flags = "Artificial|ObjectPointer">
#di_subroutine_type5 = #llvm.di_subroutine_type<types = #di_null_type, #di_derived_type34>
#di_derived_type35 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type16, sizeInBits = 64>
#di_global_variable8 = #llvm.di_global_variable<scope = #di_compile_unit, name = "mm", file = #di_file, line = 47, type = #di_composite_type16, isDefined = true>
#di_subprogram6 = #llvm.di_subprogram<id = distinct[7]<>, compileUnit = #di_compile_unit, scope = #di_composite_type15, name = "Derived", linkageName = "_ZN7DerivedC2Ev", file = #di_file, line = 29, scopeLine = 29, subprogramFlags = Definition, type = #di_subroutine_type5>
#di_subprogram7 = #llvm.di_subprogram<id = distinct[8]<>, compileUnit = #di_compile_unit, scope = #di_composite_type15, name = "~Derived", linkageName = "_ZN7DerivedD2Ev", file = #di_file, line = 29, scopeLine = 29, subprogramFlags = Definition, type = #di_subroutine_type5>
#di_subprogram8 = #llvm.di_subprogram<id = distinct[9]<>, compileUnit = #di_compile_unit, scope = #di_composite_type15, name = "~Derived", linkageName = "_ZN7DerivedD0Ev", file = #di_file, line = 29, scopeLine = 29, subprogramFlags = Definition, type = #di_subroutine_type5>
#di_global_variable_expression8 = #llvm.di_global_variable_expression<var = #di_global_variable8, expr = <>>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram6, name = "this", arg = 1, type = #di_derived_type34, flags = "Artificial|ObjectPointer">
#di_local_variable5 = #llvm.di_local_variable<scope = #di_subprogram7, name = "this", arg = 1, type = #di_derived_type34, flags = "Artificial|ObjectPointer">
#di_local_variable6 = #llvm.di_local_variable<scope = #di_subprogram8, name = "this", arg = 1, type = #di_derived_type34, flags = "Artificial|ObjectPointer">
#di_subroutine_type6 = #llvm.di_subroutine_type<types = #di_null_type, #di_derived_type35>
#di_subprogram9 = #llvm.di_subprogram<id = distinct[10]<>, compileUnit = #di_compile_unit, scope = #di_composite_type16, name = "Multi", linkageName = "_ZN5MultiC2Ev", file = #di_file, line = 41, scopeLine = 41, subprogramFlags = Definition, type = #di_subroutine_type6>
#di_subprogram10 = #llvm.di_subprogram<id = distinct[11]<>, compileUnit = #di_compile_unit, scope = #di_composite_type16, name = "~Multi", linkageName = "_ZN5MultiD2Ev", file = #di_file, line = 41, scopeLine = 41, subprogramFlags = Definition, type = #di_subroutine_type6>
#di_subprogram11 = #llvm.di_subprogram<id = distinct[12]<>, compileUnit = #di_compile_unit, scope = #di_composite_type16, name = "~Multi", linkageName = "_ZN5MultiD0Ev", file = #di_file, line = 41, scopeLine = 41, subprogramFlags = Definition, type = #di_subroutine_type6>
#di_local_variable7 = #llvm.di_local_variable<scope = #di_subprogram9, name = "this", arg = 1, type = #di_derived_type35, flags = "Artificial|ObjectPointer">
#di_local_variable8 = #llvm.di_local_variable<scope = #di_subprogram10, name = "this", arg = 1, type = #di_derived_type35, flags = "Artificial|ObjectPointer">
#di_local_variable9 = #llvm.di_local_variable<scope = #di_subprogram11, name = "this", arg = 1, type = #di_derived_type35, flags = "Artificial|ObjectPointer">
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.comdat @__llvm_global_comdat {
    llvm.comdat_selector @_ZTV7Derived any
    llvm.comdat_selector @_ZTI7Derived any
    llvm.comdat_selector @_ZTS7Derived any
    llvm.comdat_selector @_ZTV5Multi any
    llvm.comdat_selector @_ZTI5Multi any
    llvm.comdat_selector @_ZTS5Multi any
    llvm.comdat_selector @_ZTI5Plain any
    llvm.comdat_selector @_ZTS5Plain any
    llvm.comdat_selector @_ZN7DerivedC2Ev any
    llvm.comdat_selector @_ZN7DerivedD2Ev any
    llvm.comdat_selector @_ZN5MultiC2Ev any
    llvm.comdat_selector @_ZN5MultiD2Ev any
    llvm.comdat_selector @_ZN4BaseC2Ev any
    llvm.comdat_selector @_ZN7DerivedD0Ev any
    llvm.comdat_selector @_ZN5MultiD0Ev any
  }
  llvm.mlir.global external @o() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression6], dso_local} : !llvm.struct<"struct.Outer", (struct<"struct.ns::Inner", (i16, i32)>, struct<"class.Widget", (i8, i64)>)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"class.Widget", (i8, i64)>
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(0 : i16) : i16
    %5 = llvm.mlir.zero : !llvm.struct<"struct.ns::Inner", (i16, i32)>
    %6 = llvm.mlir.zero : !llvm.struct<"struct.Outer", (struct<"struct.ns::Inner", (i16, i32)>, struct<"class.Widget", (i8, i64)>)>
    llvm.return %6 : !llvm.struct<"struct.Outer", (struct<"struct.ns::Inner", (i16, i32)>, struct<"class.Widget", (i8, i64)>)>
  }
  llvm.mlir.global external @dd() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression7], dso_local} : !llvm.struct<"struct.Derived", (struct<"struct.Base", (ptr, i64)>, i8, i32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.mlir.zero : !llvm.struct<"struct.Base", (ptr, i64)>
    %5 = llvm.mlir.zero : !llvm.struct<"struct.Derived", (struct<"struct.Base", (ptr, i64)>, i8, i32)>
    llvm.return %5 : !llvm.struct<"struct.Derived", (struct<"struct.Base", (ptr, i64)>, i8, i32)>
  }
  llvm.mlir.global external hidden @__dso_handle() {addr_space = 0 : i32, dso_local} : i8
  llvm.mlir.global external @tg() {addr_space = 0 : i32, alignment = 4 : i64, dbg_exprs = [#di_global_variable_expression3], dso_local} : !llvm.struct<"struct.Tagged", (i32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.zero : !llvm.struct<"struct.Tagged", (i32)>
    llvm.return %1 : !llvm.struct<"struct.Tagged", (i32)>
  }
  llvm.mlir.global external @mm() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression8], dso_local} : !llvm.struct<"struct.Multi", packed (struct<"struct.Derived", (struct<"struct.Base", (ptr, i64)>, i8, i32)>, struct<"struct.Plain", (i8, f64)>, i16, array<6 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<6xi8>) : !llvm.array<6 x i8>
    %2 = llvm.mlir.constant(0 : i16) : i16
    %3 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %4 = llvm.mlir.zero : !llvm.struct<"struct.Plain", (i8, f64)>
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.zero : !llvm.ptr
    %8 = llvm.mlir.zero : !llvm.struct<"struct.Base", (ptr, i64)>
    %9 = llvm.mlir.zero : !llvm.struct<"struct.Derived", (struct<"struct.Base", (ptr, i64)>, i8, i32)>
    %10 = llvm.mlir.zero : !llvm.struct<"struct.Multi", packed (struct<"struct.Derived", (struct<"struct.Base", (ptr, i64)>, i8, i32)>, struct<"struct.Plain", (i8, f64)>, i16, array<6 x i8>)>
    llvm.return %10 : !llvm.struct<"struct.Multi", packed (struct<"struct.Derived", (struct<"struct.Base", (ptr, i64)>, i8, i32)>, struct<"struct.Plain", (i8, f64)>, i16, array<6 x i8>)>
  }
  llvm.mlir.global external @bi() {addr_space = 0 : i32, alignment = 4 : i64, dbg_exprs = [#di_global_variable_expression1], dso_local} : !llvm.struct<"struct.Box", (i8, i32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.Box", (i8, i32)>
    llvm.return %2 : !llvm.struct<"struct.Box", (i8, i32)>
  }
  llvm.mlir.global external @bd() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression2], dso_local} : !llvm.struct<"struct.Box.0", (i8, f64)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.Box.0", (i8, f64)>
    llvm.return %2 : !llvm.struct<"struct.Box.0", (i8, f64)>
  }
  llvm.mlir.global external @vt() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression4], dso_local} : !llvm.struct<"struct.ViaTypedef", (i64)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.zero : !llvm.struct<"struct.ViaTypedef", (i64)>
    llvm.return %1 : !llvm.struct<"struct.ViaTypedef", (i64)>
  }
  llvm.mlir.global external @oh() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression5], dso_local} : !llvm.struct<"struct.OverHolder", (i64)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.zero : !llvm.struct<"struct.OverHolder", (i64)>
    llvm.return %1 : !llvm.struct<"struct.OverHolder", (i64)>
  }
  llvm.mlir.global external unnamed_addr constant @_ZTV4Base() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression], dso_local} : !llvm.struct<(array<4 x ptr>)> {
    %0 = llvm.mlir.addressof @_ZN4BaseD0Ev : !llvm.ptr
    %1 = llvm.mlir.addressof @_ZN4BaseD1Ev : !llvm.ptr
    %2 = llvm.mlir.addressof @_ZTI4Base : !llvm.ptr
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.mlir.undef : !llvm.array<4 x ptr>
    %5 = llvm.insertvalue %3, %4[0] : !llvm.array<4 x ptr> 
    %6 = llvm.insertvalue %2, %5[1] : !llvm.array<4 x ptr> 
    %7 = llvm.insertvalue %1, %6[2] : !llvm.array<4 x ptr> 
    %8 = llvm.insertvalue %0, %7[3] : !llvm.array<4 x ptr> 
    %9 = llvm.mlir.undef : !llvm.struct<(array<4 x ptr>)>
    %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(array<4 x ptr>)> 
    llvm.return %10 : !llvm.struct<(array<4 x ptr>)>
  }
  llvm.mlir.global external constant @_ZTI4Base() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<(ptr, ptr)> {
    %0 = llvm.mlir.addressof @_ZTS4Base : !llvm.ptr
    %1 = llvm.mlir.constant(2 : i64) : i64
    %2 = llvm.mlir.addressof @_ZTVN10__cxxabiv117__class_type_infoE : !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[%1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
    %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr)>
    %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(ptr, ptr)> 
    %6 = llvm.insertvalue %0, %5[1] : !llvm.struct<(ptr, ptr)> 
    llvm.return %6 : !llvm.struct<(ptr, ptr)>
  }
  llvm.mlir.global external @_ZTVN10__cxxabiv117__class_type_infoE() {addr_space = 0 : i32} : !llvm.array<0 x ptr>
  llvm.mlir.global external constant @_ZTS4Base("4Base\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global linkonce_odr unnamed_addr constant @_ZTV7Derived() comdat(@__llvm_global_comdat::@_ZTV7Derived) {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression], dso_local} : !llvm.struct<(array<4 x ptr>)> {
    %0 = llvm.mlir.addressof @_ZN7DerivedD0Ev : !llvm.ptr
    %1 = llvm.mlir.addressof @_ZN7DerivedD2Ev : !llvm.ptr
    %2 = llvm.mlir.addressof @_ZTI7Derived : !llvm.ptr
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.mlir.undef : !llvm.array<4 x ptr>
    %5 = llvm.insertvalue %3, %4[0] : !llvm.array<4 x ptr> 
    %6 = llvm.insertvalue %2, %5[1] : !llvm.array<4 x ptr> 
    %7 = llvm.insertvalue %1, %6[2] : !llvm.array<4 x ptr> 
    %8 = llvm.insertvalue %0, %7[3] : !llvm.array<4 x ptr> 
    %9 = llvm.mlir.undef : !llvm.struct<(array<4 x ptr>)>
    %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(array<4 x ptr>)> 
    llvm.return %10 : !llvm.struct<(array<4 x ptr>)>
  }
  llvm.mlir.global linkonce_odr constant @_ZTI7Derived() comdat(@__llvm_global_comdat::@_ZTI7Derived) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<(ptr, ptr, ptr)> {
    %0 = llvm.mlir.addressof @_ZTI4Base : !llvm.ptr
    %1 = llvm.mlir.addressof @_ZTS7Derived : !llvm.ptr
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.mlir.addressof @_ZTVN10__cxxabiv120__si_class_type_infoE : !llvm.ptr
    %4 = llvm.getelementptr inbounds %3[%2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
    %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, ptr)>
    %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(ptr, ptr, ptr)> 
    %7 = llvm.insertvalue %1, %6[1] : !llvm.struct<(ptr, ptr, ptr)> 
    %8 = llvm.insertvalue %0, %7[2] : !llvm.struct<(ptr, ptr, ptr)> 
    llvm.return %8 : !llvm.struct<(ptr, ptr, ptr)>
  }
  llvm.mlir.global external @_ZTVN10__cxxabiv120__si_class_type_infoE() {addr_space = 0 : i32} : !llvm.array<0 x ptr>
  llvm.mlir.global linkonce_odr constant @_ZTS7Derived("7Derived\00") comdat(@__llvm_global_comdat::@_ZTS7Derived) {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global linkonce_odr unnamed_addr constant @_ZTV5Multi() comdat(@__llvm_global_comdat::@_ZTV5Multi) {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression], dso_local} : !llvm.struct<(array<4 x ptr>)> {
    %0 = llvm.mlir.addressof @_ZN5MultiD0Ev : !llvm.ptr
    %1 = llvm.mlir.addressof @_ZN5MultiD2Ev : !llvm.ptr
    %2 = llvm.mlir.addressof @_ZTI5Multi : !llvm.ptr
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.mlir.undef : !llvm.array<4 x ptr>
    %5 = llvm.insertvalue %3, %4[0] : !llvm.array<4 x ptr> 
    %6 = llvm.insertvalue %2, %5[1] : !llvm.array<4 x ptr> 
    %7 = llvm.insertvalue %1, %6[2] : !llvm.array<4 x ptr> 
    %8 = llvm.insertvalue %0, %7[3] : !llvm.array<4 x ptr> 
    %9 = llvm.mlir.undef : !llvm.struct<(array<4 x ptr>)>
    %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(array<4 x ptr>)> 
    llvm.return %10 : !llvm.struct<(array<4 x ptr>)>
  }
  llvm.mlir.global linkonce_odr constant @_ZTI5Multi() comdat(@__llvm_global_comdat::@_ZTI5Multi) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<(ptr, ptr, i32, i32, ptr, i64, ptr, i64)> {
    %0 = llvm.mlir.constant(2 : i64) : i64
    %1 = llvm.mlir.addressof @_ZTI7Derived : !llvm.ptr
    %2 = llvm.mlir.constant(6146 : i64) : i64
    %3 = llvm.mlir.addressof @_ZTI5Plain : !llvm.ptr
    %4 = llvm.mlir.constant(2 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.addressof @_ZTS5Multi : !llvm.ptr
    %7 = llvm.mlir.addressof @_ZTVN10__cxxabiv121__vmi_class_type_infoE : !llvm.ptr
    %8 = llvm.getelementptr inbounds %7[%0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
    %9 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, i32, ptr, i64, ptr, i64)>
    %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr, ptr, i32, i32, ptr, i64, ptr, i64)> 
    %11 = llvm.insertvalue %6, %10[1] : !llvm.struct<(ptr, ptr, i32, i32, ptr, i64, ptr, i64)> 
    %12 = llvm.insertvalue %5, %11[2] : !llvm.struct<(ptr, ptr, i32, i32, ptr, i64, ptr, i64)> 
    %13 = llvm.insertvalue %4, %12[3] : !llvm.struct<(ptr, ptr, i32, i32, ptr, i64, ptr, i64)> 
    %14 = llvm.insertvalue %3, %13[4] : !llvm.struct<(ptr, ptr, i32, i32, ptr, i64, ptr, i64)> 
    %15 = llvm.insertvalue %2, %14[5] : !llvm.struct<(ptr, ptr, i32, i32, ptr, i64, ptr, i64)> 
    %16 = llvm.insertvalue %1, %15[6] : !llvm.struct<(ptr, ptr, i32, i32, ptr, i64, ptr, i64)> 
    %17 = llvm.insertvalue %0, %16[7] : !llvm.struct<(ptr, ptr, i32, i32, ptr, i64, ptr, i64)> 
    llvm.return %17 : !llvm.struct<(ptr, ptr, i32, i32, ptr, i64, ptr, i64)>
  }
  llvm.mlir.global external @_ZTVN10__cxxabiv121__vmi_class_type_infoE() {addr_space = 0 : i32} : !llvm.array<0 x ptr>
  llvm.mlir.global linkonce_odr constant @_ZTS5Multi("5Multi\00") comdat(@__llvm_global_comdat::@_ZTS5Multi) {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global linkonce_odr constant @_ZTI5Plain() comdat(@__llvm_global_comdat::@_ZTI5Plain) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<(ptr, ptr)> {
    %0 = llvm.mlir.addressof @_ZTS5Plain : !llvm.ptr
    %1 = llvm.mlir.constant(2 : i64) : i64
    %2 = llvm.mlir.addressof @_ZTVN10__cxxabiv117__class_type_infoE : !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[%1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
    %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr)>
    %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(ptr, ptr)> 
    %6 = llvm.insertvalue %0, %5[1] : !llvm.struct<(ptr, ptr)> 
    llvm.return %6 : !llvm.struct<(ptr, ptr)>
  }
  llvm.mlir.global linkonce_odr constant @_ZTS5Plain("5Plain\00") comdat(@__llvm_global_comdat::@_ZTS5Plain) {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global_ctors ctors = [@_GLOBAL__sub_I_classes.cpp], priorities = [65535 : i32], data = [#llvm.zero]
  llvm.mlir.alias external unnamed_addr @_ZN4BaseD1Ev {dso_local} : !llvm.func<void (ptr)> {
    %0 = llvm.mlir.addressof @_ZN4BaseD2Ev : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.module_flags [#llvm.mlir.module_flag<max, "Dwarf Version", 5 : i32>, #llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>, #llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<max, "uwtable", 2 : i32>, #llvm.mlir.module_flag<max, "frame-pointer", 2 : i32>]
  llvm.func @_ZN6Widget1fEv(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 16 : i64, llvm.nonnull, llvm.noundef}) -> (i32 {llvm.noundef}) attributes {alignment = 2 : i64, dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = ["mustprogress", ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable = %2 : !llvm.ptr
    llvm.store %arg0, %2 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %3 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %4 = llvm.getelementptr inbounds|nuw %3[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"class.Widget", (i8, i64)>
    %5 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> i8
    %6 = llvm.sext %5 : i8 to i32
    llvm.return %6 : i32
  }
  llvm.func unnamed_addr @_ZN4BaseD2Ev(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 16 : i64, llvm.nonnull, llvm.noundef}) attributes {alignment = 2 : i64, dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = ["mustprogress", ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable1 = %1 : !llvm.ptr
    llvm.store %arg0, %1 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %2 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.return
  }
  llvm.func unnamed_addr @_ZN4BaseD0Ev(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 16 : i64, llvm.nonnull, llvm.noundef}) attributes {alignment = 2 : i64, dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = ["mustprogress", ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.addressof @_ZN4BaseD1Ev : !llvm.ptr
    %2 = llvm.mlir.constant(16 : i64) : i64
    %3 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable2 = %3 : !llvm.ptr
    llvm.store %arg0, %3 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %4 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.call %1(%4) {no_unwind} : !llvm.ptr, (!llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 16 : i64, llvm.nonnull, llvm.noundef}) -> ()
    llvm.call @_ZdlPvm(%4, %2) {no_unwind} : (!llvm.ptr {llvm.noundef}, i64 {llvm.noundef}) -> ()
    llvm.return
  }
  llvm.func @_ZdlPvm(!llvm.ptr {llvm.noundef}, i64 {llvm.noundef}) attributes {frame_pointer = #llvm.framePointerKind<all>, no_unwind, passthrough = ["nobuiltin", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"}
  llvm.func internal @__cxx_global_var_init() attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, passthrough = [["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], section = ".text.startup", target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.addressof @dd : !llvm.ptr
    %1 = llvm.mlir.addressof @_ZN7DerivedD2Ev : !llvm.ptr
    %2 = llvm.mlir.addressof @__dso_handle : !llvm.ptr
    llvm.call @_ZN7DerivedC2Ev(%0) {no_unwind} : (!llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.nonnull, llvm.noundef}) -> ()
    %3 = llvm.call @__cxa_atexit(%1, %0, %2) {no_unwind} : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    llvm.return
  }
  llvm.func linkonce_odr unnamed_addr @_ZN7DerivedC2Ev(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.nonnull, llvm.noundef}) comdat(@__llvm_global_comdat::@_ZN7DerivedC2Ev) attributes {alignment = 2 : i64, dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = ["mustprogress", ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.addressof @_ZTV7Derived : !llvm.ptr
    %4 = llvm.getelementptr inbounds %3[%2, 0, %1] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<4 x ptr>)>
    %5 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable4 = %5 : !llvm.ptr
    llvm.store %arg0, %5 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %6 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.call @_ZN4BaseC2Ev(%6) {no_unwind} : (!llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 16 : i64, llvm.nonnull, llvm.noundef}) -> ()
    llvm.store %4, %6 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.return
  }
  llvm.func linkonce_odr unnamed_addr @_ZN7DerivedD2Ev(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.nonnull, llvm.noundef}) comdat(@__llvm_global_comdat::@_ZN7DerivedD2Ev) attributes {alignment = 2 : i64, dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = ["mustprogress", ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable5 = %1 : !llvm.ptr
    llvm.store %arg0, %1 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %2 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.call @_ZN4BaseD2Ev(%2) {no_unwind} : (!llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 16 : i64, llvm.nonnull, llvm.noundef}) -> ()
    llvm.return
  }
  llvm.func @__cxa_atexit(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32 attributes {no_unwind}
  llvm.func internal @__cxx_global_var_init.1() attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, passthrough = [["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], section = ".text.startup", target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.addressof @mm : !llvm.ptr
    %1 = llvm.mlir.addressof @_ZN5MultiD2Ev : !llvm.ptr
    %2 = llvm.mlir.addressof @__dso_handle : !llvm.ptr
    llvm.call @_ZN5MultiC2Ev(%0) {no_unwind} : (!llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 42 : i64, llvm.nonnull, llvm.noundef}) -> ()
    %3 = llvm.call @__cxa_atexit(%1, %0, %2) {no_unwind} : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
    llvm.return
  }
  llvm.func linkonce_odr unnamed_addr @_ZN5MultiC2Ev(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 42 : i64, llvm.nonnull, llvm.noundef}) comdat(@__llvm_global_comdat::@_ZN5MultiC2Ev) attributes {alignment = 2 : i64, dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = ["mustprogress", ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(24 : i64) : i64
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.addressof @_ZTV5Multi : !llvm.ptr
    %5 = llvm.getelementptr inbounds %4[%3, 0, %2] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<4 x ptr>)>
    %6 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable7 = %6 : !llvm.ptr
    llvm.store %arg0, %6 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %7 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %8 = llvm.getelementptr inbounds %7[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.call @_ZN7DerivedC2Ev(%7) {no_unwind} : (!llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.nonnull, llvm.noundef}) -> ()
    llvm.store %5, %7 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.return
  }
  llvm.func linkonce_odr unnamed_addr @_ZN5MultiD2Ev(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 42 : i64, llvm.nonnull, llvm.noundef}) comdat(@__llvm_global_comdat::@_ZN5MultiD2Ev) attributes {alignment = 2 : i64, dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = ["mustprogress", ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable8 = %1 : !llvm.ptr
    llvm.store %arg0, %1 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %2 = llvm.load %1 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.call @_ZN7DerivedD2Ev(%2) {no_unwind} : (!llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.nonnull, llvm.noundef}) -> ()
    llvm.return
  }
  llvm.func linkonce_odr unnamed_addr @_ZN4BaseC2Ev(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 16 : i64, llvm.nonnull, llvm.noundef}) comdat(@__llvm_global_comdat::@_ZN4BaseC2Ev) attributes {alignment = 2 : i64, dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = ["mustprogress", ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.addressof @_ZTV4Base : !llvm.ptr
    %4 = llvm.getelementptr inbounds %3[%2, 0, %1] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<4 x ptr>)>
    %5 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable3 = %5 : !llvm.ptr
    llvm.store %arg0, %5 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %6 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.store %4, %6 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.return
  }
  llvm.func linkonce_odr unnamed_addr @_ZN7DerivedD0Ev(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.nonnull, llvm.noundef}) comdat(@__llvm_global_comdat::@_ZN7DerivedD0Ev) attributes {alignment = 2 : i64, dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = ["mustprogress", ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(24 : i64) : i64
    %2 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable6 = %2 : !llvm.ptr
    llvm.store %arg0, %2 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %3 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.call @_ZN7DerivedD2Ev(%3) {no_unwind} : (!llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 24 : i64, llvm.nonnull, llvm.noundef}) -> ()
    llvm.call @_ZdlPvm(%3, %1) {no_unwind} : (!llvm.ptr {llvm.noundef}, i64 {llvm.noundef}) -> ()
    llvm.return
  }
  llvm.func linkonce_odr unnamed_addr @_ZN5MultiD0Ev(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 42 : i64, llvm.nonnull, llvm.noundef}) comdat(@__llvm_global_comdat::@_ZN5MultiD0Ev) attributes {alignment = 2 : i64, dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = ["mustprogress", ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(48 : i64) : i64
    %2 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable9 = %2 : !llvm.ptr
    llvm.store %arg0, %2 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %3 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.call @_ZN5MultiD2Ev(%3) {no_unwind} : (!llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 42 : i64, llvm.nonnull, llvm.noundef}) -> ()
    llvm.call @_ZdlPvm(%3, %1) {no_unwind} : (!llvm.ptr {llvm.noundef}, i64 {llvm.noundef}) -> ()
    llvm.return
  }
  llvm.func internal @_GLOBAL__sub_I_classes.cpp() attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, passthrough = [["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], section = ".text.startup", target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", uwtable_kind = #llvm.uwtableKind<async>} {
    llvm.call @__cxx_global_var_init() : () -> ()
    llvm.call @__cxx_global_var_init.1() : () -> ()
    llvm.return
  }
}
