#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned long", sizeInBits = 64, encoding = DW_ATE_unsigned>
#di_basic_type3 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "double", sizeInBits = 64, encoding = DW_ATE_float>
#di_file = #llvm.di_file<"src/loops.c" in "/work/wt-corpora/t/real">
#di_null_type = #llvm.di_null_type
#loc = loc("src/loops.c":9:3)
#loc1 = loc("src/loops.c":9:55)
#loc2 = loc("src/loops.c":15:3)
#loc3 = loc("src/loops.c":15:39)
#loc4 = loc("src/loops.c":22:3)
#loc5 = loc("src/loops.c":22:39)
#loc6 = loc("src/loops.c":28:3)
#loc7 = loc("src/loops.c":33:3)
#loc8 = loc("src/loops.c":39:3)
#loc9 = loc("src/loops.c":39:46)
#loc10 = loc("src/loops.c":44:35)
#loc11 = loc("src/loops.c":44:78)
#loop_interleave = #llvm.loop_interleave<count = 2 : i32>
#loop_unroll = #llvm.loop_unroll<disable = false>
#loop_unroll1 = #llvm.loop_unroll<count = 4 : i32>
#loop_unroll2 = #llvm.loop_unroll<disable = true>
#loop_vectorize = #llvm.loop_vectorize<disable = false>
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 22.1.8 (1~deb12u1)", isOptimized = false, emissionKind = Full, nameTableKind = None>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_member, name = "x", baseType = #di_basic_type, sizeInBits = 32>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "y", baseType = #di_basic_type, sizeInBits = 32, offsetInBits = 32>
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "z", baseType = #di_basic_type, sizeInBits = 32, offsetInBits = 64>
#di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "mass", baseType = #di_basic_type, sizeInBits = 32, offsetInBits = 192>
#di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_member, name = "alive", baseType = #di_basic_type1, sizeInBits = 32, offsetInBits = 224>
#di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "size_t", baseType = #di_basic_type2>
#di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_basic_type>
#di_derived_type7 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_basic_type, sizeInBits = 64>
#di_derived_type8 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_basic_type1>
#di_derived_type9 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_basic_type3>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type>
#di_composite_type = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "vec3", file = #di_file, line = 4, sizeInBits = 96, elements = #di_derived_type, #di_derived_type1, #di_derived_type2>
#di_derived_type10 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type6, sizeInBits = 64>
#di_derived_type11 = #llvm.di_derived_type<tag = DW_TAG_restrict_type, baseType = #di_derived_type7>
#di_derived_type12 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type8, sizeInBits = 64>
#di_derived_type13 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type9, sizeInBits = 64>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "masses", file = #di_file, line = 44, scopeLine = 44, subprogramFlags = Definition, type = #di_subroutine_type>
#di_derived_type14 = #llvm.di_derived_type<tag = DW_TAG_member, name = "pos", baseType = #di_composite_type, sizeInBits = 96>
#di_derived_type15 = #llvm.di_derived_type<tag = DW_TAG_member, name = "vel", baseType = #di_composite_type, sizeInBits = 96, offsetInBits = 96>
#di_derived_type16 = #llvm.di_derived_type<tag = DW_TAG_restrict_type, baseType = #di_derived_type10>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 44, column = 35>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "m", file = #di_file, line = 44, type = #di_basic_type>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type1, #di_derived_type12>
#di_subroutine_type2 = #llvm.di_subroutine_type<types = #di_basic_type1, #di_derived_type12, #di_basic_type1>
#di_subroutine_type3 = #llvm.di_subroutine_type<types = #di_basic_type3, #di_derived_type13, #di_derived_type13, #di_basic_type1>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "particle", file = #di_file, line = 5, sizeInBits = 256, elements = #di_derived_type14, #di_derived_type15, #di_derived_type3, #di_derived_type4>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_lexical_block, name = "i", file = #di_file, line = 44, type = #di_basic_type1>
#di_subprogram1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "sum8", file = #di_file, line = 12, scopeLine = 12, subprogramFlags = Definition, type = #di_subroutine_type1>
#di_subprogram2 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "sum_n", file = #di_file, line = 19, scopeLine = 19, subprogramFlags = Definition, type = #di_subroutine_type2>
#di_subprogram3 = #llvm.di_subprogram<id = distinct[4]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "dot", file = #di_file, line = 36, scopeLine = 36, subprogramFlags = Definition, type = #di_subroutine_type3>
#di_subroutine_type4 = #llvm.di_subroutine_type<types = #di_null_type, #di_derived_type5, #di_basic_type, #di_derived_type16, #di_derived_type11>
#loc12 = loc(fused<#di_lexical_block>[#loc10])
#loc13 = loc(fused<#di_lexical_block>[#loc11])
#di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_composite_type1, sizeInBits = 4096, elements = #llvm.di_subrange<count = 16 : i64>>
#di_derived_type17 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type1, sizeInBits = 64>
#di_lexical_block1 = #llvm.di_lexical_block<scope = #di_subprogram1, file = #di_file, line = 15, column = 3>
#di_lexical_block2 = #llvm.di_lexical_block<scope = #di_subprogram2, file = #di_file, line = 22, column = 3>
#di_lexical_block3 = #llvm.di_lexical_block<scope = #di_subprogram3, file = #di_file, line = 39, column = 3>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram1, name = "v", file = #di_file, line = 12, arg = 1, type = #di_derived_type12>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram1, name = "s", file = #di_file, line = 13, type = #di_basic_type1>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram2, name = "v", file = #di_file, line = 19, arg = 1, type = #di_derived_type12>
#di_local_variable5 = #llvm.di_local_variable<scope = #di_subprogram2, name = "n", file = #di_file, line = 19, arg = 2, type = #di_basic_type1>
#di_local_variable6 = #llvm.di_local_variable<scope = #di_subprogram2, name = "s", file = #di_file, line = 20, type = #di_basic_type1>
#di_local_variable7 = #llvm.di_local_variable<scope = #di_subprogram3, name = "a", file = #di_file, line = 36, arg = 1, type = #di_derived_type13>
#di_local_variable8 = #llvm.di_local_variable<scope = #di_subprogram3, name = "b", file = #di_file, line = 36, arg = 2, type = #di_derived_type13>
#di_local_variable9 = #llvm.di_local_variable<scope = #di_subprogram3, name = "n", file = #di_file, line = 36, arg = 3, type = #di_basic_type1>
#di_local_variable10 = #llvm.di_local_variable<scope = #di_subprogram3, name = "s", file = #di_file, line = 37, type = #di_basic_type3>
#di_subprogram4 = #llvm.di_subprogram<id = distinct[5]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "saxpy", file = #di_file, line = 7, scopeLine = 7, subprogramFlags = Definition, type = #di_subroutine_type4>
#loop_annotation = #llvm.loop_annotation<mustProgress = true, startLoc = #loc12, endLoc = #loc13>
#di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "world", file = #di_file, line = 43, type = #di_composite_type2, isDefined = true>
#di_lexical_block4 = #llvm.di_lexical_block<scope = #di_subprogram4, file = #di_file, line = 9, column = 3>
#di_local_variable11 = #llvm.di_local_variable<scope = #di_subprogram4, name = "n", file = #di_file, line = 7, arg = 1, type = #di_derived_type5>
#di_local_variable12 = #llvm.di_local_variable<scope = #di_subprogram4, name = "a", file = #di_file, line = 7, arg = 2, type = #di_basic_type>
#di_local_variable13 = #llvm.di_local_variable<scope = #di_subprogram4, name = "x", file = #di_file, line = 7, arg = 3, type = #di_derived_type16>
#di_local_variable14 = #llvm.di_local_variable<scope = #di_subprogram4, name = "y", file = #di_file, line = 7, arg = 4, type = #di_derived_type11>
#di_local_variable15 = #llvm.di_local_variable<scope = #di_lexical_block1, name = "i", file = #di_file, line = 15, type = #di_basic_type1>
#di_local_variable16 = #llvm.di_local_variable<scope = #di_lexical_block2, name = "i", file = #di_file, line = 22, type = #di_basic_type1>
#di_local_variable17 = #llvm.di_local_variable<scope = #di_lexical_block3, name = "i", file = #di_file, line = 39, type = #di_basic_type1>
#di_subroutine_type5 = #llvm.di_subroutine_type<types = #di_null_type, #di_derived_type17, #di_basic_type1, #di_basic_type>
#loc14 = loc(fused<#di_lexical_block1>[#loc2])
#loc15 = loc(fused<#di_lexical_block1>[#loc3])
#loc16 = loc(fused<#di_lexical_block2>[#loc4])
#loc17 = loc(fused<#di_lexical_block2>[#loc5])
#loc18 = loc(fused<#di_lexical_block3>[#loc8])
#loc19 = loc(fused<#di_lexical_block3>[#loc9])
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
#di_local_variable18 = #llvm.di_local_variable<scope = #di_lexical_block4, name = "i", file = #di_file, line = 9, type = #di_derived_type5>
#di_subprogram5 = #llvm.di_subprogram<id = distinct[6]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "step", file = #di_file, line = 26, scopeLine = 26, subprogramFlags = Definition, type = #di_subroutine_type5>
#loc20 = loc(fused<#di_lexical_block4>[#loc])
#loc21 = loc(fused<#di_lexical_block4>[#loc1])
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true, startLoc = #loc14, endLoc = #loc15>
#loop_annotation2 = #llvm.loop_annotation<unroll = #loop_unroll1, mustProgress = true, startLoc = #loc16, endLoc = #loc17>
#loop_annotation3 = #llvm.loop_annotation<mustProgress = true, startLoc = #loc18, endLoc = #loc19>
#di_lexical_block5 = #llvm.di_lexical_block<scope = #di_subprogram5, file = #di_file, line = 28, column = 3>
#di_local_variable19 = #llvm.di_local_variable<scope = #di_subprogram5, name = "p", file = #di_file, line = 26, arg = 1, type = #di_derived_type17>
#di_local_variable20 = #llvm.di_local_variable<scope = #di_subprogram5, name = "n", file = #di_file, line = 26, arg = 2, type = #di_basic_type1>
#di_local_variable21 = #llvm.di_local_variable<scope = #di_subprogram5, name = "dt", file = #di_file, line = 26, arg = 3, type = #di_basic_type>
#loop_annotation4 = #llvm.loop_annotation<vectorize = #loop_vectorize, interleave = #loop_interleave, mustProgress = true, startLoc = #loc20, endLoc = #loc21>
#di_local_variable22 = #llvm.di_local_variable<scope = #di_lexical_block5, name = "i", file = #di_file, line = 28, type = #di_basic_type1>
#loc22 = loc(fused<#di_lexical_block5>[#loc6])
#loc23 = loc(fused<#di_lexical_block5>[#loc7])
#loop_annotation5 = #llvm.loop_annotation<unroll = #loop_unroll2, mustProgress = true, startLoc = #loc22, endLoc = #loc23>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global external @world() {addr_space = 0 : i32, alignment = 16 : i64, dbg_exprs = [#di_global_variable_expression], dso_local} : !llvm.array<16 x struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %2 = llvm.mlir.zero : !llvm.struct<"struct.vec3", (f32, f32, f32)>
    %3 = llvm.mlir.zero : !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %4 = llvm.mlir.zero : !llvm.array<16 x struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>>
    llvm.return %4 : !llvm.array<16 x struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>>
  }
  llvm.module_flags [#llvm.mlir.module_flag<max, "Dwarf Version", 5 : i32>, #llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>, #llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<max, "frame-pointer", 2 : i32>]
  llvm.func @saxpy(%arg0: i64 {llvm.noundef}, %arg1: f32 {llvm.noundef}, %arg2: !llvm.ptr {llvm.noalias, llvm.noundef}, %arg3: !llvm.ptr {llvm.noalias, llvm.noundef}) attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable11 = %3 : !llvm.ptr
    %4 = llvm.alloca %0 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable12 = %4 : !llvm.ptr
    %5 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable13 = %5 : !llvm.ptr
    %6 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable14 = %6 : !llvm.ptr
    %7 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable18 = %7 : !llvm.ptr
    llvm.store %arg0, %3 {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %arg1, %4 {alignment = 4 : i64} : f32, !llvm.ptr
    llvm.store %arg2, %5 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %arg3, %6 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %1, %7 {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb3
    %8 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
    %9 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> i64
    %10 = llvm.icmp "ult" %8, %9 : i64
    llvm.cond_br %10, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    %11 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> f32
    %12 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %13 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
    %14 = llvm.getelementptr inbounds|nuw %12[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %15 = llvm.load %14 {alignment = 4 : i64} : !llvm.ptr -> f32
    %16 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %17 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
    %18 = llvm.getelementptr inbounds|nuw %16[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %19 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> f32
    %20 = llvm.intr.fmuladd(%11, %15, %19) : (f32, f32, f32) -> f32
    %21 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %22 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
    %23 = llvm.getelementptr inbounds|nuw %21[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %20, %23 {alignment = 4 : i64} : f32, !llvm.ptr
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    %24 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
    %25 = llvm.add %24, %2 : i64
    llvm.store %25, %7 {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation4}
  ^bb4:  // pred: ^bb1
    llvm.return
  }
  llvm.func @sum8(%arg0: !llvm.ptr {llvm.noundef}) -> i32 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(8 : i32) : i32
    %3 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable2 = %3 : !llvm.ptr
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable3 = %4 : !llvm.ptr
    %5 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable15 = %5 : !llvm.ptr
    llvm.store %arg0, %3 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %1, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %1, %5 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb3
    %6 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    %7 = llvm.icmp "slt" %6, %2 : i32
    llvm.cond_br %7, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    %8 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %9 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    %10 = llvm.sext %9 : i32 to i64
    %11 = llvm.getelementptr inbounds %8[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %12 = llvm.load %11 {alignment = 4 : i64} : !llvm.ptr -> i32
    %13 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %14 = llvm.add %13, %12 overflow<nsw> : i32
    llvm.store %14, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    %15 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    %16 = llvm.add %15, %0 overflow<nsw> : i32
    llvm.store %16, %5 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation1}
  ^bb4:  // pred: ^bb1
    %17 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %17 : i32
  }
  llvm.func @sum_n(%arg0: !llvm.ptr {llvm.noundef}, %arg1: i32 {llvm.noundef}) -> i32 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable4 = %2 : !llvm.ptr
    %3 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable5 = %3 : !llvm.ptr
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable6 = %4 : !llvm.ptr
    %5 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable16 = %5 : !llvm.ptr
    llvm.store %arg0, %2 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %arg1, %3 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %1, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %1, %5 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb3
    %6 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    %7 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
    %8 = llvm.icmp "slt" %6, %7 : i32
    llvm.cond_br %8, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    %9 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %10 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    %11 = llvm.sext %10 : i32 to i64
    %12 = llvm.getelementptr inbounds %9[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %13 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
    %14 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %15 = llvm.add %14, %13 overflow<nsw> : i32
    llvm.store %15, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    %16 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    %17 = llvm.add %16, %0 overflow<nsw> : i32
    llvm.store %17, %5 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation2}
  ^bb4:  // pred: ^bb1
    %18 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %18 : i32
  }
  llvm.func @step(%arg0: !llvm.ptr {llvm.noundef}, %arg1: i32 {llvm.noundef}, %arg2: f32 {llvm.noundef}) attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(3 : i32) : i32
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable19 = %4 : !llvm.ptr
    %5 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable20 = %5 : !llvm.ptr
    %6 = llvm.alloca %0 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable21 = %6 : !llvm.ptr
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable22 = %7 : !llvm.ptr
    llvm.store %arg0, %4 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %arg1, %5 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %arg2, %6 {alignment = 4 : i64} : f32, !llvm.ptr
    llvm.store %1, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb5
    %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %9 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    %10 = llvm.icmp "slt" %8, %9 : i32
    llvm.cond_br %10, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %11 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %12 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %13 = llvm.sext %12 : i32 to i64
    %14 = llvm.getelementptr inbounds %11[%13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %15 = llvm.getelementptr inbounds|nuw %14[%1, 3] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %16 = llvm.load %15 {alignment = 4 : i64} : !llvm.ptr -> i32
    %17 = llvm.icmp "ne" %16, %1 : i32
    llvm.cond_br %17, ^bb4, ^bb3
  ^bb3:  // pred: ^bb2
    llvm.br ^bb5
  ^bb4:  // pred: ^bb2
    %18 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %19 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %20 = llvm.sext %19 : i32 to i64
    %21 = llvm.getelementptr inbounds %18[%20] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %22 = llvm.getelementptr inbounds|nuw %21[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %23 = llvm.getelementptr inbounds|nuw %22[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.vec3", (f32, f32, f32)>
    %24 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> f32
    %25 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> f32
    %26 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %27 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %28 = llvm.sext %27 : i32 to i64
    %29 = llvm.getelementptr inbounds %26[%28] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %30 = llvm.getelementptr inbounds|nuw %29[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %31 = llvm.getelementptr inbounds|nuw %30[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.vec3", (f32, f32, f32)>
    %32 = llvm.load %31 {alignment = 4 : i64} : !llvm.ptr -> f32
    %33 = llvm.intr.fmuladd(%24, %25, %32) : (f32, f32, f32) -> f32
    llvm.store %33, %31 {alignment = 4 : i64} : f32, !llvm.ptr
    %34 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %35 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %36 = llvm.sext %35 : i32 to i64
    %37 = llvm.getelementptr inbounds %34[%36] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %38 = llvm.getelementptr inbounds|nuw %37[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %39 = llvm.getelementptr inbounds|nuw %38[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.vec3", (f32, f32, f32)>
    %40 = llvm.load %39 {alignment = 4 : i64} : !llvm.ptr -> f32
    %41 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> f32
    %42 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %43 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %44 = llvm.sext %43 : i32 to i64
    %45 = llvm.getelementptr inbounds %42[%44] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %46 = llvm.getelementptr inbounds|nuw %45[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %47 = llvm.getelementptr inbounds|nuw %46[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.vec3", (f32, f32, f32)>
    %48 = llvm.load %47 {alignment = 4 : i64} : !llvm.ptr -> f32
    %49 = llvm.intr.fmuladd(%40, %41, %48) : (f32, f32, f32) -> f32
    llvm.store %49, %47 {alignment = 4 : i64} : f32, !llvm.ptr
    %50 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %51 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %52 = llvm.sext %51 : i32 to i64
    %53 = llvm.getelementptr inbounds %50[%52] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %54 = llvm.getelementptr inbounds|nuw %53[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %55 = llvm.getelementptr inbounds|nuw %54[%1, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.vec3", (f32, f32, f32)>
    %56 = llvm.load %55 {alignment = 4 : i64} : !llvm.ptr -> f32
    %57 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> f32
    %58 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %59 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %60 = llvm.sext %59 : i32 to i64
    %61 = llvm.getelementptr inbounds %58[%60] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %62 = llvm.getelementptr inbounds|nuw %61[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %63 = llvm.getelementptr inbounds|nuw %62[%1, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.vec3", (f32, f32, f32)>
    %64 = llvm.load %63 {alignment = 4 : i64} : !llvm.ptr -> f32
    %65 = llvm.intr.fmuladd(%56, %57, %64) : (f32, f32, f32) -> f32
    llvm.store %65, %63 {alignment = 4 : i64} : f32, !llvm.ptr
    llvm.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    %66 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %67 = llvm.add %66, %0 overflow<nsw> : i32
    llvm.store %67, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation5}
  ^bb6:  // pred: ^bb1
    llvm.return
  }
  llvm.func @dot(%arg0: !llvm.ptr {llvm.noundef}, %arg1: !llvm.ptr {llvm.noundef}, %arg2: i32 {llvm.noundef}) -> f64 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable7 = %3 : !llvm.ptr
    %4 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable8 = %4 : !llvm.ptr
    %5 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable9 = %5 : !llvm.ptr
    %6 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable10 = %6 : !llvm.ptr
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable17 = %7 : !llvm.ptr
    llvm.store %arg0, %3 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %arg1, %4 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %arg2, %5 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %1, %6 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %2, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb3
    %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %9 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    %10 = llvm.icmp "slt" %8, %9 : i32
    llvm.cond_br %10, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    %11 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %12 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %13 = llvm.sext %12 : i32 to i64
    %14 = llvm.getelementptr inbounds %11[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %15 = llvm.load %14 {alignment = 8 : i64} : !llvm.ptr -> f64
    %16 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %17 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %18 = llvm.sext %17 : i32 to i64
    %19 = llvm.getelementptr inbounds %16[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %20 = llvm.load %19 {alignment = 8 : i64} : !llvm.ptr -> f64
    %21 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> f64
    %22 = llvm.intr.fmuladd(%15, %20, %21) : (f64, f64, f64) -> f64
    llvm.store %22, %6 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    %23 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %24 = llvm.add %23, %0 overflow<nsw> : i32
    llvm.store %24, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation3}
  ^bb4:  // pred: ^bb1
    %25 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> f64
    llvm.return %25 : f64
  }
  llvm.func @masses() -> f32 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(16 : i32) : i32
    %4 = llvm.mlir.addressof @world : !llvm.ptr
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.mlir.constant(2 : i32) : i32
    %7 = llvm.alloca %0 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable = %7 : !llvm.ptr
    %8 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable1 = %8 : !llvm.ptr
    llvm.store %1, %7 {alignment = 4 : i64} : f32, !llvm.ptr
    llvm.store %2, %8 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb3
    %9 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
    %10 = llvm.icmp "slt" %9, %3 : i32
    llvm.cond_br %10, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    %11 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
    %12 = llvm.sext %11 : i32 to i64
    %13 = llvm.getelementptr inbounds %4[%5, %12] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<16 x struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>>
    %14 = llvm.getelementptr inbounds|nuw %13[%2, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %15 = llvm.load %14 {alignment = 8 : i64} : !llvm.ptr -> f32
    %16 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> f32
    %17 = llvm.fadd %16, %15 : f32
    llvm.store %17, %7 {alignment = 4 : i64} : f32, !llvm.ptr
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    %18 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
    %19 = llvm.add %18, %0 overflow<nsw> : i32
    llvm.store %19, %8 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb4:  // pred: ^bb1
    %20 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> f32
    llvm.return %20 : f32
  }
}
