#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", sizeInBits = 8, encoding = DW_ATE_signed_char>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long long", sizeInBits = 64, encoding = DW_ATE_signed>
#di_basic_type3 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "double", sizeInBits = 64, encoding = DW_ATE_float>
#di_basic_type4 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long double", sizeInBits = 128, encoding = DW_ATE_float>
#di_basic_type5 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned char", sizeInBits = 8, encoding = DW_ATE_unsigned_char>
#di_basic_type6 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned int", sizeInBits = 32, encoding = DW_ATE_unsigned>
#di_basic_type7 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
#di_basic_type8 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "short", sizeInBits = 16, encoding = DW_ATE_signed>
#di_basic_type9 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned long", sizeInBits = 64, encoding = DW_ATE_unsigned>
#di_basic_type10 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long", sizeInBits = 64, encoding = DW_ATE_signed>
#di_composite_type = #llvm.di_composite_type<recId = distinct[0]<>, isRecSelf = true>
#di_file = #llvm.di_file<"src/records.c" in "/work/wt-corpora/t/real">
#loc = loc("src/records.c":30:47)
#loc1 = loc("src/records.c":30:61)
#loc2 = loc("src/records.c":32:51)
#loc3 = loc("src/records.c":32:82)
#loc4 = loc("src/records.c":36:3)
#loc5 = loc("src/records.c":42:3)
#loc6 = loc("src/records.c":55:3)
#loc7 = loc("src/records.c":55:45)
#di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 22.1.8 (1~deb12u1)", isOptimized = false, emissionKind = Full, nameTableKind = None>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, sizeInBits = 112, elements = #llvm.di_subrange<count = 14 : i64>>
#di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type, sizeInBits = 96, elements = #llvm.di_subrange<count = 12 : i64>>
#di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type5, sizeInBits = 128, elements = #llvm.di_subrange<count = 16 : i64>>
#di_composite_type4 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type3, sizeInBits = 1024, elements = #llvm.di_subrange<count = 4 : i64>, #llvm.di_subrange<count = 4 : i64>>
#di_composite_type5 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type10, sizeInBits = 192, elements = #llvm.di_subrange<count = 3 : i64>>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_basic_type>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_member, name = "key", baseType = #di_basic_type1, sizeInBits = 32, offsetInBits = 64>
#di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "tag", baseType = #di_basic_type1, sizeInBits = 32>
#di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_member, name = "i", baseType = #di_basic_type2, sizeInBits = 64>
#di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_member, name = "d", baseType = #di_basic_type3, sizeInBits = 64>
#di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_member, name = "ld", baseType = #di_basic_type4, sizeInBits = 128>
#di_derived_type7 = #llvm.di_derived_type<tag = DW_TAG_member, name = "ro", baseType = #di_basic_type6, sizeInBits = 1>
#di_derived_type8 = #llvm.di_derived_type<tag = DW_TAG_member, name = "exec", baseType = #di_basic_type6, sizeInBits = 1, offsetInBits = 1>
#di_derived_type9 = #llvm.di_derived_type<tag = DW_TAG_member, name = "kind", baseType = #di_basic_type6, sizeInBits = 4, offsetInBits = 2>
#di_derived_type10 = #llvm.di_derived_type<tag = DW_TAG_member, name = "refs", baseType = #di_basic_type6, sizeInBits = 26, offsetInBits = 6>
#di_derived_type11 = #llvm.di_derived_type<tag = DW_TAG_member, name = "scale", baseType = #di_basic_type7, sizeInBits = 32, offsetInBits = 1024>
#di_derived_type12 = #llvm.di_derived_type<tag = DW_TAG_member, name = "id", baseType = #di_basic_type8, sizeInBits = 16, offsetInBits = 1056>
#di_derived_type13 = #llvm.di_derived_type<tag = DW_TAG_member, name = "c", baseType = #di_basic_type, sizeInBits = 8>
#di_derived_type14 = #llvm.di_derived_type<tag = DW_TAG_member, name = "x", baseType = #di_basic_type4, sizeInBits = 128, offsetInBits = 128>
#di_derived_type15 = #llvm.di_derived_type<tag = DW_TAG_member, name = "s", baseType = #di_basic_type8, sizeInBits = 16, offsetInBits = 256>
#di_derived_type16 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "u64", baseType = #di_basic_type9>
#di_derived_type17 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "u32", baseType = #di_basic_type6>
#di_derived_type18 = #llvm.di_derived_type<tag = DW_TAG_member, name = "size", baseType = #di_basic_type2, sizeInBits = 64, offsetInBits = 256>
#di_derived_type19 = #llvm.di_derived_type<tag = DW_TAG_member, name = "sec", baseType = #di_basic_type10, sizeInBits = 64>
#di_derived_type20 = #llvm.di_derived_type<tag = DW_TAG_member, name = "nsec", baseType = #di_basic_type10, sizeInBits = 64, offsetInBits = 64>
#di_derived_type21 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "size_t", baseType = #di_basic_type9>
#di_composite_type6 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "flags", file = #di_file, line = 12, sizeInBits = 32, elements = #di_derived_type7, #di_derived_type8, #di_derived_type9, #di_derived_type10>
#di_composite_type7 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "mixed_ld", file = #di_file, line = 17, sizeInBits = 384, elements = #di_derived_type13, #di_derived_type14, #di_derived_type15>
#di_composite_type8 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_derived_type, sizeInBits = 192, elements = #llvm.di_subrange<count = 3 : i64>, #llvm.di_subrange<count = 8 : i64>>
#di_composite_type9 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "timespec_like", file = #di_file, line = 7, sizeInBits = 128, elements = #di_derived_type19, #di_derived_type20>
#di_derived_type22 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type, sizeInBits = 64>
#di_derived_type23 = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #di_derived_type1, sizeInBits = 64>
#di_derived_type24 = #llvm.di_derived_type<tag = DW_TAG_member, name = "name", baseType = #di_composite_type2, sizeInBits = 96, offsetInBits = 96>
#di_derived_type25 = #llvm.di_derived_type<tag = DW_TAG_member, name = "raw", baseType = #di_composite_type3, sizeInBits = 128>
#di_derived_type26 = #llvm.di_derived_type<tag = DW_TAG_member, name = "m", baseType = #di_composite_type4, sizeInBits = 1024>
#di_derived_type27 = #llvm.di_derived_type<tag = DW_TAG_member, name = "dev", baseType = #di_derived_type16, sizeInBits = 64>
#di_derived_type28 = #llvm.di_derived_type<tag = DW_TAG_member, name = "ino", baseType = #di_derived_type16, sizeInBits = 64, offsetInBits = 64>
#di_derived_type29 = #llvm.di_derived_type<tag = DW_TAG_member, name = "mode", baseType = #di_derived_type17, sizeInBits = 32, offsetInBits = 128>
#di_derived_type30 = #llvm.di_derived_type<tag = DW_TAG_member, name = "nlink", baseType = #di_derived_type17, sizeInBits = 32, offsetInBits = 160>
#di_derived_type31 = #llvm.di_derived_type<tag = DW_TAG_member, name = "uid", baseType = #di_derived_type17, sizeInBits = 32, offsetInBits = 192>
#di_derived_type32 = #llvm.di_derived_type<tag = DW_TAG_member, name = "gid", baseType = #di_derived_type17, sizeInBits = 32, offsetInBits = 224>
#di_derived_type33 = #llvm.di_derived_type<tag = DW_TAG_member, name = "pad", baseType = #di_composite_type5, sizeInBits = 192, offsetInBits = 704>
#di_global_variable = #llvm.di_global_variable<file = #di_file, line = 19, type = #di_composite_type1, isLocalToUnit = true, isDefined = true>
#di_global_variable1 = #llvm.di_global_variable<scope = #di_compile_unit, name = "ld_sum", file = #di_file, line = 28, type = #di_basic_type4, isDefined = true>
#di_composite_type10 = #llvm.di_composite_type<recId = distinct[0]<>, tag = DW_TAG_structure_type, name = "node", file = #di_file, line = 15, sizeInBits = 192, elements = #di_derived_type23, #di_derived_type2, #di_derived_type24>
#di_composite_type11 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "matrix", file = #di_file, line = 16, sizeInBits = 1088, elements = #di_derived_type26, #di_derived_type11, #di_derived_type12>
#di_derived_type34 = #llvm.di_derived_type<tag = DW_TAG_member, name = "s", baseType = #di_derived_type22, sizeInBits = 64>
#di_derived_type35 = #llvm.di_derived_type<tag = DW_TAG_member, name = "fl", baseType = #di_composite_type6, sizeInBits = 32, offsetInBits = 256>
#di_derived_type36 = #llvm.di_derived_type<tag = DW_TAG_member, name = "atim", baseType = #di_composite_type9, sizeInBits = 128, offsetInBits = 320>
#di_derived_type37 = #llvm.di_derived_type<tag = DW_TAG_member, name = "mtim", baseType = #di_composite_type9, sizeInBits = 128, offsetInBits = 448>
#di_derived_type38 = #llvm.di_derived_type<tag = DW_TAG_member, name = "ctim", baseType = #di_composite_type9, sizeInBits = 128, offsetInBits = 576>
#di_global_variable2 = #llvm.di_global_variable<scope = #di_compile_unit, name = "greeting", file = #di_file, line = 19, type = #di_derived_type22, isDefined = true>
#di_global_variable3 = #llvm.di_global_variable<scope = #di_compile_unit, name = "mld", file = #di_file, line = 26, type = #di_composite_type7, isDefined = true>
#di_global_variable4 = #llvm.di_global_variable<scope = #di_compile_unit, name = "names", file = #di_file, line = 20, type = #di_composite_type8, isLocalToUnit = true, isDefined = true>
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
#di_global_variable_expression1 = #llvm.di_global_variable_expression<var = #di_global_variable1, expr = <>>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_derived_type21, #di_derived_type22>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_derived_type22, #di_basic_type1>
#di_composite_type12 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_composite_type10, sizeInBits = 768, elements = #llvm.di_subrange<count = 4 : i64>>
#di_composite_type13 = #llvm.di_composite_type<tag = DW_TAG_union_type, name = "value", file = #di_file, line = 13, sizeInBits = 128, elements = #di_derived_type4, #di_derived_type5, #di_derived_type6, #di_derived_type34, #di_derived_type25>
#di_composite_type14 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "stat_like", file = #di_file, line = 8, sizeInBits = 896, elements = #di_derived_type27, #di_derived_type28, #di_derived_type29, #di_derived_type30, #di_derived_type31, #di_derived_type32, #di_derived_type18, #di_derived_type36, #di_derived_type37, #di_derived_type38, #di_derived_type33>
#di_derived_type39 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_composite_type10>
#di_derived_type40 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_composite_type11>
#di_global_variable5 = #llvm.di_global_variable<scope = #di_compile_unit, name = "identity", file = #di_file, line = 25, type = #di_composite_type11, isDefined = true>
#di_global_variable_expression2 = #llvm.di_global_variable_expression<var = #di_global_variable2, expr = <>>
#di_global_variable_expression3 = #llvm.di_global_variable_expression<var = #di_global_variable3, expr = <>>
#di_global_variable_expression4 = #llvm.di_global_variable_expression<var = #di_global_variable4, expr = <>>
#di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "str_len", file = #di_file, line = 30, scopeLine = 30, subprogramFlags = Definition, type = #di_subroutine_type>
#di_subprogram1 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "pick_name", file = #di_file, line = 49, scopeLine = 49, subprogramFlags = Definition, type = #di_subroutine_type1>
#di_derived_type41 = #llvm.di_derived_type<tag = DW_TAG_member, name = "v", baseType = #di_composite_type13, sizeInBits = 128, offsetInBits = 128>
#di_derived_type42 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type39, sizeInBits = 64>
#di_derived_type43 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_composite_type14>
#di_derived_type44 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type40, sizeInBits = 64>
#di_global_variable6 = #llvm.di_global_variable<scope = #di_compile_unit, name = "nodes", file = #di_file, line = 21, type = #di_composite_type12, isDefined = true>
#di_global_variable7 = #llvm.di_global_variable<scope = #di_compile_unit, name = "st", file = #di_file, line = 27, type = #di_composite_type14, isDefined = true>
#di_global_variable_expression5 = #llvm.di_global_variable_expression<var = #di_global_variable5, expr = <>>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "s", file = #di_file, line = 30, arg = 1, type = #di_derived_type22>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "n", file = #di_file, line = 30, type = #di_derived_type21>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram1, name = "i", file = #di_file, line = 49, arg = 1, type = #di_basic_type1>
#loc8 = loc(fused<#di_subprogram>[#loc])
#loc9 = loc(fused<#di_subprogram>[#loc1])
#di_composite_type15 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "tagged", file = #di_file, line = 14, sizeInBits = 384, elements = #di_derived_type3, #di_derived_type41, #di_derived_type35>
#di_derived_type45 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type43, sizeInBits = 64>
#di_global_variable_expression6 = #llvm.di_global_variable_expression<var = #di_global_variable6, expr = <>>
#di_global_variable_expression7 = #llvm.di_global_variable_expression<var = #di_global_variable7, expr = <>>
#di_subroutine_type2 = #llvm.di_subroutine_type<types = #di_basic_type1, #di_derived_type42>
#di_subroutine_type3 = #llvm.di_subroutine_type<types = #di_basic_type3, #di_derived_type44>
#loop_annotation = #llvm.loop_annotation<mustProgress = true, startLoc = #loc8, endLoc = #loc9>
#di_composite_type16 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_composite_type15, sizeInBits = 768, elements = #llvm.di_subrange<count = 2 : i64>>
#di_derived_type46 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_composite_type15>
#di_derived_type47 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type15, sizeInBits = 64>
#di_subprogram2 = #llvm.di_subprogram<id = distinct[4]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "count_list", file = #di_file, line = 32, scopeLine = 32, subprogramFlags = Definition, type = #di_subroutine_type2>
#di_subprogram3 = #llvm.di_subprogram<id = distinct[5]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "trace", file = #di_file, line = 53, scopeLine = 53, subprogramFlags = Definition, type = #di_subroutine_type3>
#di_subroutine_type4 = #llvm.di_subroutine_type<types = #di_basic_type2, #di_derived_type45>
#di_derived_type48 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type46, sizeInBits = 64>
#di_global_variable8 = #llvm.di_global_variable<scope = #di_compile_unit, name = "table", file = #di_file, line = 23, type = #di_composite_type16, isDefined = true>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram2, file = #di_file, line = 32, column = 51>
#di_lexical_block1 = #llvm.di_lexical_block<scope = #di_subprogram3, file = #di_file, line = 55, column = 3>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram2, name = "n", file = #di_file, line = 32, arg = 1, type = #di_derived_type42>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram2, name = "c", file = #di_file, line = 32, type = #di_basic_type1>
#di_local_variable5 = #llvm.di_local_variable<scope = #di_subprogram3, name = "m", file = #di_file, line = 53, arg = 1, type = #di_derived_type44>
#di_local_variable6 = #llvm.di_local_variable<scope = #di_subprogram3, name = "t", file = #di_file, line = 54, type = #di_basic_type3>
#di_subprogram4 = #llvm.di_subprogram<id = distinct[6]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "file_size", file = #di_file, line = 51, scopeLine = 51, subprogramFlags = Definition, type = #di_subroutine_type4>
#di_subroutine_type5 = #llvm.di_subroutine_type<types = #di_basic_type6, #di_derived_type47>
#di_global_variable_expression8 = #llvm.di_global_variable_expression<var = #di_global_variable8, expr = <>>
#di_local_variable7 = #llvm.di_local_variable<scope = #di_subprogram4, name = "s", file = #di_file, line = 51, arg = 1, type = #di_derived_type45>
#di_local_variable8 = #llvm.di_local_variable<scope = #di_lexical_block1, name = "i", file = #di_file, line = 55, type = #di_basic_type1>
#di_subprogram5 = #llvm.di_subprogram<id = distinct[7]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "bump_refs", file = #di_file, line = 47, scopeLine = 47, subprogramFlags = Definition, type = #di_subroutine_type5>
#di_subroutine_type6 = #llvm.di_subroutine_type<types = #di_basic_type4, #di_derived_type48, #di_basic_type1>
#loc10 = loc(fused<#di_lexical_block>[#loc2])
#loc11 = loc(fused<#di_lexical_block>[#loc3])
#loc12 = loc(fused<#di_lexical_block1>[#loc6])
#loc13 = loc(fused<#di_lexical_block1>[#loc7])
#di_local_variable9 = #llvm.di_local_variable<scope = #di_subprogram5, name = "t", file = #di_file, line = 47, arg = 1, type = #di_derived_type47>
#di_subprogram6 = #llvm.di_subprogram<id = distinct[8]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "sum_values", file = #di_file, line = 34, scopeLine = 34, subprogramFlags = Definition, type = #di_subroutine_type6>
#loop_annotation1 = #llvm.loop_annotation<mustProgress = true, startLoc = #loc10, endLoc = #loc11>
#loop_annotation2 = #llvm.loop_annotation<mustProgress = true, startLoc = #loc12, endLoc = #loc13>
#di_lexical_block2 = #llvm.di_lexical_block<scope = #di_subprogram6, file = #di_file, line = 36, column = 3>
#di_local_variable10 = #llvm.di_local_variable<scope = #di_subprogram6, name = "t", file = #di_file, line = 34, arg = 1, type = #di_derived_type48>
#di_local_variable11 = #llvm.di_local_variable<scope = #di_subprogram6, name = "n", file = #di_file, line = 34, arg = 2, type = #di_basic_type1>
#di_local_variable12 = #llvm.di_local_variable<scope = #di_subprogram6, name = "acc", file = #di_file, line = 35, type = #di_basic_type4>
#di_local_variable13 = #llvm.di_local_variable<scope = #di_lexical_block2, name = "i", file = #di_file, line = 36, type = #di_basic_type1>
#loc14 = loc(fused<#di_lexical_block2>[#loc4])
#loc15 = loc(fused<#di_lexical_block2>[#loc5])
#loop_annotation3 = #llvm.loop_annotation<mustProgress = true, startLoc = #loc14, endLoc = #loc15>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global private unnamed_addr constant @".str"("hello, layout\00") {addr_space = 0 : i32, alignment = 1 : i64, dbg_exprs = [#di_global_variable_expression], dso_local}
  llvm.mlir.global external @greeting() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression2], dso_local} : !llvm.ptr {
    %0 = llvm.mlir.addressof @".str" : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.global external @nodes() {addr_space = 0 : i32, alignment = 16 : i64, dbg_exprs = [#di_global_variable_expression6], dso_local} : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>> {
    %0 = llvm.mlir.constant("four\00\00\00\00\00\00\00\00") : !llvm.array<12 x i8>
    %1 = llvm.mlir.constant(4 : i32) : i32
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %6 = llvm.insertvalue %0, %5[2] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %7 = llvm.mlir.constant("three\00\00\00\00\00\00\00") : !llvm.array<12 x i8>
    %8 = llvm.mlir.constant(3 : i32) : i32
    %9 = llvm.mlir.constant(72 : i64) : i64
    %10 = llvm.mlir.addressof @nodes : !llvm.ptr
    %11 = llvm.getelementptr %10[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %12 = llvm.mlir.undef : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)>
    %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %14 = llvm.insertvalue %8, %13[1] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %15 = llvm.insertvalue %7, %14[2] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %16 = llvm.mlir.constant("two\00\00\00\00\00\00\00\00\00") : !llvm.array<12 x i8>
    %17 = llvm.mlir.constant(2 : i32) : i32
    %18 = llvm.mlir.constant(48 : i64) : i64
    %19 = llvm.getelementptr %10[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %20 = llvm.mlir.undef : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)>
    %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %22 = llvm.insertvalue %17, %21[1] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %23 = llvm.insertvalue %16, %22[2] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %24 = llvm.mlir.constant("one\00\00\00\00\00\00\00\00\00") : !llvm.array<12 x i8>
    %25 = llvm.mlir.constant(1 : i32) : i32
    %26 = llvm.mlir.constant(24 : i64) : i64
    %27 = llvm.getelementptr %10[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %28 = llvm.mlir.undef : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)>
    %29 = llvm.insertvalue %27, %28[0] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %30 = llvm.insertvalue %25, %29[1] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %31 = llvm.insertvalue %24, %30[2] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %32 = llvm.mlir.undef : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>> 
    %34 = llvm.insertvalue %23, %33[1] : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>> 
    %35 = llvm.insertvalue %15, %34[2] : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>> 
    %36 = llvm.insertvalue %6, %35[3] : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>> 
    llvm.return %36 : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>>
  }
  llvm.mlir.global external @table() {addr_space = 0 : i32, alignment = 16 : i64, dbg_exprs = [#di_global_variable_expression8], dso_local} : !llvm.struct<packed (struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>, struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<12xi8>) : !llvm.array<12 x i8>
    %2 = llvm.mlir.constant(102 : i8) : i8
    %3 = llvm.mlir.undef : !llvm.struct<(i8, i8, i8, i8)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i8, i8, i8, i8)> 
    %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<(i8, i8, i8, i8)> 
    %6 = llvm.insertvalue %0, %5[2] : !llvm.struct<(i8, i8, i8, i8)> 
    %7 = llvm.insertvalue %0, %6[3] : !llvm.struct<(i8, i8, i8, i8)> 
    %8 = llvm.mlir.constant(dense<0> : tensor<8xi8>) : !llvm.array<8 x i8>
    %9 = llvm.mlir.constant(2.500000e+00 : f64) : f64
    %10 = llvm.mlir.undef : !llvm.struct<(f64, array<8 x i8>)>
    %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(f64, array<8 x i8>)> 
    %12 = llvm.insertvalue %8, %11[1] : !llvm.struct<(f64, array<8 x i8>)> 
    %13 = llvm.mlir.constant(2 : i32) : i32
    %14 = llvm.mlir.undef : !llvm.struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>
    %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %16 = llvm.insertvalue %1, %15[1] : !llvm.struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %17 = llvm.insertvalue %12, %16[2] : !llvm.struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %18 = llvm.insertvalue %7, %17[3] : !llvm.struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %19 = llvm.insertvalue %1, %18[4] : !llvm.struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %20 = llvm.mlir.constant(1 : i8) : i8
    %21 = llvm.mlir.constant(-51 : i8) : i8
    %22 = llvm.mlir.undef : !llvm.struct<(i8, i8, i8, i8)>
    %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(i8, i8, i8, i8)> 
    %24 = llvm.insertvalue %20, %23[1] : !llvm.struct<(i8, i8, i8, i8)> 
    %25 = llvm.insertvalue %0, %24[2] : !llvm.struct<(i8, i8, i8, i8)> 
    %26 = llvm.insertvalue %0, %25[3] : !llvm.struct<(i8, i8, i8, i8)> 
    %27 = llvm.mlir.constant(42 : i64) : i64
    %28 = llvm.mlir.undef : !llvm.struct<(i64, array<8 x i8>)>
    %29 = llvm.insertvalue %27, %28[0] : !llvm.struct<(i64, array<8 x i8>)> 
    %30 = llvm.insertvalue %8, %29[1] : !llvm.struct<(i64, array<8 x i8>)> 
    %31 = llvm.mlir.constant(1 : i32) : i32
    %32 = llvm.mlir.undef : !llvm.struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %34 = llvm.insertvalue %1, %33[1] : !llvm.struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %35 = llvm.insertvalue %30, %34[2] : !llvm.struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %36 = llvm.insertvalue %26, %35[3] : !llvm.struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %37 = llvm.insertvalue %1, %36[4] : !llvm.struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %38 = llvm.mlir.undef : !llvm.struct<packed (struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>, struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>)>
    %39 = llvm.insertvalue %37, %38[0] : !llvm.struct<packed (struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>, struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>)> 
    %40 = llvm.insertvalue %19, %39[1] : !llvm.struct<packed (struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>, struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>)> 
    llvm.return %40 : !llvm.struct<packed (struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>, struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>)>
  }
  llvm.mlir.global external @identity() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression5], dso_local} : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<2xi8>) : !llvm.array<2 x i8>
    %2 = llvm.mlir.constant(7 : i16) : i16
    %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %4 = llvm.mlir.constant(dense<[0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]> : tensor<4xf64>) : !llvm.array<4 x f64>
    %5 = llvm.mlir.constant(dense<[0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00]> : tensor<4xf64>) : !llvm.array<4 x f64>
    %6 = llvm.mlir.constant(dense<[0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00]> : tensor<4xf64>) : !llvm.array<4 x f64>
    %7 = llvm.mlir.constant(dense<[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]> : tensor<4xf64>) : !llvm.array<4 x f64>
    %8 = llvm.mlir.constant(dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<4x4xf64>) : !llvm.array<4 x array<4 x f64>>
    %9 = llvm.mlir.undef : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)>
    %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)> 
    %11 = llvm.insertvalue %3, %10[1] : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)> 
    %12 = llvm.insertvalue %2, %11[2] : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)> 
    %13 = llvm.insertvalue %1, %12[3] : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)> 
    llvm.return %13 : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)>
  }
  llvm.mlir.global external @mld() {addr_space = 0 : i32, alignment = 16 : i64, dbg_exprs = [#di_global_variable_expression3], dso_local} : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<14xi8>) : !llvm.array<14 x i8>
    %2 = llvm.mlir.constant(9 : i16) : i16
    %3 = llvm.mlir.constant(3.250000e+00 : f80) : f80
    %4 = llvm.mlir.constant(dense<0> : tensor<15xi8>) : !llvm.array<15 x i8>
    %5 = llvm.mlir.constant(120 : i8) : i8
    %6 = llvm.mlir.undef : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)> 
    %8 = llvm.insertvalue %4, %7[1] : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)> 
    %9 = llvm.insertvalue %3, %8[2] : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)> 
    %10 = llvm.insertvalue %2, %9[3] : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)> 
    %11 = llvm.insertvalue %1, %10[4] : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)> 
    llvm.return %11 : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)>
  }
  llvm.mlir.global external @ld_sum(0.000000e+00 : f80) {addr_space = 0 : i32, alignment = 16 : i64, dbg_exprs = [#di_global_variable_expression1], dso_local} : f80
  llvm.mlir.global internal constant @names(dense<[[97, 108, 112, 104, 97, 0, 0, 0], [98, 101, 116, 97, 0, 0, 0, 0], [103, 97, 109, 109, 97, 0, 0, 0]]> : tensor<3x8xi8>) {addr_space = 0 : i32, alignment = 16 : i64, dbg_exprs = [#di_global_variable_expression4], dso_local} : !llvm.array<3 x array<8 x i8>>
  llvm.mlir.global external @st() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression7], dso_local} : !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(dense<0> : tensor<3xi64>) : !llvm.array<3 x i64>
    %2 = llvm.mlir.zero : !llvm.struct<"struct.timespec_like", (i64, i64)>
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.zero : !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)>
    llvm.return %4 : !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)>
  }
  llvm.module_flags [#llvm.mlir.module_flag<max, "Dwarf Version", 5 : i32>, #llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>, #llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<max, "frame-pointer", 2 : i32>]
  llvm.func @str_len(%arg0: !llvm.ptr {llvm.noundef}) -> i64 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable = %4 : !llvm.ptr
    %5 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable1 = %5 : !llvm.ptr
    llvm.store %arg0, %4 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %1, %5 {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    %6 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %7 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> i64
    %8 = llvm.getelementptr inbounds|nuw %6[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %9 = llvm.load %8 {alignment = 1 : i64} : !llvm.ptr -> i8
    %10 = llvm.icmp "ne" %9, %2 : i8
    llvm.cond_br %10, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %11 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> i64
    %12 = llvm.add %11, %3 : i64
    llvm.store %12, %5 {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb3:  // pred: ^bb1
    %13 = llvm.load %5 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.return %13 : i64
  }
  llvm.func @count_list(%arg0: !llvm.ptr {llvm.noundef}) -> i32 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable3 = %3 : !llvm.ptr
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable4 = %4 : !llvm.ptr
    llvm.store %arg0, %3 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %1, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb3
    %5 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %6 = llvm.icmp "ne" %5, %2 : !llvm.ptr
    llvm.cond_br %6, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    %7 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %8 = llvm.getelementptr inbounds|nuw %7[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)>
    %9 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> i32
    %10 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %11 = llvm.add %10, %9 overflow<nsw> : i32
    llvm.store %11, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    %12 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %13 = llvm.getelementptr inbounds|nuw %12[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)>
    %14 = llvm.load %13 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.store %14, %3 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation1}
  ^bb4:  // pred: ^bb1
    %15 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %15 : i32
  }
  llvm.func @sum_values(%arg0: !llvm.ptr {llvm.noundef}, %arg1: i32 {llvm.noundef}) -> f80 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f80) : f80
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.addressof @ld_sum : !llvm.ptr
    %4 = llvm.mlir.constant(2 : i32) : i32
    %5 = llvm.mlir.constant(15 : i32) : i32
    %6 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable10 = %6 : !llvm.ptr
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable11 = %7 : !llvm.ptr
    %8 = llvm.alloca %0 x f80 {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable12 = %8 : !llvm.ptr
    %9 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable13 = %9 : !llvm.ptr
    llvm.store %arg0, %6 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %arg1, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %1, %8 {alignment = 16 : i64} : f80, !llvm.ptr
    llvm.store %2, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb7
    %10 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %11 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %12 = llvm.icmp "slt" %10, %11 : i32
    llvm.cond_br %12, ^bb2, ^bb8
  ^bb2:  // pred: ^bb1
    %13 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %14 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %15 = llvm.sext %14 : i32 to i64
    %16 = llvm.getelementptr inbounds %13[%15] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %17 = llvm.getelementptr inbounds|nuw %16[%2, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %18 = llvm.load %17 {alignment = 16 : i64} : !llvm.ptr -> i32
    llvm.switch %18 : i32, ^bb5 [
      1: ^bb3,
      2: ^bb4
    ]
  ^bb3:  // pred: ^bb2
    %19 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %20 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %21 = llvm.sext %20 : i32 to i64
    %22 = llvm.getelementptr inbounds %19[%21] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %23 = llvm.getelementptr inbounds|nuw %22[%2, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %24 = llvm.load %23 {alignment = 16 : i64} : !llvm.ptr -> i64
    %25 = llvm.sitofp %24 : i64 to f80
    %26 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> f80
    %27 = llvm.fadd %26, %25 : f80
    llvm.store %27, %8 {alignment = 16 : i64} : f80, !llvm.ptr
    llvm.br ^bb6
  ^bb4:  // pred: ^bb2
    %28 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %29 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %30 = llvm.sext %29 : i32 to i64
    %31 = llvm.getelementptr inbounds %28[%30] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %32 = llvm.getelementptr inbounds|nuw %31[%2, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %33 = llvm.load %32 {alignment = 16 : i64} : !llvm.ptr -> f64
    %34 = llvm.fpext %33 : f64 to f80
    %35 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> f80
    %36 = llvm.fadd %35, %34 : f80
    llvm.store %36, %8 {alignment = 16 : i64} : f80, !llvm.ptr
    llvm.br ^bb6
  ^bb5:  // pred: ^bb2
    %37 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %38 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %39 = llvm.sext %38 : i32 to i64
    %40 = llvm.getelementptr inbounds %37[%39] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %41 = llvm.getelementptr inbounds|nuw %40[%2, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %42 = llvm.load %41 {alignment = 16 : i64} : !llvm.ptr -> i32
    %43 = llvm.lshr %42, %4 : i32
    %44 = llvm.and %43, %5 : i32
    %45 = llvm.sitofp %44 : i32 to f80
    %46 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> f80
    %47 = llvm.fadd %46, %45 : f80
    llvm.store %47, %8 {alignment = 16 : i64} : f80, !llvm.ptr
    llvm.br ^bb6
  ^bb6:  // 3 preds: ^bb3, ^bb4, ^bb5
    llvm.br ^bb7
  ^bb7:  // pred: ^bb6
    %48 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %49 = llvm.add %48, %0 overflow<nsw> : i32
    llvm.store %49, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation3}
  ^bb8:  // pred: ^bb1
    %50 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> f80
    llvm.store %50, %3 {alignment = 16 : i64} : f80, !llvm.ptr
    %51 = llvm.load %8 {alignment = 16 : i64} : !llvm.ptr -> f80
    llvm.return %51 : f80
  }
  llvm.func @bump_refs(%arg0: !llvm.ptr {llvm.noundef}) -> i32 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(6 : i32) : i32
    %4 = llvm.mlir.constant(67108863 : i32) : i32
    %5 = llvm.mlir.constant(63 : i32) : i32
    %6 = llvm.mlir.constant(true) : i1
    %7 = llvm.mlir.constant(-2 : i32) : i32
    %8 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable9 = %8 : !llvm.ptr
    llvm.store %arg0, %8 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %9 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %10 = llvm.getelementptr inbounds|nuw %9[%1, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %11 = llvm.load %10 {alignment = 16 : i64} : !llvm.ptr -> i32
    %12 = llvm.lshr %11, %3 : i32
    %13 = llvm.add %12, %0 : i32
    %14 = llvm.load %10 {alignment = 16 : i64} : !llvm.ptr -> i32
    %15 = llvm.and %13, %4 : i32
    %16 = llvm.shl %15, %3 : i32
    %17 = llvm.and %14, %5 : i32
    %18 = llvm.or %17, %16 : i32
    llvm.store %18, %10 {alignment = 16 : i64} : i32, !llvm.ptr
    %19 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %20 = llvm.getelementptr inbounds|nuw %19[%1, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %21 = llvm.load %20 {alignment = 16 : i64} : !llvm.ptr -> i32
    %22 = llvm.and %21, %0 : i32
    %23 = llvm.icmp "ne" %22, %1 : i32
    %24 = llvm.xor %23, %6 : i1
    %25 = llvm.zext %24 : i1 to i32
    %26 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %27 = llvm.getelementptr inbounds|nuw %26[%1, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %28 = llvm.load %27 {alignment = 16 : i64} : !llvm.ptr -> i32
    %29 = llvm.and %25, %0 : i32
    %30 = llvm.and %28, %7 : i32
    %31 = llvm.or %30, %29 : i32
    llvm.store %31, %27 {alignment = 16 : i64} : i32, !llvm.ptr
    %32 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %33 = llvm.getelementptr inbounds|nuw %32[%1, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %34 = llvm.load %33 {alignment = 16 : i64} : !llvm.ptr -> i32
    %35 = llvm.lshr %34, %3 : i32
    llvm.return %35 : i32
  }
  llvm.func @pick_name(%arg0: i32 {llvm.noundef}) -> !llvm.ptr attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.addressof @names : !llvm.ptr
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable2 = %4 : !llvm.ptr
    llvm.store %arg0, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    %5 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %6 = llvm.srem %5, %1 : i32
    %7 = llvm.sext %6 : i32 to i64
    %8 = llvm.getelementptr inbounds %2[%3, %7] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<3 x array<8 x i8>>
    %9 = llvm.getelementptr inbounds %8[%3, %3] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<8 x i8>
    llvm.return %9 : !llvm.ptr
  }
  llvm.func @file_size(%arg0: !llvm.ptr {llvm.noundef}) -> i64 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(6 : i32) : i32
    %3 = llvm.mlir.constant(8 : i32) : i32
    %4 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable7 = %4 : !llvm.ptr
    llvm.store %arg0, %4 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %5 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %6 = llvm.getelementptr inbounds|nuw %5[%1, 6] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)>
    %7 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> i64
    %8 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %9 = llvm.getelementptr inbounds|nuw %8[%1, 8] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)>
    %10 = llvm.getelementptr inbounds|nuw %9[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.timespec_like", (i64, i64)>
    %11 = llvm.load %10 {alignment = 8 : i64} : !llvm.ptr -> i64
    %12 = llvm.add %7, %11 overflow<nsw> : i64
    llvm.return %12 : i64
  }
  llvm.func @trace(%arg0: !llvm.ptr {llvm.noundef}) -> f64 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(4 : i32) : i32
    %4 = llvm.mlir.addressof @mld : !llvm.ptr
    %5 = llvm.getelementptr inbounds|nuw %4[%2, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.mixed_ld", (i8, f80, i16)>
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable5 = %7 : !llvm.ptr
    %8 = llvm.alloca %0 x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable6 = %8 : !llvm.ptr
    %9 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.dbg.declare #di_local_variable8 = %9 : !llvm.ptr
    llvm.store %arg0, %7 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %1, %8 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %2, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb3
    %10 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %11 = llvm.icmp "slt" %10, %3 : i32
    llvm.cond_br %11, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    %12 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %13 = llvm.getelementptr inbounds|nuw %12[%2, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.matrix", (array<4 x array<4 x f64>>, f32, i16)>
    %14 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %15 = llvm.sext %14 : i32 to i64
    %16 = llvm.getelementptr inbounds %13[%6, %15] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x array<4 x f64>>
    %17 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %18 = llvm.sext %17 : i32 to i64
    %19 = llvm.getelementptr inbounds %16[%6, %18] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x f64>
    %20 = llvm.load %19 {alignment = 8 : i64} : !llvm.ptr -> f64
    %21 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> f64
    %22 = llvm.fadd %21, %20 : f64
    llvm.store %22, %8 {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    %23 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %24 = llvm.add %23, %0 overflow<nsw> : i32
    llvm.store %24, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation2}
  ^bb4:  // pred: ^bb1
    %25 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> f64
    %26 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %27 = llvm.getelementptr inbounds|nuw %26[%2, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.matrix", (array<4 x array<4 x f64>>, f32, i16)>
    %28 = llvm.load %27 {alignment = 8 : i64} : !llvm.ptr -> f32
    %29 = llvm.fpext %28 : f32 to f64
    %30 = llvm.fmul %25, %29 : f64
    %31 = llvm.fpext %30 : f64 to f80
    %32 = llvm.load %5 {alignment = 16 : i64} : !llvm.ptr -> f80
    %33 = llvm.fadd %31, %32 : f80
    %34 = llvm.fptrunc %33 : f80 to f64
    llvm.return %34 : f64
  }
  func.func @__dlti_queries() {
    %q0 = "test.data_layout_query"() : () -> !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)>
    %q1 = "test.data_layout_query"() : () -> !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)>
    %q2 = "test.data_layout_query"() : () -> !llvm.struct<"struct.timespec_like", (i64, i64)>
    %q3 = "test.data_layout_query"() : () -> !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %q4 = "test.data_layout_query"() : () -> !llvm.struct<"union.value", (f80)>
    %q5 = "test.data_layout_query"() : () -> !llvm.struct<"struct.flags", (i32)>
    %q6 = "test.data_layout_query"() : () -> !llvm.struct<"struct.mixed_ld", (i8, f80, i16)>
    %q7 = "test.data_layout_query"() : () -> !llvm.struct<"struct.matrix", (array<4 x array<4 x f64>>, f32, i16)>
    %q8 = "test.data_layout_query"() : () -> !llvm.struct<packed (struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>, struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>)>
    %q9 = "test.data_layout_query"() : () -> !llvm.struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>
    %q10 = "test.data_layout_query"() : () -> !llvm.struct<(i64, array<8 x i8>)>
    %q11 = "test.data_layout_query"() : () -> !llvm.struct<(i8, i8, i8, i8)>
    %q12 = "test.data_layout_query"() : () -> !llvm.struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>
    %q13 = "test.data_layout_query"() : () -> !llvm.struct<(f64, array<8 x i8>)>
    %q14 = "test.data_layout_query"() : () -> i1
    %q15 = "test.data_layout_query"() : () -> i8
    %q16 = "test.data_layout_query"() : () -> i16
    %q17 = "test.data_layout_query"() : () -> i32
    %q18 = "test.data_layout_query"() : () -> i64
    %q19 = "test.data_layout_query"() : () -> i128
    %q20 = "test.data_layout_query"() : () -> f16
    %q21 = "test.data_layout_query"() : () -> f32
    %q22 = "test.data_layout_query"() : () -> f64
    %q23 = "test.data_layout_query"() : () -> f80
    %q24 = "test.data_layout_query"() : () -> f128
    %q25 = "test.data_layout_query"() : () -> index
    %q26 = "test.data_layout_query"() : () -> !llvm.ptr
    %q27 = "test.data_layout_query"() : () -> vector<4xf32>
    %q28 = "test.data_layout_query"() : () -> !llvm.array<3 x i24>
    return
  }
}
