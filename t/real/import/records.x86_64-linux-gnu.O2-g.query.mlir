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
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global private unnamed_addr constant @".str"("hello, layout\00") {addr_space = 0 : i32, alignment = 1 : i64, dbg_exprs = [#di_global_variable_expression], dso_local}
  llvm.mlir.global external local_unnamed_addr @greeting() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression2], dso_local} : !llvm.ptr {
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
  llvm.mlir.global external local_unnamed_addr @table() {addr_space = 0 : i32, alignment = 16 : i64, dbg_exprs = [#di_global_variable_expression8], dso_local} : !llvm.struct<packed (struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>, struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>)> {
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
  llvm.mlir.global external local_unnamed_addr @identity() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression5], dso_local} : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)> {
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
  llvm.mlir.global external local_unnamed_addr @mld() {addr_space = 0 : i32, alignment = 16 : i64, dbg_exprs = [#di_global_variable_expression3], dso_local} : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)> {
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
  llvm.mlir.global external local_unnamed_addr @ld_sum(0.000000e+00 : f80) {addr_space = 0 : i32, alignment = 16 : i64, dbg_exprs = [#di_global_variable_expression1], dso_local} : f80
  llvm.mlir.global internal constant @names(dense<[[97, 108, 112, 104, 97, 0, 0, 0], [98, 101, 116, 97, 0, 0, 0, 0], [103, 97, 109, 109, 97, 0, 0, 0]]> : tensor<3x8xi8>) {addr_space = 0 : i32, alignment = 16 : i64, dbg_exprs = [#di_global_variable_expression4], dso_local} : !llvm.array<3 x array<8 x i8>>
  llvm.mlir.global external local_unnamed_addr @st() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression7], dso_local} : !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(dense<0> : tensor<3xi64>) : !llvm.array<3 x i64>
    %2 = llvm.mlir.zero : !llvm.struct<"struct.timespec_like", (i64, i64)>
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.zero : !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)>
    llvm.return %4 : !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)>
  }
  llvm.module_flags [#llvm.mlir.module_flag<max, "Dwarf Version", 5 : i32>, #llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>, #llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<max, "debug-info-assignment-tracking", 1 : i32>]
  llvm.func local_unnamed_addr @str_len(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> i64 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    llvm.intr.dbg.value #di_local_variable9 = %arg0 : !llvm.ptr
    %0 = llvm.mlir.constant(0 : i64) : i64
    llvm.intr.dbg.value #di_local_variable10 = %0 : i64
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^bb1(%0 : i64)
  ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb1
    llvm.intr.dbg.value #di_local_variable10 = %3 : i64
    %4 = llvm.getelementptr inbounds|nuw %arg0[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %5 = llvm.load %4 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i8
    %6 = llvm.icmp "eq" %5, %1 : i8
    %7 = llvm.add %3, %2 : i64
    llvm.intr.dbg.value #di_local_variable10 = %7 : i64
    llvm.cond_br %6, ^bb2, ^bb1(%7 : i64) {loop_annotation = #loop_annotation}
  ^bb2:  // pred: ^bb1
    llvm.return %3 : i64
  }
  llvm.func local_unnamed_addr @count_list(%arg0: !llvm.ptr {llvm.noundef, llvm.readonly}) -> i32 attributes {dso_local, memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = none, errnoMem = read, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    llvm.intr.dbg.value #di_local_variable15 = %arg0 : !llvm.ptr
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i32) : i32
    llvm.intr.dbg.value #di_local_variable16 = %1 : i32
    %2 = llvm.mlir.constant(8 : i64) : i64
    %3 = llvm.icmp "eq" %arg0, %0 : !llvm.ptr
    llvm.cond_br %3, ^bb2(%1 : i32), ^bb1(%1, %arg0 : i32, !llvm.ptr)
  ^bb1(%4: i32, %5: !llvm.ptr):  // 2 preds: ^bb0, ^bb1
    llvm.intr.dbg.value #di_local_variable15 = %5 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable16 = %4 : i32
    %6 = llvm.getelementptr inbounds|nuw %5[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %7 = llvm.load %6 {alignment = 8 : i64, tbaa = [#tbaa_tag5]} : !llvm.ptr -> i32
    %8 = llvm.add %7, %4 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable16 = %8 : i32
    %9 = llvm.load %5 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> !llvm.ptr
    llvm.intr.dbg.value #di_local_variable15 = %9 : !llvm.ptr
    %10 = llvm.icmp "eq" %9, %0 : !llvm.ptr
    llvm.cond_br %10, ^bb2(%8 : i32), ^bb1(%8, %9 : i32, !llvm.ptr) {loop_annotation = #loop_annotation1}
  ^bb2(%11: i32):  // 2 preds: ^bb0, ^bb1
    llvm.return %11 : i32
  }
  llvm.func local_unnamed_addr @sum_values(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: i32 {llvm.noundef}) -> f80 attributes {dso_local, memory_effects = #llvm.memory_effects<other = write, argMem = read, inaccessibleMem = none, errnoMem = write, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    llvm.intr.dbg.value #di_local_variable24 = %arg1 : i32
    llvm.intr.dbg.value #di_local_variable25 = %arg0 : !llvm.ptr
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.intr.dbg.value #di_local_variable27 = %0 : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f80) : f80
    llvm.intr.dbg.value #di_local_variable26 #llvm.di_expression<[DW_OP_LLVM_fragment(0, 80)]> = %1 : f80
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(16 : i64) : i64
    %4 = llvm.mlir.constant(32 : i64) : i64
    %5 = llvm.mlir.constant(2 : i32) : i32
    %6 = llvm.mlir.constant(15 : i32) : i32
    %7 = llvm.mlir.constant(1 : i64) : i64
    %8 = llvm.mlir.addressof @ld_sum : !llvm.ptr
    %9 = llvm.mlir.poison : f80
    llvm.intr.dbg.value #di_local_variable26 #llvm.di_expression<[DW_OP_LLVM_fragment(0, 80)]> = %9 : f80
    llvm.intr.dbg.value #di_local_variable26 #llvm.di_expression<[DW_OP_LLVM_fragment(0, 80)]> = %9 : f80
    llvm.intr.dbg.value #di_local_variable26 #llvm.di_expression<[DW_OP_LLVM_fragment(0, 80)]> = %9 : f80
    %10 = llvm.icmp "sgt" %arg1, %0 : i32
    llvm.cond_br %10, ^bb1, ^bb2(%1 : f80)
  ^bb1:  // pred: ^bb0
    %11 = llvm.zext nneg %arg1 : i32 to i64
    llvm.br ^bb3(%2, %1 : i64, f80)
  ^bb2(%12: f80):  // 2 preds: ^bb0, ^bb7
    llvm.store %12, %8 {alignment = 16 : i64, tbaa = [#tbaa_tag1]} : f80, !llvm.ptr
    llvm.return %12 : f80
  ^bb3(%13: i64, %14: f80):  // 2 preds: ^bb1, ^bb7
    llvm.intr.dbg.value #di_local_variable26 #llvm.di_expression<[DW_OP_LLVM_fragment(0, 80)]> = %14 : f80
    llvm.intr.dbg.value #di_local_variable27 = %13 : i64
    %15 = llvm.getelementptr inbounds|nuw %arg0[%13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %16 = llvm.load %15 {alignment = 16 : i64, tbaa = [#tbaa_tag7]} : !llvm.ptr -> i32
    llvm.switch %16 : i32, ^bb6 [
      1: ^bb4,
      2: ^bb5
    ]
  ^bb4:  // pred: ^bb3
    %17 = llvm.getelementptr inbounds|nuw %15[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %18 = llvm.load %17 {alignment = 16 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i64
    %19 = llvm.sitofp %18 : i64 to f80
    llvm.br ^bb7(%19 : f80)
  ^bb5:  // pred: ^bb3
    %20 = llvm.getelementptr inbounds|nuw %15[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %21 = llvm.load %20 {alignment = 16 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f64
    %22 = llvm.fpext %21 : f64 to f80
    llvm.br ^bb7(%22 : f80)
  ^bb6:  // pred: ^bb3
    %23 = llvm.getelementptr inbounds|nuw %15[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %24 = llvm.load %23 {alignment = 16 : i64} : !llvm.ptr -> i32
    %25 = llvm.lshr %24, %5 : i32
    %26 = llvm.and %25, %6 : i32
    %27 = llvm.uitofp nneg %26 : i32 to f80
    llvm.br ^bb7(%27 : f80)
  ^bb7(%28: f80):  // 3 preds: ^bb4, ^bb5, ^bb6
    %29 = llvm.fadd %14, %28 : f80
    llvm.intr.dbg.value #di_local_variable26 #llvm.di_expression<[DW_OP_LLVM_fragment(0, 80)]> = %29 : f80
    %30 = llvm.add %13, %7 overflow<nsw, nuw> : i64
    llvm.intr.dbg.value #di_local_variable27 = %30 : i64
    %31 = llvm.icmp "eq" %30, %11 : i64
    llvm.cond_br %31, ^bb2(%29 : f80), ^bb3(%30, %29 : i64, f80) {loop_annotation = #loop_annotation2}
  }
  llvm.func local_unnamed_addr @bump_refs(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef}) -> (i32 {llvm.range = #llvm.constant_range<i32, 0, 67108864>}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    llvm.intr.dbg.value #di_local_variable23 = %arg0 : !llvm.ptr
    %0 = llvm.mlir.constant(32 : i64) : i64
    %1 = llvm.mlir.constant(-64 : i32) : i32
    %2 = llvm.mlir.constant(64 : i32) : i32
    %3 = llvm.mlir.constant(63 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(6 : i32) : i32
    %6 = llvm.getelementptr inbounds|nuw %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %7 = llvm.load %6 {alignment = 16 : i64} : !llvm.ptr -> i32
    %8 = llvm.and %7, %1 : i32
    %9 = llvm.add %8, %2 : i32
    %10 = llvm.and %7, %3 : i32
    %11 = llvm.or disjoint %9, %10 : i32
    %12 = llvm.xor %11, %4 : i32
    llvm.store %12, %6 {alignment = 16 : i64} : i32, !llvm.ptr
    %13 = llvm.lshr exact %9, %5 : i32
    llvm.return %13 : i32
  }
  llvm.func local_unnamed_addr @pick_name(%arg0: i32 {llvm.noundef}) -> (!llvm.ptr {llvm.nonnull}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    llvm.intr.dbg.value #di_local_variable11 = %arg0 : i32
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.addressof @names : !llvm.ptr
    %2 = llvm.srem %arg0, %0 : i32
    %3 = llvm.sext %2 : i32 to i64
    %4 = llvm.getelementptr inbounds %1[%3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x i8>
    llvm.return %4 : !llvm.ptr
  }
  llvm.func local_unnamed_addr @file_size(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> i64 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    llvm.intr.dbg.value #di_local_variable21 = %arg0 : !llvm.ptr
    %0 = llvm.mlir.constant(32 : i64) : i64
    %1 = llvm.mlir.constant(56 : i64) : i64
    %2 = llvm.getelementptr inbounds|nuw %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %3 = llvm.load %2 {alignment = 8 : i64, tbaa = [#tbaa_tag8]} : !llvm.ptr -> i64
    %4 = llvm.getelementptr inbounds|nuw %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %5 = llvm.load %4 {alignment = 8 : i64, tbaa = [#tbaa_tag9]} : !llvm.ptr -> i64
    %6 = llvm.add %5, %3 overflow<nsw> : i64
    llvm.return %6 : i64
  }
  llvm.func local_unnamed_addr @trace(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> f64 attributes {dso_local, memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = none, errnoMem = read, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    llvm.intr.dbg.value #di_local_variable18 = %arg0 : !llvm.ptr
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    llvm.intr.dbg.value #di_local_variable19 = %0 : f64
    llvm.intr.dbg.value #di_local_variable19 = %0 : f64
    %1 = llvm.mlir.constant(40 : i64) : i64
    %2 = llvm.mlir.constant(80 : i64) : i64
    %3 = llvm.mlir.constant(120 : i64) : i64
    %4 = llvm.mlir.constant(128 : i64) : i64
    %5 = llvm.mlir.constant(16 : i64) : i64
    %6 = llvm.mlir.addressof @mld : !llvm.ptr
    %7 = llvm.getelementptr inbounds|nuw %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.mlir.constant(1 : i64) : i64
    %11 = llvm.mlir.constant(2 : i64) : i64
    %12 = llvm.mlir.constant(3 : i64) : i64
    %13 = llvm.mlir.constant(4 : i64) : i64
    llvm.intr.dbg.value #di_local_variable22 = %13 : i64
    llvm.intr.dbg.value #di_local_variable22 = %12 : i64
    llvm.intr.dbg.value #di_local_variable22 = %11 : i64
    llvm.intr.dbg.value #di_local_variable22 = %10 : i64
    llvm.intr.dbg.value #di_local_variable22 = %9 : i64
    llvm.intr.dbg.value #di_local_variable22 = %8 : i32
    %14 = llvm.load %arg0 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %15 = llvm.fadd %14, %0 : f64
    llvm.intr.dbg.value #di_local_variable19 = %15 : f64
    %16 = llvm.getelementptr inbounds|nuw %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %17 = llvm.load %16 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %18 = llvm.fadd %15, %17 : f64
    llvm.intr.dbg.value #di_local_variable19 = %18 : f64
    %19 = llvm.getelementptr inbounds|nuw %arg0[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %20 = llvm.load %19 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %21 = llvm.fadd %18, %20 : f64
    llvm.intr.dbg.value #di_local_variable19 = %21 : f64
    %22 = llvm.getelementptr inbounds|nuw %arg0[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %23 = llvm.load %22 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %24 = llvm.fadd %21, %23 : f64
    llvm.intr.dbg.value #di_local_variable19 = %24 : f64
    %25 = llvm.getelementptr inbounds|nuw %arg0[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %26 = llvm.load %25 {alignment = 8 : i64, tbaa = [#tbaa_tag3]} : !llvm.ptr -> f32
    %27 = llvm.fpext %26 : f32 to f64
    %28 = llvm.fmul %24, %27 : f64
    %29 = llvm.fpext %28 : f64 to f80
    %30 = llvm.load %7 {alignment = 16 : i64, tbaa = [#tbaa_tag4]} : !llvm.ptr -> f80
    %31 = llvm.fadd %30, %29 : f80
    %32 = llvm.fptrunc %31 : f80 to f64
    llvm.return %32 : f64
  }
  func.func @__dlti_queries() {
    %q0 = "test.data_layout_query"() : () -> !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)>
    %q1 = "test.data_layout_query"() : () -> !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)>
    %q2 = "test.data_layout_query"() : () -> !llvm.struct<"struct.timespec_like", (i64, i64)>
    %q3 = "test.data_layout_query"() : () -> !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %q4 = "test.data_layout_query"() : () -> !llvm.struct<"union.value", (f80)>
    %q5 = "test.data_layout_query"() : () -> !llvm.struct<"struct.flags", (i32)>
    %q6 = "test.data_layout_query"() : () -> !llvm.struct<packed (struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>, struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>)>
    %q7 = "test.data_layout_query"() : () -> !llvm.struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>
    %q8 = "test.data_layout_query"() : () -> !llvm.struct<(i64, array<8 x i8>)>
    %q9 = "test.data_layout_query"() : () -> !llvm.struct<(i8, i8, i8, i8)>
    %q10 = "test.data_layout_query"() : () -> !llvm.struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>
    %q11 = "test.data_layout_query"() : () -> !llvm.struct<(f64, array<8 x i8>)>
    %q12 = "test.data_layout_query"() : () -> i1
    %q13 = "test.data_layout_query"() : () -> i8
    %q14 = "test.data_layout_query"() : () -> i16
    %q15 = "test.data_layout_query"() : () -> i32
    %q16 = "test.data_layout_query"() : () -> i64
    %q17 = "test.data_layout_query"() : () -> i128
    %q18 = "test.data_layout_query"() : () -> f16
    %q19 = "test.data_layout_query"() : () -> f32
    %q20 = "test.data_layout_query"() : () -> f64
    %q21 = "test.data_layout_query"() : () -> f80
    %q22 = "test.data_layout_query"() : () -> f128
    %q23 = "test.data_layout_query"() : () -> index
    %q24 = "test.data_layout_query"() : () -> !llvm.ptr
    %q25 = "test.data_layout_query"() : () -> vector<4xf32>
    %q26 = "test.data_layout_query"() : () -> !llvm.array<3 x i24>
    return
  }
}
