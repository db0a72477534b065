// Debug-info attributes and locations of
// t/real/import/records.x86_64-linux-gnu.O2-g.mlir (its alias definitions,
// each used by a module attribute), printed once by mlir-opt-22:
// distinct[N] in its numbering.
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
#di_subprogram = #llvm.di_subprogram<recId = distinct[1]<>, isRecSelf = true>
#di_subprogram1 = #llvm.di_subprogram<recId = distinct[2]<>, isRecSelf = true>
#di_subprogram2 = #llvm.di_subprogram<recId = distinct[3]<>, isRecSelf = true>
#di_subprogram3 = #llvm.di_subprogram<recId = distinct[4]<>, isRecSelf = true>
#di_subprogram4 = #llvm.di_subprogram<recId = distinct[5]<>, isRecSelf = true>
#di_subprogram5 = #llvm.di_subprogram<recId = distinct[6]<>, isRecSelf = true>
#di_subprogram6 = #llvm.di_subprogram<recId = distinct[7]<>, isRecSelf = true>
#loc = loc("src/records.c":30:47)
#loc1 = loc("src/records.c":30:61)
#loc2 = loc("src/records.c":32:51)
#loc3 = loc("src/records.c":32:82)
#loc4 = loc("src/records.c":36:3)
#loc5 = loc("src/records.c":42:3)
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[8]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 22.1.8 (1~deb12u1)", isOptimized = true, emissionKind = Full, nameTableKind = None>
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
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram2, file = #di_file, line = 36, column = 3>
#di_lexical_block1 = #llvm.di_lexical_block<scope = #di_subprogram6, file = #di_file, line = 55, column = 3>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram1, name = "c", file = #di_file, line = 32, type = #di_basic_type1>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram2, name = "n", file = #di_file, line = 34, arg = 2, type = #di_basic_type1>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram2, name = "acc", file = #di_file, line = 35, type = #di_basic_type4>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram4, name = "i", file = #di_file, line = 49, arg = 1, type = #di_basic_type1>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram6, name = "t", file = #di_file, line = 54, type = #di_basic_type3>
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
#di_local_variable5 = #llvm.di_local_variable<scope = #di_subprogram, name = "n", file = #di_file, line = 30, type = #di_derived_type21>
#di_local_variable6 = #llvm.di_local_variable<scope = #di_lexical_block, name = "i", file = #di_file, line = 36, type = #di_basic_type1>
#di_local_variable7 = #llvm.di_local_variable<scope = #di_lexical_block1, name = "i", file = #di_file, line = 55, type = #di_basic_type1>
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
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
#di_local_variable8 = #llvm.di_local_variable<scope = #di_subprogram, name = "s", file = #di_file, line = 30, arg = 1, type = #di_derived_type22>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_derived_type21, #di_derived_type22>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_derived_type22, #di_basic_type1>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
#di_composite_type12 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_composite_type10, sizeInBits = 768, elements = #llvm.di_subrange<count = 4 : i64>>
#di_composite_type13 = #llvm.di_composite_type<tag = DW_TAG_union_type, name = "value", file = #di_file, line = 13, sizeInBits = 128, elements = #di_derived_type4, #di_derived_type5, #di_derived_type6, #di_derived_type34, #di_derived_type25>
#di_composite_type14 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "stat_like", file = #di_file, line = 8, sizeInBits = 896, elements = #di_derived_type27, #di_derived_type28, #di_derived_type29, #di_derived_type30, #di_derived_type31, #di_derived_type32, #di_derived_type18, #di_derived_type36, #di_derived_type37, #di_derived_type38, #di_derived_type33>
#di_derived_type39 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_composite_type10>
#di_derived_type40 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_composite_type11>
#di_global_variable5 = #llvm.di_global_variable<scope = #di_compile_unit, name = "identity", file = #di_file, line = 25, type = #di_composite_type11, isDefined = true>
#di_global_variable_expression2 = #llvm.di_global_variable_expression<var = #di_global_variable2, expr = <>>
#di_global_variable_expression3 = #llvm.di_global_variable_expression<var = #di_global_variable3, expr = <>>
#di_global_variable_expression4 = #llvm.di_global_variable_expression<var = #di_global_variable4, expr = <>>
#di_subprogram7 = #llvm.di_subprogram<recId = distinct[1]<>, id = distinct[9]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "str_len", file = #di_file, line = 30, scopeLine = 30, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type, retainedNodes = #di_local_variable8, #di_local_variable5>
#di_subprogram8 = #llvm.di_subprogram<recId = distinct[5]<>, id = distinct[10]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "pick_name", file = #di_file, line = 49, scopeLine = 49, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type1, retainedNodes = #di_local_variable3>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "any pointer", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "long double", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc4 = #llvm.tbaa_type_desc<id = "long", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc5 = #llvm.tbaa_type_desc<id = "long long", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc6 = #llvm.tbaa_type_desc<id = "double", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc7 = #llvm.tbaa_type_desc<id = "float", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc8 = #llvm.tbaa_type_desc<id = "short", members = {<#tbaa_type_desc, 0>}>
#di_derived_type41 = #llvm.di_derived_type<tag = DW_TAG_member, name = "v", baseType = #di_composite_type13, sizeInBits = 128, offsetInBits = 128>
#di_derived_type42 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type39, sizeInBits = 64>
#di_derived_type43 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_composite_type14>
#di_derived_type44 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type40, sizeInBits = 64>
#di_global_variable6 = #llvm.di_global_variable<scope = #di_compile_unit, name = "nodes", file = #di_file, line = 21, type = #di_composite_type12, isDefined = true>
#di_global_variable7 = #llvm.di_global_variable<scope = #di_compile_unit, name = "st", file = #di_file, line = 27, type = #di_composite_type14, isDefined = true>
#di_global_variable_expression5 = #llvm.di_global_variable_expression<var = #di_global_variable5, expr = <>>
#di_local_variable9 = #llvm.di_local_variable<scope = #di_subprogram7, name = "s", file = #di_file, line = 30, arg = 1, type = #di_derived_type22>
#di_local_variable10 = #llvm.di_local_variable<scope = #di_subprogram7, name = "n", file = #di_file, line = 30, type = #di_derived_type21>
#di_local_variable11 = #llvm.di_local_variable<scope = #di_subprogram8, name = "i", file = #di_file, line = 49, arg = 1, type = #di_basic_type1>
#loc6 = loc(fused<#di_subprogram7>[#loc])
#loc7 = loc(fused<#di_subprogram7>[#loc1])
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc3, offset = 0>
#tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc6, access_type = #tbaa_type_desc6, offset = 0>
#di_composite_type15 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "tagged", file = #di_file, line = 14, sizeInBits = 384, elements = #di_derived_type3, #di_derived_type41, #di_derived_type35>
#di_derived_type45 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type43, sizeInBits = 64>
#di_global_variable_expression6 = #llvm.di_global_variable_expression<var = #di_global_variable6, expr = <>>
#di_global_variable_expression7 = #llvm.di_global_variable_expression<var = #di_global_variable7, expr = <>>
#di_local_variable12 = #llvm.di_local_variable<scope = #di_subprogram1, name = "n", file = #di_file, line = 32, arg = 1, type = #di_derived_type42>
#di_local_variable13 = #llvm.di_local_variable<scope = #di_subprogram6, name = "m", file = #di_file, line = 53, arg = 1, type = #di_derived_type44>
#di_subroutine_type2 = #llvm.di_subroutine_type<types = #di_basic_type1, #di_derived_type42>
#di_subroutine_type3 = #llvm.di_subroutine_type<types = #di_basic_type3, #di_derived_type44>
#loop_annotation = #llvm.loop_annotation<mustProgress = true, startLoc = #loc6, endLoc = #loc7>
#tbaa_type_desc9 = #llvm.tbaa_type_desc<id = "p1 _ZTS4node", members = {<#tbaa_type_desc1, 0>}>
#tbaa_type_desc10 = #llvm.tbaa_type_desc<id = "flags", members = {<#tbaa_type_desc2, 0>, <#tbaa_type_desc2, 0>, <#tbaa_type_desc2, 0>, <#tbaa_type_desc2, 0>}>
#tbaa_type_desc11 = #llvm.tbaa_type_desc<id = "timespec_like", members = {<#tbaa_type_desc4, 0>, <#tbaa_type_desc4, 8>}>
#tbaa_type_desc12 = #llvm.tbaa_type_desc<id = "matrix", members = {<#tbaa_type_desc, 0>, <#tbaa_type_desc7, 128>, <#tbaa_type_desc8, 132>}>
#tbaa_type_desc13 = #llvm.tbaa_type_desc<id = "mixed_ld", members = {<#tbaa_type_desc, 0>, <#tbaa_type_desc3, 16>, <#tbaa_type_desc8, 32>}>
#di_composite_type16 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_composite_type15, sizeInBits = 768, elements = #llvm.di_subrange<count = 2 : i64>>
#di_derived_type46 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_composite_type15>
#di_derived_type47 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type15, sizeInBits = 64>
#di_local_variable14 = #llvm.di_local_variable<scope = #di_subprogram5, name = "s", file = #di_file, line = 51, arg = 1, type = #di_derived_type45>
#di_subprogram9 = #llvm.di_subprogram<recId = distinct[2]<>, id = distinct[11]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "count_list", file = #di_file, line = 32, scopeLine = 32, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type2, retainedNodes = #di_local_variable12, #di_local_variable>
#di_subprogram10 = #llvm.di_subprogram<recId = distinct[7]<>, id = distinct[12]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "trace", file = #di_file, line = 53, scopeLine = 53, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type3, retainedNodes = #di_local_variable13, #di_local_variable4, #di_local_variable7>
#di_subroutine_type4 = #llvm.di_subroutine_type<types = #di_basic_type2, #di_derived_type45>
#tbaa_tag3 = #llvm.tbaa_tag<base_type = #tbaa_type_desc12, access_type = #tbaa_type_desc7, offset = 128>
#tbaa_tag4 = #llvm.tbaa_tag<base_type = #tbaa_type_desc13, access_type = #tbaa_type_desc3, offset = 16>
#di_derived_type48 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type46, sizeInBits = 64>
#di_global_variable8 = #llvm.di_global_variable<scope = #di_compile_unit, name = "table", file = #di_file, line = 23, type = #di_composite_type16, isDefined = true>
#di_lexical_block2 = #llvm.di_lexical_block<scope = #di_subprogram9, file = #di_file, line = 32, column = 51>
#di_lexical_block3 = #llvm.di_lexical_block<scope = #di_subprogram10, file = #di_file, line = 55, column = 3>
#di_local_variable15 = #llvm.di_local_variable<scope = #di_subprogram9, name = "n", file = #di_file, line = 32, arg = 1, type = #di_derived_type42>
#di_local_variable16 = #llvm.di_local_variable<scope = #di_subprogram9, name = "c", file = #di_file, line = 32, type = #di_basic_type1>
#di_local_variable17 = #llvm.di_local_variable<scope = #di_subprogram3, name = "t", file = #di_file, line = 47, arg = 1, type = #di_derived_type47>
#di_local_variable18 = #llvm.di_local_variable<scope = #di_subprogram10, name = "m", file = #di_file, line = 53, arg = 1, type = #di_derived_type44>
#di_local_variable19 = #llvm.di_local_variable<scope = #di_subprogram10, name = "t", file = #di_file, line = 54, type = #di_basic_type3>
#di_subprogram11 = #llvm.di_subprogram<recId = distinct[6]<>, id = distinct[13]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "file_size", file = #di_file, line = 51, scopeLine = 51, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type4, retainedNodes = #di_local_variable14>
#di_subroutine_type5 = #llvm.di_subroutine_type<types = #di_basic_type6, #di_derived_type47>
#tbaa_type_desc14 = #llvm.tbaa_type_desc<id = "node", members = {<#tbaa_type_desc9, 0>, <#tbaa_type_desc2, 8>, <#tbaa_type_desc, 12>}>
#tbaa_type_desc15 = #llvm.tbaa_type_desc<id = "tagged", members = {<#tbaa_type_desc2, 0>, <#tbaa_type_desc, 16>, <#tbaa_type_desc10, 32>}>
#tbaa_type_desc16 = #llvm.tbaa_type_desc<id = "stat_like", members = {<#tbaa_type_desc4, 0>, <#tbaa_type_desc4, 8>, <#tbaa_type_desc2, 16>, <#tbaa_type_desc2, 20>, <#tbaa_type_desc2, 24>, <#tbaa_type_desc2, 28>, <#tbaa_type_desc5, 32>, <#tbaa_type_desc11, 40>, <#tbaa_type_desc11, 56>, <#tbaa_type_desc11, 72>, <#tbaa_type_desc, 88>}>
#di_global_variable_expression8 = #llvm.di_global_variable_expression<var = #di_global_variable8, expr = <>>
#di_local_variable20 = #llvm.di_local_variable<scope = #di_subprogram2, name = "t", file = #di_file, line = 34, arg = 1, type = #di_derived_type48>
#di_local_variable21 = #llvm.di_local_variable<scope = #di_subprogram11, name = "s", file = #di_file, line = 51, arg = 1, type = #di_derived_type45>
#di_local_variable22 = #llvm.di_local_variable<scope = #di_lexical_block3, name = "i", file = #di_file, line = 55, type = #di_basic_type1>
#di_subprogram12 = #llvm.di_subprogram<recId = distinct[4]<>, id = distinct[14]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "bump_refs", file = #di_file, line = 47, scopeLine = 47, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type5, retainedNodes = #di_local_variable17>
#di_subroutine_type6 = #llvm.di_subroutine_type<types = #di_basic_type4, #di_derived_type48, #di_basic_type1>
#loc8 = loc(fused<#di_lexical_block2>[#loc2])
#loc9 = loc(fused<#di_lexical_block2>[#loc3])
#tbaa_tag5 = #llvm.tbaa_tag<base_type = #tbaa_type_desc14, access_type = #tbaa_type_desc2, offset = 8>
#tbaa_tag6 = #llvm.tbaa_tag<base_type = #tbaa_type_desc14, access_type = #tbaa_type_desc9, offset = 0>
#tbaa_tag7 = #llvm.tbaa_tag<base_type = #tbaa_type_desc15, access_type = #tbaa_type_desc2, offset = 0>
#tbaa_tag8 = #llvm.tbaa_tag<base_type = #tbaa_type_desc16, access_type = #tbaa_type_desc5, offset = 32>
#tbaa_tag9 = #llvm.tbaa_tag<base_type = #tbaa_type_desc16, access_type = #tbaa_type_desc4, offset = 56>
#di_local_variable23 = #llvm.di_local_variable<scope = #di_subprogram12, name = "t", file = #di_file, line = 47, arg = 1, type = #di_derived_type47>
#di_subprogram13 = #llvm.di_subprogram<recId = distinct[3]<>, id = distinct[15]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "sum_values", file = #di_file, line = 34, scopeLine = 34, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type6, retainedNodes = #di_local_variable20, #di_local_variable1, #di_local_variable2, #di_local_variable6>
#loop_annotation1 = #llvm.loop_annotation<mustProgress = true, startLoc = #loc8, endLoc = #loc9>
#di_lexical_block4 = #llvm.di_lexical_block<scope = #di_subprogram13, file = #di_file, line = 36, column = 3>
#di_local_variable24 = #llvm.di_local_variable<scope = #di_subprogram13, name = "n", file = #di_file, line = 34, arg = 2, type = #di_basic_type1>
#di_local_variable25 = #llvm.di_local_variable<scope = #di_subprogram13, name = "t", file = #di_file, line = 34, arg = 1, type = #di_derived_type48>
#di_local_variable26 = #llvm.di_local_variable<scope = #di_subprogram13, name = "acc", file = #di_file, line = 35, type = #di_basic_type4>
#di_local_variable27 = #llvm.di_local_variable<scope = #di_lexical_block4, name = "i", file = #di_file, line = 36, type = #di_basic_type1>
#loc10 = loc(fused<#di_lexical_block4>[#loc4])
#loc11 = loc(fused<#di_lexical_block4>[#loc5])
#loop_annotation2 = #llvm.loop_annotation<mustProgress = true, startLoc = #loc10, endLoc = #loc11>
module attributes {g.a000 = #di_basic_type, g.a001 = #di_basic_type1, g.a002 = #di_basic_type2, g.a003 = #di_basic_type3, g.a004 = #di_basic_type4, g.a005 = #di_basic_type5, g.a006 = #di_basic_type6, g.a007 = #di_basic_type7, g.a008 = #di_basic_type8, g.a009 = #di_basic_type9, g.a010 = #di_basic_type10, g.a011 = #di_composite_type, g.a012 = #di_file, g.a013 = #di_subprogram, g.a014 = #di_subprogram1, g.a015 = #di_subprogram2, g.a016 = #di_subprogram3, g.a017 = #di_subprogram4, g.a018 = #di_subprogram5, g.a019 = #di_subprogram6, g.a020 = #loc, g.a021 = #loc1, g.a022 = #loc2, g.a023 = #loc3, g.a024 = #loc4, g.a025 = #loc5, g.a026 = #tbaa_root, g.a027 = #di_compile_unit, g.a028 = #di_composite_type1, g.a029 = #di_composite_type2, g.a030 = #di_composite_type3, g.a031 = #di_composite_type4, g.a032 = #di_composite_type5, g.a033 = #di_derived_type, g.a034 = #di_derived_type1, g.a035 = #di_derived_type2, g.a036 = #di_derived_type3, g.a037 = #di_derived_type4, g.a038 = #di_derived_type5, g.a039 = #di_derived_type6, g.a040 = #di_derived_type7, g.a041 = #di_derived_type8, g.a042 = #di_derived_type9, g.a043 = #di_derived_type10, g.a044 = #di_derived_type11, g.a045 = #di_derived_type12, g.a046 = #di_derived_type13, g.a047 = #di_derived_type14, g.a048 = #di_derived_type15, g.a049 = #di_derived_type16, g.a050 = #di_derived_type17, g.a051 = #di_derived_type18, g.a052 = #di_derived_type19, g.a053 = #di_derived_type20, g.a054 = #di_derived_type21, g.a055 = #di_lexical_block, g.a056 = #di_lexical_block1, g.a057 = #di_local_variable, g.a058 = #di_local_variable1, g.a059 = #di_local_variable2, g.a060 = #di_local_variable3, g.a061 = #di_local_variable4, g.a062 = #di_composite_type6, g.a063 = #di_composite_type7, g.a064 = #di_composite_type8, g.a065 = #di_composite_type9, g.a066 = #di_derived_type22, g.a067 = #di_derived_type23, g.a068 = #di_derived_type24, g.a069 = #di_derived_type25, g.a070 = #di_derived_type26, g.a071 = #di_derived_type27, g.a072 = #di_derived_type28, g.a073 = #di_derived_type29, g.a074 = #di_derived_type30, g.a075 = #di_derived_type31, g.a076 = #di_derived_type32, g.a077 = #di_derived_type33, g.a078 = #di_global_variable, g.a079 = #di_global_variable1, g.a080 = #di_local_variable5, g.a081 = #di_local_variable6, g.a082 = #di_local_variable7, g.a083 = #tbaa_type_desc, g.a084 = #di_composite_type10, g.a085 = #di_composite_type11, g.a086 = #di_derived_type34, g.a087 = #di_derived_type35, g.a088 = #di_derived_type36, g.a089 = #di_derived_type37, g.a090 = #di_derived_type38, g.a091 = #di_global_variable2, g.a092 = #di_global_variable3, g.a093 = #di_global_variable4, g.a094 = #di_global_variable_expression, g.a095 = #di_global_variable_expression1, g.a096 = #di_local_variable8, g.a097 = #di_subroutine_type, g.a098 = #di_subroutine_type1, g.a099 = #tbaa_tag, g.a100 = #di_composite_type12, g.a101 = #di_composite_type13, g.a102 = #di_composite_type14, g.a103 = #di_derived_type39, g.a104 = #di_derived_type40, g.a105 = #di_global_variable5, g.a106 = #di_global_variable_expression2, g.a107 = #di_global_variable_expression3, g.a108 = #di_global_variable_expression4, g.a109 = #di_subprogram7, g.a110 = #di_subprogram8, g.a111 = #tbaa_type_desc1, g.a112 = #tbaa_type_desc2, g.a113 = #tbaa_type_desc3, g.a114 = #tbaa_type_desc4, g.a115 = #tbaa_type_desc5, g.a116 = #tbaa_type_desc6, g.a117 = #tbaa_type_desc7, g.a118 = #tbaa_type_desc8, g.a119 = #di_derived_type41, g.a120 = #di_derived_type42, g.a121 = #di_derived_type43, g.a122 = #di_derived_type44, g.a123 = #di_global_variable6, g.a124 = #di_global_variable7, g.a125 = #di_global_variable_expression5, g.a126 = #di_local_variable9, g.a127 = #di_local_variable10, g.a128 = #di_local_variable11, g.a129 = #loc6, g.a130 = #loc7, g.a131 = #tbaa_tag1, g.a132 = #tbaa_tag2, g.a133 = #di_composite_type15, g.a134 = #di_derived_type45, g.a135 = #di_global_variable_expression6, g.a136 = #di_global_variable_expression7, g.a137 = #di_local_variable12, g.a138 = #di_local_variable13, g.a139 = #di_subroutine_type2, g.a140 = #di_subroutine_type3, g.a141 = #loop_annotation, g.a142 = #tbaa_type_desc9, g.a143 = #tbaa_type_desc10, g.a144 = #tbaa_type_desc11, g.a145 = #tbaa_type_desc12, g.a146 = #tbaa_type_desc13, g.a147 = #di_composite_type16, g.a148 = #di_derived_type46, g.a149 = #di_derived_type47, g.a150 = #di_local_variable14, g.a151 = #di_subprogram9, g.a152 = #di_subprogram10, g.a153 = #di_subroutine_type4, g.a154 = #tbaa_tag3, g.a155 = #tbaa_tag4, g.a156 = #di_derived_type48, g.a157 = #di_global_variable8, g.a158 = #di_lexical_block2, g.a159 = #di_lexical_block3, g.a160 = #di_local_variable15, g.a161 = #di_local_variable16, g.a162 = #di_local_variable17, g.a163 = #di_local_variable18, g.a164 = #di_local_variable19, g.a165 = #di_subprogram11, g.a166 = #di_subroutine_type5, g.a167 = #tbaa_type_desc14, g.a168 = #tbaa_type_desc15, g.a169 = #tbaa_type_desc16, g.a170 = #di_global_variable_expression8, g.a171 = #di_local_variable20, g.a172 = #di_local_variable21, g.a173 = #di_local_variable22, g.a174 = #di_subprogram12, g.a175 = #di_subroutine_type6, g.a176 = #loc8, g.a177 = #loc9, g.a178 = #tbaa_tag5, g.a179 = #tbaa_tag6, g.a180 = #tbaa_tag7, g.a181 = #tbaa_tag8, g.a182 = #tbaa_tag9, g.a183 = #di_local_variable23, g.a184 = #di_subprogram13, g.a185 = #loop_annotation1, g.a186 = #di_lexical_block4, g.a187 = #di_local_variable24, g.a188 = #di_local_variable25, g.a189 = #di_local_variable26, g.a190 = #di_local_variable27, g.a191 = #loc10, g.a192 = #loc11, g.a193 = #loop_annotation2} {
}

