#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned long", sizeInBits = 64, encoding = DW_ATE_unsigned>
#di_basic_type3 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "double", sizeInBits = 64, encoding = DW_ATE_float>
#di_file = #llvm.di_file<"src/loops.c" in "/work/wt-corpora/t/real">
#di_null_type = #llvm.di_null_type
#di_subprogram = #llvm.di_subprogram<recId = distinct[0]<>, isRecSelf = true>
#di_subprogram1 = #llvm.di_subprogram<recId = distinct[1]<>, isRecSelf = true>
#di_subprogram2 = #llvm.di_subprogram<recId = distinct[2]<>, isRecSelf = true>
#di_subprogram3 = #llvm.di_subprogram<recId = distinct[3]<>, isRecSelf = true>
#di_subprogram4 = #llvm.di_subprogram<recId = distinct[4]<>, isRecSelf = true>
#di_subprogram5 = #llvm.di_subprogram<recId = distinct[5]<>, isRecSelf = true>
#loc = loc("src/loops.c":28:3)
#loc1 = loc("src/loops.c":33:3)
#loop_unroll = #llvm.loop_unroll<runtimeDisable = true>
#loop_unroll1 = #llvm.loop_unroll<disable = true>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[6]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 22.1.8 (1~deb12u1)", isOptimized = true, emissionKind = Full, nameTableKind = None>
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
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 9, column = 3>
#di_lexical_block1 = #llvm.di_lexical_block<scope = #di_subprogram1, file = #di_file, line = 15, column = 3>
#di_lexical_block2 = #llvm.di_lexical_block<scope = #di_subprogram2, file = #di_file, line = 22, column = 3>
#di_lexical_block3 = #llvm.di_lexical_block<scope = #di_subprogram3, file = #di_file, line = 28, column = 3>
#di_lexical_block4 = #llvm.di_lexical_block<scope = #di_subprogram4, file = #di_file, line = 39, column = 3>
#di_lexical_block5 = #llvm.di_lexical_block<scope = #di_subprogram5, file = #di_file, line = 44, column = 35>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "a", file = #di_file, line = 7, arg = 2, type = #di_basic_type>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram1, name = "s", file = #di_file, line = 13, type = #di_basic_type1>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram2, name = "n", file = #di_file, line = 19, arg = 2, type = #di_basic_type1>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram2, name = "s", file = #di_file, line = 20, type = #di_basic_type1>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram3, name = "n", file = #di_file, line = 26, arg = 2, type = #di_basic_type1>
#di_local_variable5 = #llvm.di_local_variable<scope = #di_subprogram3, name = "dt", file = #di_file, line = 26, arg = 3, type = #di_basic_type>
#di_local_variable6 = #llvm.di_local_variable<scope = #di_subprogram4, name = "n", file = #di_file, line = 36, arg = 3, type = #di_basic_type1>
#di_local_variable7 = #llvm.di_local_variable<scope = #di_subprogram4, name = "s", file = #di_file, line = 37, type = #di_basic_type3>
#di_local_variable8 = #llvm.di_local_variable<scope = #di_subprogram5, name = "m", file = #di_file, line = 44, type = #di_basic_type>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true, isVectorized = true>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1, mustProgress = true, isVectorized = true>
#loop_annotation2 = #llvm.loop_annotation<unroll = #loop_unroll1>
#di_composite_type = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "vec3", file = #di_file, line = 4, sizeInBits = 96, elements = #di_derived_type, #di_derived_type1, #di_derived_type2>
#di_derived_type10 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type6, sizeInBits = 64>
#di_derived_type11 = #llvm.di_derived_type<tag = DW_TAG_restrict_type, baseType = #di_derived_type7>
#di_derived_type12 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type8, sizeInBits = 64>
#di_derived_type13 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type9, sizeInBits = 64>
#di_local_variable9 = #llvm.di_local_variable<scope = #di_subprogram, name = "n", file = #di_file, line = 7, arg = 1, type = #di_derived_type5>
#di_local_variable10 = #llvm.di_local_variable<scope = #di_lexical_block, name = "i", file = #di_file, line = 9, type = #di_derived_type5>
#di_local_variable11 = #llvm.di_local_variable<scope = #di_lexical_block1, name = "i", file = #di_file, line = 15, type = #di_basic_type1>
#di_local_variable12 = #llvm.di_local_variable<scope = #di_lexical_block2, name = "i", file = #di_file, line = 22, type = #di_basic_type1>
#di_local_variable13 = #llvm.di_local_variable<scope = #di_lexical_block3, name = "i", file = #di_file, line = 28, type = #di_basic_type1>
#di_local_variable14 = #llvm.di_local_variable<scope = #di_lexical_block4, name = "i", file = #di_file, line = 39, type = #di_basic_type1>
#di_local_variable15 = #llvm.di_local_variable<scope = #di_lexical_block5, name = "i", file = #di_file, line = 44, type = #di_basic_type1>
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#di_derived_type14 = #llvm.di_derived_type<tag = DW_TAG_member, name = "pos", baseType = #di_composite_type, sizeInBits = 96>
#di_derived_type15 = #llvm.di_derived_type<tag = DW_TAG_member, name = "vel", baseType = #di_composite_type, sizeInBits = 96, offsetInBits = 96>
#di_derived_type16 = #llvm.di_derived_type<tag = DW_TAG_restrict_type, baseType = #di_derived_type10>
#di_local_variable16 = #llvm.di_local_variable<scope = #di_subprogram, name = "y", file = #di_file, line = 7, arg = 4, type = #di_derived_type11>
#di_local_variable17 = #llvm.di_local_variable<scope = #di_subprogram1, name = "v", file = #di_file, line = 12, arg = 1, type = #di_derived_type12>
#di_local_variable18 = #llvm.di_local_variable<scope = #di_subprogram2, name = "v", file = #di_file, line = 19, arg = 1, type = #di_derived_type12>
#di_local_variable19 = #llvm.di_local_variable<scope = #di_subprogram4, name = "a", file = #di_file, line = 36, arg = 1, type = #di_derived_type13>
#di_local_variable20 = #llvm.di_local_variable<scope = #di_subprogram4, name = "b", file = #di_file, line = 36, arg = 2, type = #di_derived_type13>
#di_subprogram6 = #llvm.di_subprogram<recId = distinct[5]<>, id = distinct[7]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "masses", file = #di_file, line = 44, scopeLine = 44, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type, retainedNodes = #di_local_variable8, #di_local_variable15>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_basic_type1, #di_derived_type12>
#di_subroutine_type2 = #llvm.di_subroutine_type<types = #di_basic_type1, #di_derived_type12, #di_basic_type1>
#di_subroutine_type3 = #llvm.di_subroutine_type<types = #di_basic_type3, #di_derived_type13, #di_derived_type13, #di_basic_type1>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "particle", file = #di_file, line = 5, sizeInBits = 256, elements = #di_derived_type14, #di_derived_type15, #di_derived_type3, #di_derived_type4>
#di_lexical_block6 = #llvm.di_lexical_block<scope = #di_subprogram6, file = #di_file, line = 44, column = 35>
#di_local_variable21 = #llvm.di_local_variable<scope = #di_subprogram, name = "x", file = #di_file, line = 7, arg = 3, type = #di_derived_type16>
#di_local_variable22 = #llvm.di_local_variable<scope = #di_subprogram6, name = "m", file = #di_file, line = 44, type = #di_basic_type>
#di_subprogram7 = #llvm.di_subprogram<recId = distinct[1]<>, id = distinct[8]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "sum8", file = #di_file, line = 12, scopeLine = 12, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type1, retainedNodes = #di_local_variable17, #di_local_variable1, #di_local_variable11>
#di_subprogram8 = #llvm.di_subprogram<recId = distinct[2]<>, id = distinct[9]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "sum_n", file = #di_file, line = 19, scopeLine = 19, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type2, retainedNodes = #di_local_variable18, #di_local_variable2, #di_local_variable3, #di_local_variable12>
#di_subprogram9 = #llvm.di_subprogram<recId = distinct[4]<>, id = distinct[10]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "dot", file = #di_file, line = 36, scopeLine = 36, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type3, retainedNodes = #di_local_variable19, #di_local_variable20, #di_local_variable6, #di_local_variable7, #di_local_variable14>
#di_subroutine_type4 = #llvm.di_subroutine_type<types = #di_null_type, #di_derived_type5, #di_basic_type, #di_derived_type16, #di_derived_type11>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "float", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "double", members = {<#tbaa_type_desc, 0>}>
#di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_composite_type1, sizeInBits = 4096, elements = #llvm.di_subrange<count = 16 : i64>>
#di_derived_type17 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type1, sizeInBits = 64>
#di_lexical_block7 = #llvm.di_lexical_block<scope = #di_subprogram7, file = #di_file, line = 15, column = 3>
#di_lexical_block8 = #llvm.di_lexical_block<scope = #di_subprogram8, file = #di_file, line = 22, column = 3>
#di_lexical_block9 = #llvm.di_lexical_block<scope = #di_subprogram9, file = #di_file, line = 39, column = 3>
#di_local_variable23 = #llvm.di_local_variable<scope = #di_subprogram7, name = "s", file = #di_file, line = 13, type = #di_basic_type1>
#di_local_variable24 = #llvm.di_local_variable<scope = #di_subprogram7, name = "v", file = #di_file, line = 12, arg = 1, type = #di_derived_type12>
#di_local_variable25 = #llvm.di_local_variable<scope = #di_subprogram8, name = "n", file = #di_file, line = 19, arg = 2, type = #di_basic_type1>
#di_local_variable26 = #llvm.di_local_variable<scope = #di_subprogram8, name = "v", file = #di_file, line = 19, arg = 1, type = #di_derived_type12>
#di_local_variable27 = #llvm.di_local_variable<scope = #di_subprogram8, name = "s", file = #di_file, line = 20, type = #di_basic_type1>
#di_local_variable28 = #llvm.di_local_variable<scope = #di_subprogram9, name = "n", file = #di_file, line = 36, arg = 3, type = #di_basic_type1>
#di_local_variable29 = #llvm.di_local_variable<scope = #di_subprogram9, name = "b", file = #di_file, line = 36, arg = 2, type = #di_derived_type13>
#di_local_variable30 = #llvm.di_local_variable<scope = #di_subprogram9, name = "a", file = #di_file, line = 36, arg = 1, type = #di_derived_type13>
#di_local_variable31 = #llvm.di_local_variable<scope = #di_subprogram9, name = "s", file = #di_file, line = 37, type = #di_basic_type3>
#di_local_variable32 = #llvm.di_local_variable<scope = #di_lexical_block6, name = "i", file = #di_file, line = 44, type = #di_basic_type1>
#di_subprogram10 = #llvm.di_subprogram<recId = distinct[0]<>, id = distinct[11]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "saxpy", file = #di_file, line = 7, scopeLine = 7, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type4, retainedNodes = #di_local_variable9, #di_local_variable, #di_local_variable21, #di_local_variable16, #di_local_variable10>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc2, access_type = #tbaa_type_desc2, offset = 0>
#tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc3, offset = 0>
#di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "world", file = #di_file, line = 43, type = #di_composite_type2, isDefined = true>
#di_lexical_block10 = #llvm.di_lexical_block<scope = #di_subprogram10, file = #di_file, line = 9, column = 3>
#di_local_variable33 = #llvm.di_local_variable<scope = #di_subprogram10, name = "y", file = #di_file, line = 7, arg = 4, type = #di_derived_type11>
#di_local_variable34 = #llvm.di_local_variable<scope = #di_subprogram10, name = "x", file = #di_file, line = 7, arg = 3, type = #di_derived_type16>
#di_local_variable35 = #llvm.di_local_variable<scope = #di_subprogram10, name = "a", file = #di_file, line = 7, arg = 2, type = #di_basic_type>
#di_local_variable36 = #llvm.di_local_variable<scope = #di_subprogram10, name = "n", file = #di_file, line = 7, arg = 1, type = #di_derived_type5>
#di_local_variable37 = #llvm.di_local_variable<scope = #di_lexical_block7, name = "i", file = #di_file, line = 15, type = #di_basic_type1>
#di_local_variable38 = #llvm.di_local_variable<scope = #di_lexical_block8, name = "i", file = #di_file, line = 22, type = #di_basic_type1>
#di_local_variable39 = #llvm.di_local_variable<scope = #di_subprogram3, name = "p", file = #di_file, line = 26, arg = 1, type = #di_derived_type17>
#di_local_variable40 = #llvm.di_local_variable<scope = #di_lexical_block9, name = "i", file = #di_file, line = 39, type = #di_basic_type1>
#di_subroutine_type5 = #llvm.di_subroutine_type<types = #di_null_type, #di_derived_type17, #di_basic_type1, #di_basic_type>
#tbaa_type_desc4 = #llvm.tbaa_type_desc<id = "vec3", members = {<#tbaa_type_desc1, 0>, <#tbaa_type_desc1, 4>, <#tbaa_type_desc1, 8>}>
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
#di_local_variable41 = #llvm.di_local_variable<scope = #di_lexical_block10, name = "i", file = #di_file, line = 9, type = #di_derived_type5>
#di_subprogram11 = #llvm.di_subprogram<recId = distinct[3]<>, id = distinct[12]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "step", file = #di_file, line = 26, scopeLine = 26, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type5, retainedNodes = #di_local_variable39, #di_local_variable4, #di_local_variable5, #di_local_variable13>
#di_lexical_block11 = #llvm.di_lexical_block<scope = #di_subprogram11, file = #di_file, line = 28, column = 3>
#di_local_variable42 = #llvm.di_local_variable<scope = #di_subprogram11, name = "dt", file = #di_file, line = 26, arg = 3, type = #di_basic_type>
#di_local_variable43 = #llvm.di_local_variable<scope = #di_subprogram11, name = "n", file = #di_file, line = 26, arg = 2, type = #di_basic_type1>
#di_local_variable44 = #llvm.di_local_variable<scope = #di_subprogram11, name = "p", file = #di_file, line = 26, arg = 1, type = #di_derived_type17>
#tbaa_type_desc5 = #llvm.tbaa_type_desc<id = "particle", members = {<#tbaa_type_desc4, 0>, <#tbaa_type_desc4, 12>, <#tbaa_type_desc1, 24>, <#tbaa_type_desc2, 28>}>
#di_local_variable45 = #llvm.di_local_variable<scope = #di_lexical_block11, name = "i", file = #di_file, line = 28, type = #di_basic_type1>
#loc2 = loc(fused<#di_lexical_block11>[#loc])
#loc3 = loc(fused<#di_lexical_block11>[#loc1])
#tbaa_tag3 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc2, offset = 28>
#tbaa_tag4 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc1, offset = 20>
#tbaa_tag5 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc1, offset = 8>
#tbaa_tag6 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc1, offset = 24>
#loop_annotation3 = #llvm.loop_annotation<unroll = #loop_unroll1, mustProgress = true, startLoc = #loc2, endLoc = #loc3>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global external local_unnamed_addr @world() {addr_space = 0 : i32, alignment = 16 : i64, dbg_exprs = [#di_global_variable_expression], dso_local} : !llvm.array<16 x struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %2 = llvm.mlir.zero : !llvm.struct<"struct.vec3", (f32, f32, f32)>
    %3 = llvm.mlir.zero : !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %4 = llvm.mlir.zero : !llvm.array<16 x struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>>
    llvm.return %4 : !llvm.array<16 x struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>>
  }
  llvm.module_flags [#llvm.mlir.module_flag<max, "Dwarf Version", 5 : i32>, #llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>, #llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<max, "debug-info-assignment-tracking", 1 : i32>]
  llvm.func local_unnamed_addr @saxpy(%arg0: i64 {llvm.noundef}, %arg1: f32 {llvm.noundef}, %arg2: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.noundef, llvm.readonly}, %arg3: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.noundef}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    llvm.intr.dbg.value #di_local_variable33 = %arg3 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable34 = %arg2 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable35 = %arg1 : f32
    llvm.intr.dbg.value #di_local_variable36 = %arg0 : i64
    %0 = llvm.mlir.constant(0 : i64) : i64
    llvm.intr.dbg.value #di_local_variable41 = %0 : i64
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.mlir.constant(-8 : i64) : i64
    %3 = llvm.mlir.poison : vector<4xf32>
    %4 = llvm.mlir.constant(16 : i64) : i64
    %5 = llvm.mlir.constant(1 : i64) : i64
    %6 = llvm.icmp "eq" %arg0, %0 : i64
    llvm.cond_br %6, ^bb6, ^bb1
  ^bb1:  // pred: ^bb0
    %7 = llvm.icmp "ult" %arg0, %1 : i64
    llvm.cond_br %7, ^bb5(%0 : i64), ^bb2
  ^bb2:  // pred: ^bb1
    %8 = llvm.and %arg0, %2 : i64
    %9 = llvm.insertelement %arg1, %3[%0 : i64] : vector<4xf32>
    %10 = llvm.shufflevector %9, %3 [0, 0, 0, 0] : vector<4xf32> 
    llvm.br ^bb3(%0 : i64)
  ^bb3(%11: i64):  // 2 preds: ^bb2, ^bb3
    %12 = llvm.getelementptr inbounds|nuw %arg2[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %13 = llvm.getelementptr inbounds|nuw %12[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %14 = llvm.load %12 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> vector<4xf32>
    %15 = llvm.load %13 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> vector<4xf32>
    %16 = llvm.getelementptr inbounds|nuw %arg3[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %17 = llvm.getelementptr inbounds|nuw %16[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %18 = llvm.load %16 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> vector<4xf32>
    %19 = llvm.load %17 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> vector<4xf32>
    %20 = llvm.intr.fmuladd(%10, %14, %18) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %21 = llvm.intr.fmuladd(%10, %15, %19) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    llvm.store %20, %16 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : vector<4xf32>, !llvm.ptr
    llvm.store %21, %17 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : vector<4xf32>, !llvm.ptr
    %22 = llvm.add %11, %1 overflow<nuw> : i64
    %23 = llvm.icmp "eq" %22, %8 : i64
    llvm.cond_br %23, ^bb4, ^bb3(%22 : i64) {loop_annotation = #loop_annotation}
  ^bb4:  // pred: ^bb3
    %24 = llvm.icmp "eq" %arg0, %8 : i64
    llvm.cond_br %24, ^bb6, ^bb5(%8 : i64)
  ^bb5(%25: i64):  // 2 preds: ^bb1, ^bb4
    llvm.br ^bb7(%25 : i64)
  ^bb6:  // 3 preds: ^bb0, ^bb4, ^bb7
    llvm.return
  ^bb7(%26: i64):  // 2 preds: ^bb5, ^bb7
    llvm.intr.dbg.value #di_local_variable41 = %26 : i64
    %27 = llvm.getelementptr inbounds|nuw %arg2[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %28 = llvm.load %27 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %29 = llvm.getelementptr inbounds|nuw %arg3[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %30 = llvm.load %29 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %31 = llvm.intr.fmuladd(%arg1, %28, %30) : (f32, f32, f32) -> f32
    llvm.store %31, %29 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : f32, !llvm.ptr
    %32 = llvm.add %26, %5 overflow<nuw> : i64
    llvm.intr.dbg.value #di_local_variable41 = %32 : i64
    %33 = llvm.icmp "eq" %32, %arg0 : i64
    llvm.cond_br %33, ^bb6, ^bb7(%32 : i64) {loop_annotation = #loop_annotation}
  }
  llvm.func local_unnamed_addr @sum8(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> i32 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.intr.dbg.value #di_local_variable23 = %0 : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.poison : i32
    llvm.intr.dbg.value #di_local_variable23 = %2 : i32
    llvm.intr.dbg.value #di_local_variable23 = %2 : i32
    llvm.intr.dbg.value #di_local_variable23 = %2 : i32
    llvm.intr.dbg.value #di_local_variable23 = %2 : i32
    llvm.intr.dbg.value #di_local_variable23 = %2 : i32
    llvm.intr.dbg.value #di_local_variable23 = %2 : i32
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.mlir.constant(2 : i64) : i64
    %5 = llvm.mlir.constant(3 : i64) : i64
    %6 = llvm.mlir.constant(4 : i64) : i64
    %7 = llvm.mlir.constant(5 : i64) : i64
    %8 = llvm.mlir.constant(6 : i64) : i64
    %9 = llvm.mlir.constant(7 : i64) : i64
    %10 = llvm.mlir.constant(8 : i64) : i64
    llvm.intr.dbg.value #di_local_variable37 = %10 : i64
    llvm.intr.dbg.value #di_local_variable37 = %9 : i64
    llvm.intr.dbg.value #di_local_variable37 = %8 : i64
    llvm.intr.dbg.value #di_local_variable37 = %7 : i64
    llvm.intr.dbg.value #di_local_variable37 = %6 : i64
    llvm.intr.dbg.value #di_local_variable37 = %5 : i64
    llvm.intr.dbg.value #di_local_variable37 = %4 : i64
    llvm.intr.dbg.value #di_local_variable37 = %3 : i64
    llvm.intr.dbg.value #di_local_variable23 = %2 : i32
    llvm.intr.dbg.value #di_local_variable37 = %1 : i64
    llvm.intr.dbg.value #di_local_variable37 = %0 : i32
    llvm.intr.dbg.value #di_local_variable23 = %0 : i32
    llvm.intr.dbg.value #di_local_variable24 = %arg0 : !llvm.ptr
    %11 = llvm.load %arg0 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<8xi32>
    %12 = "llvm.intr.vector.reduce.add"(%11) : (vector<8xi32>) -> i32
    llvm.intr.dbg.value #di_local_variable23 = %12 : i32
    llvm.return %12 : i32
  }
  llvm.func local_unnamed_addr @sum_n(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: i32 {llvm.noundef}) -> i32 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    llvm.intr.dbg.value #di_local_variable25 = %arg1 : i32
    llvm.intr.dbg.value #di_local_variable26 = %arg0 : !llvm.ptr
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.intr.dbg.value #di_local_variable38 = %0 : i32
    llvm.intr.dbg.value #di_local_variable27 = %0 : i32
    %1 = llvm.mlir.constant(8 : i32) : i32
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(2147483640 : i64) : i64
    %4 = llvm.mlir.constant(-8 : i64) : i64
    %5 = llvm.mlir.constant(3 : i64) : i64
    %6 = llvm.mlir.constant(1 : i64) : i64
    %7 = llvm.mlir.constant(24 : i64) : i64
    %8 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %9 = llvm.mlir.constant(4611686018427387900 : i64) : i64
    %10 = llvm.mlir.constant(16 : i64) : i64
    %11 = llvm.mlir.constant(32 : i64) : i64
    %12 = llvm.mlir.constant(48 : i64) : i64
    %13 = llvm.mlir.constant(64 : i64) : i64
    %14 = llvm.mlir.constant(80 : i64) : i64
    %15 = llvm.mlir.constant(96 : i64) : i64
    %16 = llvm.mlir.constant(112 : i64) : i64
    %17 = llvm.mlir.constant(4 : i64) : i64
    %18 = llvm.mlir.constant(8 : i64) : i64
    %19 = llvm.mlir.poison : i32
    %20 = llvm.mlir.constant(-4 : i64) : i64
    %21 = llvm.mlir.constant(12 : i64) : i64
    %22 = llvm.icmp "sgt" %arg1, %0 : i32
    llvm.cond_br %22, ^bb1, ^bb12(%0 : i32)
  ^bb1:  // pred: ^bb0
    %23 = llvm.zext nneg %arg1 : i32 to i64
    %24 = llvm.icmp "ult" %arg1, %1 : i32
    llvm.cond_br %24, ^bb9(%2, %0 : i64, i32), ^bb2
  ^bb2:  // pred: ^bb1
    %25 = llvm.and %23, %3 : i64
    %26 = llvm.add %23, %4 overflow<nsw> : i64
    %27 = llvm.lshr %26, %5 : i64
    %28 = llvm.add %27, %6 overflow<nsw, nuw> : i64
    %29 = llvm.and %28, %5 : i64
    %30 = llvm.icmp "ult" %26, %7 : i64
    llvm.cond_br %30, ^bb6(%2, %8, %8 : i64, vector<4xi32>, vector<4xi32>), ^bb3
  ^bb3:  // pred: ^bb2
    %31 = llvm.and %28, %9 : i64
    llvm.br ^bb4(%2, %8, %8, %2 : i64, vector<4xi32>, vector<4xi32>, i64)
  ^bb4(%32: i64, %33: vector<4xi32>, %34: vector<4xi32>, %35: i64):  // 2 preds: ^bb3, ^bb4
    %36 = llvm.getelementptr inbounds|nuw %arg0[%32] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %37 = llvm.getelementptr inbounds|nuw %36[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %38 = llvm.load %36 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xi32>
    %39 = llvm.load %37 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xi32>
    %40 = llvm.add %38, %33 : vector<4xi32>
    %41 = llvm.add %39, %34 : vector<4xi32>
    %42 = llvm.getelementptr inbounds|nuw %arg0[%32] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %43 = llvm.getelementptr inbounds|nuw %42[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %44 = llvm.getelementptr inbounds|nuw %42[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %45 = llvm.load %43 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xi32>
    %46 = llvm.load %44 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xi32>
    %47 = llvm.add %45, %40 : vector<4xi32>
    %48 = llvm.add %46, %41 : vector<4xi32>
    %49 = llvm.getelementptr inbounds|nuw %arg0[%32] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %50 = llvm.getelementptr inbounds|nuw %49[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %51 = llvm.getelementptr inbounds|nuw %49[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %52 = llvm.load %50 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xi32>
    %53 = llvm.load %51 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xi32>
    %54 = llvm.add %52, %47 : vector<4xi32>
    %55 = llvm.add %53, %48 : vector<4xi32>
    %56 = llvm.getelementptr inbounds|nuw %arg0[%32] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %57 = llvm.getelementptr inbounds|nuw %56[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %58 = llvm.getelementptr inbounds|nuw %56[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %59 = llvm.load %57 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xi32>
    %60 = llvm.load %58 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xi32>
    %61 = llvm.add %59, %54 : vector<4xi32>
    %62 = llvm.add %60, %55 : vector<4xi32>
    %63 = llvm.add %32, %11 overflow<nuw> : i64
    %64 = llvm.add %35, %17 : i64
    %65 = llvm.icmp "eq" %64, %31 : i64
    llvm.cond_br %65, ^bb5, ^bb4(%63, %61, %62, %64 : i64, vector<4xi32>, vector<4xi32>, i64) {loop_annotation = #loop_annotation1}
  ^bb5:  // pred: ^bb4
    %66 = llvm.icmp "eq" %29, %2 : i64
    llvm.cond_br %66, ^bb8(%61, %62 : vector<4xi32>, vector<4xi32>), ^bb6(%63, %61, %62 : i64, vector<4xi32>, vector<4xi32>)
  ^bb6(%67: i64, %68: vector<4xi32>, %69: vector<4xi32>):  // 2 preds: ^bb2, ^bb5
    %70 = llvm.icmp "ne" %29, %2 : i64
    llvm.intr.assume %70  : i1
    llvm.br ^bb7(%67, %68, %69, %2 : i64, vector<4xi32>, vector<4xi32>, i64)
  ^bb7(%71: i64, %72: vector<4xi32>, %73: vector<4xi32>, %74: i64):  // 2 preds: ^bb6, ^bb7
    %75 = llvm.getelementptr inbounds|nuw %arg0[%71] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %76 = llvm.getelementptr inbounds|nuw %75[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %77 = llvm.load %75 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xi32>
    %78 = llvm.load %76 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xi32>
    %79 = llvm.add %77, %72 : vector<4xi32>
    %80 = llvm.add %78, %73 : vector<4xi32>
    %81 = llvm.add %71, %18 overflow<nuw> : i64
    %82 = llvm.add %74, %6 : i64
    %83 = llvm.icmp "eq" %82, %29 : i64
    llvm.cond_br %83, ^bb8(%79, %80 : vector<4xi32>, vector<4xi32>), ^bb7(%81, %79, %80, %82 : i64, vector<4xi32>, vector<4xi32>, i64) {loop_annotation = #loop_annotation2}
  ^bb8(%84: vector<4xi32>, %85: vector<4xi32>):  // 2 preds: ^bb5, ^bb7
    %86 = llvm.add %85, %84 : vector<4xi32>
    %87 = "llvm.intr.vector.reduce.add"(%86) : (vector<4xi32>) -> i32
    %88 = llvm.icmp "eq" %25, %23 : i64
    llvm.cond_br %88, ^bb12(%87 : i32), ^bb9(%25, %87 : i64, i32)
  ^bb9(%89: i64, %90: i32):  // 2 preds: ^bb1, ^bb8
    %91 = llvm.and %23, %5 : i64
    %92 = llvm.icmp "eq" %91, %2 : i64
    llvm.cond_br %92, ^bb11(%19, %89, %90 : i32, i64, i32), ^bb10(%89, %90, %2 : i64, i32, i64)
  ^bb10(%93: i64, %94: i32, %95: i64):  // 2 preds: ^bb9, ^bb10
    llvm.intr.dbg.value #di_local_variable27 = %94 : i32
    llvm.intr.dbg.value #di_local_variable38 = %93 : i64
    %96 = llvm.getelementptr inbounds|nuw %arg0[%93] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %97 = llvm.load %96 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %98 = llvm.add %97, %94 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable27 = %98 : i32
    %99 = llvm.add %93, %6 overflow<nsw, nuw> : i64
    llvm.intr.dbg.value #di_local_variable38 = %99 : i64
    %100 = llvm.add %95, %6 : i64
    %101 = llvm.icmp "eq" %100, %91 : i64
    llvm.cond_br %101, ^bb11(%98, %99, %98 : i32, i64, i32), ^bb10(%99, %98, %100 : i64, i32, i64) {loop_annotation = #loop_annotation2}
  ^bb11(%102: i32, %103: i64, %104: i32):  // 2 preds: ^bb9, ^bb10
    %105 = llvm.sub %89, %23 overflow<nsw> : i64
    %106 = llvm.icmp "ugt" %105, %20 : i64
    llvm.cond_br %106, ^bb12(%102 : i32), ^bb13(%103, %104 : i64, i32)
  ^bb12(%107: i32):  // 4 preds: ^bb0, ^bb8, ^bb11, ^bb13
    llvm.return %107 : i32
  ^bb13(%108: i64, %109: i32):  // 2 preds: ^bb11, ^bb13
    llvm.intr.dbg.value #di_local_variable38 #llvm.di_expression<[DW_OP_plus_uconst(3), DW_OP_stack_value]> = %108 : i64
    llvm.intr.dbg.value #di_local_variable38 #llvm.di_expression<[DW_OP_plus_uconst(2), DW_OP_stack_value]> = %108 : i64
    llvm.intr.dbg.value #di_local_variable38 #llvm.di_expression<[DW_OP_plus_uconst(1), DW_OP_stack_value]> = %108 : i64
    llvm.intr.dbg.value #di_local_variable27 = %109 : i32
    llvm.intr.dbg.value #di_local_variable38 = %108 : i64
    %110 = llvm.getelementptr inbounds|nuw %arg0[%108] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %111 = llvm.load %110 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %112 = llvm.add %111, %109 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable27 = %112 : i32
    %113 = llvm.getelementptr inbounds|nuw %arg0[%108] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %114 = llvm.getelementptr inbounds|nuw %113[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %115 = llvm.load %114 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %116 = llvm.add %115, %112 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable27 = %116 : i32
    %117 = llvm.getelementptr inbounds|nuw %arg0[%108] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %118 = llvm.getelementptr inbounds|nuw %117[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %119 = llvm.load %118 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %120 = llvm.add %119, %116 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable27 = %120 : i32
    %121 = llvm.getelementptr inbounds|nuw %arg0[%108] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %122 = llvm.getelementptr inbounds|nuw %121[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %123 = llvm.load %122 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %124 = llvm.add %123, %120 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable27 = %124 : i32
    %125 = llvm.add %108, %17 overflow<nsw, nuw> : i64
    llvm.intr.dbg.value #di_local_variable38 = %125 : i64
    %126 = llvm.icmp "eq" %125, %23 : i64
    llvm.cond_br %126, ^bb12(%124 : i32), ^bb13(%125, %124 : i64, i32) {loop_annotation = #loop_annotation1}
  }
  llvm.func local_unnamed_addr @step(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef}, %arg1: i32 {llvm.noundef}, %arg2: f32 {llvm.noundef}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    llvm.intr.dbg.value #di_local_variable42 = %arg2 : f32
    llvm.intr.dbg.value #di_local_variable43 = %arg1 : i32
    llvm.intr.dbg.value #di_local_variable44 = %arg0 : !llvm.ptr
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.intr.dbg.value #di_local_variable45 = %0 : i32
    %1 = llvm.mlir.poison : vector<2xf32>
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(28 : i64) : i64
    %4 = llvm.mlir.constant(12 : i64) : i64
    %5 = llvm.mlir.constant(20 : i64) : i64
    %6 = llvm.mlir.constant(8 : i64) : i64
    %7 = llvm.mlir.constant(1 : i64) : i64
    %8 = llvm.icmp "sgt" %arg1, %0 : i32
    llvm.cond_br %8, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %9 = llvm.zext nneg %arg1 : i32 to i64
    %10 = llvm.insertelement %arg2, %1[%2 : i64] : vector<2xf32>
    %11 = llvm.shufflevector %10, %1 [0, 0] : vector<2xf32> 
    llvm.br ^bb3(%2 : i64)
  ^bb2:  // 2 preds: ^bb0, ^bb5
    llvm.return
  ^bb3(%12: i64):  // 2 preds: ^bb1, ^bb5
    llvm.intr.dbg.value #di_local_variable45 = %12 : i64
    %13 = llvm.getelementptr inbounds|nuw %arg0[%12] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %14 = llvm.getelementptr inbounds|nuw %13[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %15 = llvm.load %14 {alignment = 4 : i64, tbaa = [#tbaa_tag3]} : !llvm.ptr -> i32
    %16 = llvm.icmp "eq" %15, %0 : i32
    llvm.cond_br %16, ^bb5, ^bb4
  ^bb4:  // pred: ^bb3
    %17 = llvm.getelementptr inbounds|nuw %13[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %18 = llvm.load %17 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> vector<2xf32>
    %19 = llvm.load %13 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> vector<2xf32>
    %20 = llvm.intr.fmuladd(%18, %11, %19) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    llvm.store %20, %13 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : vector<2xf32>, !llvm.ptr
    %21 = llvm.getelementptr inbounds|nuw %13[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %22 = llvm.load %21 {alignment = 4 : i64, tbaa = [#tbaa_tag4]} : !llvm.ptr -> f32
    %23 = llvm.getelementptr inbounds|nuw %13[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %24 = llvm.load %23 {alignment = 4 : i64, tbaa = [#tbaa_tag5]} : !llvm.ptr -> f32
    %25 = llvm.intr.fmuladd(%22, %arg2, %24) : (f32, f32, f32) -> f32
    llvm.store %25, %23 {alignment = 4 : i64, tbaa = [#tbaa_tag5]} : f32, !llvm.ptr
    llvm.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    %26 = llvm.add %12, %7 overflow<nsw, nuw> : i64
    llvm.intr.dbg.value #di_local_variable45 = %26 : i64
    %27 = llvm.icmp "eq" %26, %9 : i64
    llvm.cond_br %27, ^bb2, ^bb3(%26 : i64) {loop_annotation = #loop_annotation3}
  }
  llvm.func local_unnamed_addr @dot(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg2: i32 {llvm.noundef}) -> f64 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    llvm.intr.dbg.value #di_local_variable28 = %arg2 : i32
    llvm.intr.dbg.value #di_local_variable29 = %arg1 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable30 = %arg0 : !llvm.ptr
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.intr.dbg.value #di_local_variable40 = %0 : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    llvm.intr.dbg.value #di_local_variable31 = %1 : f64
    %2 = llvm.mlir.constant(8 : i32) : i32
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(2147483640 : i64) : i64
    %5 = llvm.mlir.constant(-8 : i64) : i64
    %6 = llvm.mlir.constant(3 : i64) : i64
    %7 = llvm.mlir.constant(1 : i64) : i64
    %8 = llvm.mlir.constant(dense<[0.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00]> : vector<4xf64>) : vector<4xf64>
    %9 = llvm.mlir.constant(dense<-0.000000e+00> : vector<4xf64>) : vector<4xf64>
    %10 = llvm.mlir.constant(4611686018427387902 : i64) : i64
    %11 = llvm.mlir.constant(32 : i64) : i64
    %12 = llvm.mlir.constant(8 : i64) : i64
    %13 = llvm.mlir.constant(16 : i64) : i64
    %14 = llvm.mlir.constant(2 : i64) : i64
    %15 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %16 = llvm.mlir.poison : f64
    %17 = llvm.mlir.constant(-1 : i64) : i64
    %18 = llvm.mlir.poison : i64
    llvm.intr.dbg.value #di_local_variable40 = %18 : i64
    %19 = llvm.icmp "sgt" %arg2, %0 : i32
    llvm.cond_br %19, ^bb1, ^bb11(%1 : f64)
  ^bb1:  // pred: ^bb0
    %20 = llvm.zext nneg %arg2 : i32 to i64
    %21 = llvm.icmp "ult" %arg2, %2 : i32
    llvm.cond_br %21, ^bb8(%3, %1 : i64, f64), ^bb2
  ^bb2:  // pred: ^bb1
    %22 = llvm.and %20, %4 : i64
    %23 = llvm.add %20, %5 overflow<nsw> : i64
    %24 = llvm.lshr %23, %6 : i64
    %25 = llvm.add %24, %7 overflow<nsw, nuw> : i64
    %26 = llvm.and %25, %7 : i64
    %27 = llvm.icmp "eq" %24, %3 : i64
    llvm.cond_br %27, ^bb6(%3, %8, %9 : i64, vector<4xf64>, vector<4xf64>), ^bb3
  ^bb3:  // pred: ^bb2
    %28 = llvm.and %25, %10 : i64
    llvm.br ^bb4(%3, %8, %9, %3 : i64, vector<4xf64>, vector<4xf64>, i64)
  ^bb4(%29: i64, %30: vector<4xf64>, %31: vector<4xf64>, %32: i64):  // 2 preds: ^bb3, ^bb4
    %33 = llvm.getelementptr inbounds|nuw %arg0[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %34 = llvm.getelementptr inbounds|nuw %33[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %35 = llvm.load %33 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %36 = llvm.load %34 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %37 = llvm.getelementptr inbounds|nuw %arg1[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %38 = llvm.getelementptr inbounds|nuw %37[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %39 = llvm.load %37 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %40 = llvm.load %38 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %41 = llvm.intr.fmuladd(%35, %39, %30) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    %42 = llvm.intr.fmuladd(%36, %40, %31) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    %43 = llvm.or disjoint %29, %12 : i64
    %44 = llvm.getelementptr inbounds|nuw %arg0[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %45 = llvm.getelementptr inbounds|nuw %44[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %46 = llvm.load %44 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %47 = llvm.load %45 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %48 = llvm.getelementptr inbounds|nuw %arg1[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %49 = llvm.getelementptr inbounds|nuw %48[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %50 = llvm.load %48 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %51 = llvm.load %49 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %52 = llvm.intr.fmuladd(%46, %50, %41) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    %53 = llvm.intr.fmuladd(%47, %51, %42) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    %54 = llvm.add %29, %13 overflow<nuw> : i64
    %55 = llvm.add %32, %14 : i64
    %56 = llvm.icmp "eq" %55, %28 : i64
    llvm.cond_br %56, ^bb5, ^bb4(%54, %52, %53, %55 : i64, vector<4xf64>, vector<4xf64>, i64)
  ^bb5:  // pred: ^bb4
    %57 = llvm.icmp "eq" %26, %3 : i64
    llvm.cond_br %57, ^bb7(%52, %53 : vector<4xf64>, vector<4xf64>), ^bb6(%54, %52, %53 : i64, vector<4xf64>, vector<4xf64>)
  ^bb6(%58: i64, %59: vector<4xf64>, %60: vector<4xf64>):  // 2 preds: ^bb2, ^bb5
    %61 = llvm.icmp "ne" %26, %3 : i64
    llvm.intr.assume %61  : i1
    %62 = llvm.getelementptr inbounds|nuw %arg0[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %63 = llvm.getelementptr inbounds|nuw %62[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %64 = llvm.load %62 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %65 = llvm.load %63 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %66 = llvm.getelementptr inbounds|nuw %arg1[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %67 = llvm.getelementptr inbounds|nuw %66[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %68 = llvm.load %66 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %69 = llvm.load %67 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %70 = llvm.intr.fmuladd(%64, %68, %59) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    %71 = llvm.intr.fmuladd(%65, %69, %60) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    llvm.br ^bb7(%70, %71 : vector<4xf64>, vector<4xf64>)
  ^bb7(%72: vector<4xf64>, %73: vector<4xf64>):  // 2 preds: ^bb5, ^bb6
    %74 = llvm.fadd %73, %72 : vector<4xf64>
    %75 = "llvm.intr.vector.reduce.fadd"(%15, %74) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<4xf64>) -> f64
    %76 = llvm.icmp "eq" %22, %20 : i64
    llvm.cond_br %76, ^bb11(%75 : f64), ^bb8(%22, %75 : i64, f64)
  ^bb8(%77: i64, %78: f64):  // 2 preds: ^bb1, ^bb7
    llvm.intr.dbg.value #di_local_variable31 = %78 : f64
    %79 = llvm.and %20, %7 : i64
    %80 = llvm.icmp "eq" %79, %3 : i64
    llvm.cond_br %80, ^bb10(%16, %77, %78 : f64, i64, f64), ^bb9
  ^bb9:  // pred: ^bb8
    %81 = llvm.getelementptr inbounds|nuw %arg0[%77] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %82 = llvm.load %81 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %83 = llvm.getelementptr inbounds|nuw %arg1[%77] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %84 = llvm.load %83 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %85 = llvm.intr.fmuladd(%82, %84, %78) : (f64, f64, f64) -> f64
    llvm.intr.dbg.value #di_local_variable31 = %85 : f64
    %86 = llvm.or disjoint %77, %7 : i64
    llvm.intr.dbg.value #di_local_variable40 = %86 : i64
    llvm.br ^bb10(%85, %86, %85 : f64, i64, f64)
  ^bb10(%87: f64, %88: i64, %89: f64):  // 2 preds: ^bb8, ^bb9
    %90 = llvm.add %20, %17 overflow<nsw> : i64
    %91 = llvm.icmp "eq" %77, %90 : i64
    llvm.cond_br %91, ^bb11(%87 : f64), ^bb12(%88, %89 : i64, f64)
  ^bb11(%92: f64):  // 4 preds: ^bb0, ^bb7, ^bb10, ^bb12
    llvm.return %92 : f64
  ^bb12(%93: i64, %94: f64):  // 2 preds: ^bb10, ^bb12
    llvm.intr.dbg.value #di_local_variable31 = %94 : f64
    llvm.intr.dbg.value #di_local_variable40 = %93 : i64
    %95 = llvm.getelementptr inbounds|nuw %arg0[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %96 = llvm.load %95 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %97 = llvm.getelementptr inbounds|nuw %arg1[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %98 = llvm.load %97 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %99 = llvm.intr.fmuladd(%96, %98, %94) : (f64, f64, f64) -> f64
    llvm.intr.dbg.value #di_local_variable31 = %99 : f64
    %100 = llvm.add %93, %7 overflow<nsw, nuw> : i64
    llvm.intr.dbg.value #di_local_variable40 = %100 : i64
    %101 = llvm.getelementptr inbounds|nuw %arg0[%100] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %102 = llvm.load %101 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %103 = llvm.getelementptr inbounds|nuw %arg1[%100] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %104 = llvm.load %103 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %105 = llvm.intr.fmuladd(%102, %104, %99) : (f64, f64, f64) -> f64
    llvm.intr.dbg.value #di_local_variable31 = %105 : f64
    %106 = llvm.add %93, %14 overflow<nsw, nuw> : i64
    llvm.intr.dbg.value #di_local_variable40 = %106 : i64
    %107 = llvm.icmp "eq" %106, %20 : i64
    llvm.cond_br %107, ^bb11(%105 : f64), ^bb12(%106, %105 : i64, f64)
  }
  llvm.func local_unnamed_addr @masses() -> f32 attributes {dso_local, memory_effects = #llvm.memory_effects<other = read, argMem = none, inaccessibleMem = none, errnoMem = read, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(24 : i64) : i64
    %1 = llvm.mlir.addressof @world : !llvm.ptr
    %2 = llvm.getelementptr inbounds|nuw %1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    llvm.intr.dbg.value #di_local_variable22 = %3 : f32
    llvm.intr.dbg.value #di_local_variable22 = %3 : f32
    %4 = llvm.mlir.constant(56 : i64) : i64
    %5 = llvm.getelementptr inbounds|nuw %1[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %6 = llvm.mlir.constant(88 : i64) : i64
    %7 = llvm.getelementptr inbounds|nuw %1[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %8 = llvm.mlir.constant(120 : i64) : i64
    %9 = llvm.getelementptr inbounds|nuw %1[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %10 = llvm.mlir.constant(152 : i64) : i64
    %11 = llvm.getelementptr inbounds|nuw %1[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %12 = llvm.mlir.constant(184 : i64) : i64
    %13 = llvm.getelementptr inbounds|nuw %1[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %14 = llvm.mlir.constant(216 : i64) : i64
    %15 = llvm.getelementptr inbounds|nuw %1[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %16 = llvm.mlir.constant(248 : i64) : i64
    %17 = llvm.getelementptr inbounds|nuw %1[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %18 = llvm.mlir.constant(280 : i64) : i64
    %19 = llvm.getelementptr inbounds|nuw %1[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %20 = llvm.mlir.constant(312 : i64) : i64
    %21 = llvm.getelementptr inbounds|nuw %1[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %22 = llvm.mlir.constant(344 : i64) : i64
    %23 = llvm.getelementptr inbounds|nuw %1[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %24 = llvm.mlir.constant(376 : i64) : i64
    %25 = llvm.getelementptr inbounds|nuw %1[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %26 = llvm.mlir.constant(408 : i64) : i64
    %27 = llvm.getelementptr inbounds|nuw %1[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %28 = llvm.mlir.constant(440 : i64) : i64
    %29 = llvm.getelementptr inbounds|nuw %1[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %30 = llvm.mlir.constant(472 : i64) : i64
    %31 = llvm.getelementptr inbounds|nuw %1[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %32 = llvm.mlir.constant(504 : i64) : i64
    %33 = llvm.getelementptr inbounds|nuw %1[%32] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %34 = llvm.mlir.constant(0 : i32) : i32
    %35 = llvm.mlir.constant(0 : i64) : i64
    %36 = llvm.mlir.constant(1 : i64) : i64
    %37 = llvm.mlir.constant(2 : i64) : i64
    %38 = llvm.mlir.constant(3 : i64) : i64
    %39 = llvm.mlir.constant(4 : i64) : i64
    %40 = llvm.mlir.constant(5 : i64) : i64
    %41 = llvm.mlir.constant(6 : i64) : i64
    %42 = llvm.mlir.constant(7 : i64) : i64
    %43 = llvm.mlir.constant(8 : i64) : i64
    %44 = llvm.mlir.constant(9 : i64) : i64
    %45 = llvm.mlir.constant(10 : i64) : i64
    %46 = llvm.mlir.constant(11 : i64) : i64
    %47 = llvm.mlir.constant(12 : i64) : i64
    %48 = llvm.mlir.constant(13 : i64) : i64
    %49 = llvm.mlir.constant(14 : i64) : i64
    %50 = llvm.mlir.constant(15 : i64) : i64
    %51 = llvm.mlir.constant(16 : i64) : i64
    llvm.intr.dbg.value #di_local_variable32 = %51 : i64
    llvm.intr.dbg.value #di_local_variable32 = %50 : i64
    llvm.intr.dbg.value #di_local_variable32 = %49 : i64
    llvm.intr.dbg.value #di_local_variable32 = %48 : i64
    llvm.intr.dbg.value #di_local_variable32 = %47 : i64
    llvm.intr.dbg.value #di_local_variable32 = %46 : i64
    llvm.intr.dbg.value #di_local_variable32 = %45 : i64
    llvm.intr.dbg.value #di_local_variable32 = %44 : i64
    llvm.intr.dbg.value #di_local_variable32 = %43 : i64
    llvm.intr.dbg.value #di_local_variable32 = %42 : i64
    llvm.intr.dbg.value #di_local_variable32 = %41 : i64
    llvm.intr.dbg.value #di_local_variable32 = %40 : i64
    llvm.intr.dbg.value #di_local_variable32 = %39 : i64
    llvm.intr.dbg.value #di_local_variable32 = %38 : i64
    llvm.intr.dbg.value #di_local_variable32 = %37 : i64
    llvm.intr.dbg.value #di_local_variable32 = %36 : i64
    llvm.intr.dbg.value #di_local_variable32 = %35 : i64
    llvm.intr.dbg.value #di_local_variable32 = %34 : i32
    %52 = llvm.load %2 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %53 = llvm.fadd %52, %3 : f32
    llvm.intr.dbg.value #di_local_variable22 = %53 : f32
    %54 = llvm.load %5 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %55 = llvm.fadd %53, %54 : f32
    llvm.intr.dbg.value #di_local_variable22 = %55 : f32
    %56 = llvm.load %7 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %57 = llvm.fadd %55, %56 : f32
    llvm.intr.dbg.value #di_local_variable22 = %57 : f32
    %58 = llvm.load %9 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %59 = llvm.fadd %57, %58 : f32
    llvm.intr.dbg.value #di_local_variable22 = %59 : f32
    %60 = llvm.load %11 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %61 = llvm.fadd %59, %60 : f32
    llvm.intr.dbg.value #di_local_variable22 = %61 : f32
    %62 = llvm.load %13 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %63 = llvm.fadd %61, %62 : f32
    llvm.intr.dbg.value #di_local_variable22 = %63 : f32
    %64 = llvm.load %15 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %65 = llvm.fadd %63, %64 : f32
    llvm.intr.dbg.value #di_local_variable22 = %65 : f32
    %66 = llvm.load %17 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %67 = llvm.fadd %65, %66 : f32
    llvm.intr.dbg.value #di_local_variable22 = %67 : f32
    %68 = llvm.load %19 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %69 = llvm.fadd %67, %68 : f32
    llvm.intr.dbg.value #di_local_variable22 = %69 : f32
    %70 = llvm.load %21 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %71 = llvm.fadd %69, %70 : f32
    llvm.intr.dbg.value #di_local_variable22 = %71 : f32
    %72 = llvm.load %23 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %73 = llvm.fadd %71, %72 : f32
    llvm.intr.dbg.value #di_local_variable22 = %73 : f32
    %74 = llvm.load %25 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %75 = llvm.fadd %73, %74 : f32
    llvm.intr.dbg.value #di_local_variable22 = %75 : f32
    %76 = llvm.load %27 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %77 = llvm.fadd %75, %76 : f32
    llvm.intr.dbg.value #di_local_variable22 = %77 : f32
    %78 = llvm.load %29 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %79 = llvm.fadd %77, %78 : f32
    llvm.intr.dbg.value #di_local_variable22 = %79 : f32
    %80 = llvm.load %31 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %81 = llvm.fadd %79, %80 : f32
    llvm.intr.dbg.value #di_local_variable22 = %81 : f32
    %82 = llvm.load %33 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %83 = llvm.fadd %81, %82 : f32
    llvm.intr.dbg.value #di_local_variable22 = %83 : f32
    llvm.return %83 : f32
  }
}
