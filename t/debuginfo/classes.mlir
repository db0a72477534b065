#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "short", sizeInBits = 16, encoding = DW_ATE_signed>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", sizeInBits = 8, encoding = DW_ATE_signed_char>
#di_basic_type3 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long", sizeInBits = 64, encoding = DW_ATE_signed>
#di_composite_type = #llvm.di_composite_type<recId = distinct[0]<>, isRecSelf = true>
#di_file = #llvm.di_file<"classes.cpp" in ".">
#di_namespace = #llvm.di_namespace<name = "ns", exportSymbols = false>
#di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #di_file, producer = "Debian clang version 22.1.8 (1~deb12u1)", isOptimized = false, emissionKind = Full, nameTableKind = None>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_member, name = "s", baseType = #di_basic_type, sizeInBits = 16>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "i", baseType = #di_basic_type1, sizeInBits = 32, offsetInBits = 32>
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_basic_type2, sizeInBits = 8>
#di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "l", baseType = #di_basic_type3, sizeInBits = 64, offsetInBits = 64>
#di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "Inner", file = #di_file, line = 11, scope = #di_namespace, flags = TypePassByValue, sizeInBits = 64, elements = #di_derived_type, #di_derived_type1>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type1, #di_derived_type4>
#di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_member, name = "in", baseType = #di_composite_type1, sizeInBits = 64>
#di_subprogram = #llvm.di_subprogram<scope = #di_composite_type, name = "f", linkageName = "_ZN6Widget1fEv", file = #di_file, line = 8, scopeLine = 8, type = #di_subroutine_type>
#di_composite_type2 = #llvm.di_composite_type<recId = distinct[0]<>, tag = DW_TAG_class_type, name = "Widget", file = #di_file, line = 4, flags = TypePassByValue, sizeInBits = 128, elements = #di_derived_type2, #di_derived_type3, #di_subprogram>
#di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_member, name = "w", baseType = #di_composite_type2, sizeInBits = 128, offsetInBits = 64>
#di_derived_type7 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type2, sizeInBits = 64>
#di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "Outer", file = #di_file, line = 16, flags = TypePassByValue, sizeInBits = 192, elements = #di_derived_type5, #di_derived_type6>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type1, #di_derived_type7>
#di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "o", file = #di_file, line = 20, type = #di_composite_type3, isDefined = true>
#di_subprogram1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_composite_type2, name = "f", linkageName = "_ZN6Widget1fEv", file = #di_file, line = 21, scopeLine = 21, subprogramFlags = Definition, type = #di_subroutine_type1>
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram1, name = "this", arg = 1, type = #di_derived_type7, flags = "Artificial|ObjectPointer">
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global external @o() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression], dso_local} : !llvm.struct<"struct.Outer", (struct<"struct.ns::Inner", (i16, i32)>, struct<"class.Widget", (i8, i64)>)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"class.Widget", (i8, i64)>
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(0 : i16) : i16
    %5 = llvm.mlir.zero : !llvm.struct<"struct.ns::Inner", (i16, i32)>
    %6 = llvm.mlir.zero : !llvm.struct<"struct.Outer", (struct<"struct.ns::Inner", (i16, i32)>, struct<"class.Widget", (i8, i64)>)>
    llvm.return %6 : !llvm.struct<"struct.Outer", (struct<"struct.ns::Inner", (i16, i32)>, struct<"class.Widget", (i8, i64)>)>
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
}
