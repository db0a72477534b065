#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "complex", sizeInBits = 128, encoding = DW_ATE_complex_float>
#di_basic_type2 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
#di_basic_type3 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", sizeInBits = 8, encoding = DW_ATE_signed_char>
#di_basic_type4 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long", sizeInBits = 64, encoding = DW_ATE_signed>
#di_basic_type5 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned char", sizeInBits = 8, encoding = DW_ATE_unsigned_char>
#di_basic_type6 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned int", sizeInBits = 32, encoding = DW_ATE_unsigned>
#di_basic_type7 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unsigned short", sizeInBits = 16, encoding = DW_ATE_unsigned>
#di_basic_type8 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "double", sizeInBits = 64, encoding = DW_ATE_float>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_pointer_type, sizeInBits = 64>
#di_file = #llvm.di_file<"src/vararg.c" in "/work/wt-corpora/t/real">
#di_null_type = #llvm.di_null_type
#di_subprogram = #llvm.di_subprogram<recId = distinct[0]<>, isRecSelf = true>
#di_subprogram1 = #llvm.di_subprogram<recId = distinct[1]<>, isRecSelf = true>
#di_subprogram2 = #llvm.di_subprogram<recId = distinct[2]<>, isRecSelf = true>
#di_subprogram3 = #llvm.di_subprogram<recId = distinct[3]<>, isRecSelf = true>
#di_subprogram4 = #llvm.di_subprogram<recId = distinct[4]<>, isRecSelf = true>
#di_subprogram5 = #llvm.di_subprogram<recId = distinct[5]<>, isRecSelf = true>
#di_subprogram6 = #llvm.di_subprogram<recId = distinct[6]<>, isRecSelf = true>
#di_subprogram7 = #llvm.di_subprogram<recId = distinct[7]<>, isRecSelf = true>
#loc = loc("src/vararg.c":20:3)
#loc1 = loc("src/vararg.c":20:60)
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[8]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 22.1.8 (1~deb12u1)", isOptimized = true, emissionKind = Full, nameTableKind = None>
#di_composite_type = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type2, flags = Vector, sizeInBits = 128, elements = #llvm.di_subrange<count = 4 : i64>>
#di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_basic_type5, sizeInBits = 320, elements = #llvm.di_subrange<count = 40 : i64>>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "z", baseType = #di_basic_type1, sizeInBits = 128>
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_basic_type3>
#di_derived_type3 = #llvm.di_derived_type<tag = DW_TAG_member, name = "kind", baseType = #di_basic_type5, sizeInBits = 8>
#di_derived_type4 = #llvm.di_derived_type<tag = DW_TAG_member, name = "len", baseType = #di_basic_type6, sizeInBits = 32, offsetInBits = 8>
#di_derived_type5 = #llvm.di_derived_type<tag = DW_TAG_member, name = "crc", baseType = #di_basic_type7, sizeInBits = 16, offsetInBits = 40>
#di_derived_type6 = #llvm.di_derived_type<tag = DW_TAG_member, name = "gp_offset", baseType = #di_basic_type6, sizeInBits = 32>
#di_derived_type7 = #llvm.di_derived_type<tag = DW_TAG_member, name = "fp_offset", baseType = #di_basic_type6, sizeInBits = 32, offsetInBits = 32>
#di_derived_type8 = #llvm.di_derived_type<tag = DW_TAG_member, name = "overflow_arg_area", baseType = #di_derived_type, sizeInBits = 64, offsetInBits = 64>
#di_derived_type9 = #llvm.di_derived_type<tag = DW_TAG_member, name = "reg_save_area", baseType = #di_derived_type, sizeInBits = 64, offsetInBits = 128>
#di_derived_type10 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_basic_type3, sizeInBits = 64>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 20, column = 3>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "n", file = #di_file, line = 17, arg = 1, type = #di_basic_type>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "s", file = #di_file, line = 19, type = #di_basic_type>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram2, name = "fd", file = #di_file, line = 26, arg = 1, type = #di_basic_type>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_subprogram2, name = "b", file = #di_file, line = 26, arg = 2, type = #di_derived_type>
#di_local_variable4 = #llvm.di_local_variable<scope = #di_subprogram2, name = "n", file = #di_file, line = 26, arg = 3, type = #di_basic_type4>
#di_local_variable5 = #llvm.di_local_variable<scope = #di_subprogram3, name = "fd", file = #di_file, line = 31, type = #di_basic_type>
#di_local_variable6 = #llvm.di_local_variable<scope = #di_subprogram3, name = "r", file = #di_file, line = 32, type = #di_basic_type4>
#di_local_variable7 = #llvm.di_local_variable<scope = #di_subprogram4, name = "c", file = #di_file, line = 38, arg = 1, type = #di_basic_type>
#di_local_variable8 = #llvm.di_local_variable<scope = #di_subprogram5, name = "k", file = #di_file, line = 45, arg = 2, type = #di_basic_type2>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type4, #di_basic_type, #di_derived_type, #di_basic_type4>
#di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_null_type, #di_basic_type>
#di_subroutine_type2 = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type, #di_null_type>
#di_subroutine_type3 = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type>
#di_composite_type2 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "header", file = #di_file, line = 6, sizeInBits = 56, elements = #di_derived_type3, #di_derived_type4, #di_derived_type5>
#di_composite_type3 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "__va_list_tag", sizeInBits = 192, elements = #di_derived_type6, #di_derived_type7, #di_derived_type8, #di_derived_type9>
#di_derived_type11 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "v4f", baseType = #di_composite_type>
#di_derived_type12 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type2, sizeInBits = 64>
#di_derived_type13 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_subroutine_type, sizeInBits = 64>
#di_derived_type14 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_subroutine_type1, sizeInBits = 64>
#di_derived_type15 = #llvm.di_derived_type<tag = DW_TAG_member, name = "data", baseType = #di_composite_type1, sizeInBits = 320, offsetInBits = 56>
#di_global_variable = #llvm.di_global_variable<scope = #di_compile_unit, name = "weak_value", file = #di_file, line = 12, type = #di_basic_type, isDefined = true>
#di_global_variable1 = #llvm.di_global_variable<scope = #di_compile_unit, name = "atomic_total", file = #di_file, line = 13, type = #di_basic_type4, isDefined = true>
#di_global_variable2 = #llvm.di_global_variable<scope = #di_compile_unit, name = "tls_counter", file = #di_file, line = 11, type = #di_basic_type, isDefined = true>
#di_local_variable9 = #llvm.di_local_variable<scope = #di_lexical_block, name = "i", file = #di_file, line = 20, type = #di_basic_type>
#di_local_variable10 = #llvm.di_local_variable<scope = #di_subprogram3, name = "buf", file = #di_file, line = 30, arg = 3, type = #di_derived_type10>
#di_subprogram8 = #llvm.di_subprogram<recId = distinct[2]<>, id = distinct[9]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "my_read", file = #di_file, line = 26, scopeLine = 26, subprogramFlags = "LocalToUnit|Definition|Optimized", type = #di_subroutine_type, retainedNodes = #di_local_variable2, #di_local_variable3, #di_local_variable4>
#di_subprogram9 = #llvm.di_subprogram<recId = distinct[4]<>, id = distinct[10]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "classify", file = #di_file, line = 38, scopeLine = 38, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type3, retainedNodes = #di_local_variable7>
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#di_composite_type4 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_composite_type3, sizeInBits = 192, elements = #llvm.di_subrange<count = 1 : i64>>
#di_derived_type16 = #llvm.di_derived_type<tag = DW_TAG_member, name = "lanes", baseType = #di_derived_type11, sizeInBits = 128, offsetInBits = 128>
#di_derived_type17 = #llvm.di_derived_type<tag = DW_TAG_member, name = "read", baseType = #di_derived_type13, sizeInBits = 64, offsetInBits = 64>
#di_derived_type18 = #llvm.di_derived_type<tag = DW_TAG_member, name = "close", baseType = #di_derived_type14, sizeInBits = 64, offsetInBits = 128>
#di_derived_type19 = #llvm.di_derived_type<tag = DW_TAG_member, name = "h", baseType = #di_composite_type2, sizeInBits = 56>
#di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
#di_global_variable_expression1 = #llvm.di_global_variable_expression<var = #di_global_variable1, expr = <>>
#di_global_variable_expression2 = #llvm.di_global_variable_expression<var = #di_global_variable2, expr = <>>
#di_local_variable11 = #llvm.di_local_variable<scope = #di_subprogram1, name = "p", file = #di_file, line = 25, arg = 1, type = #di_derived_type12>
#di_local_variable12 = #llvm.di_local_variable<scope = #di_subprogram8, name = "n", file = #di_file, line = 26, arg = 3, type = #di_basic_type4>
#di_local_variable13 = #llvm.di_local_variable<scope = #di_subprogram8, name = "b", file = #di_file, line = 26, arg = 2, type = #di_derived_type>
#di_local_variable14 = #llvm.di_local_variable<scope = #di_subprogram8, name = "fd", file = #di_file, line = 26, arg = 1, type = #di_basic_type>
#di_local_variable15 = #llvm.di_local_variable<scope = #di_subprogram3, name = "path", file = #di_file, line = 30, arg = 2, type = #di_derived_type12>
#di_local_variable16 = #llvm.di_local_variable<scope = #di_subprogram9, name = "c", file = #di_file, line = 38, arg = 1, type = #di_basic_type>
#di_local_variable17 = #llvm.di_local_variable<scope = #di_subprogram5, name = "v", file = #di_file, line = 45, arg = 1, type = #di_derived_type11>
#di_subroutine_type4 = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type12>
#di_subroutine_type5 = #llvm.di_subroutine_type<types = #di_derived_type11, #di_derived_type11, #di_basic_type2>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
#di_composite_type5 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "cplx", file = #di_file, line = 9, sizeInBits = 256, elements = #di_derived_type1, #di_derived_type16>
#di_composite_type6 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "block", file = #di_file, line = 7, sizeInBits = 512, alignInBits = 256, elements = #di_derived_type19, #di_derived_type15>
#di_derived_type20 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_subroutine_type4, sizeInBits = 64>
#di_derived_type21 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "__builtin_va_list", baseType = #di_composite_type4>
#di_subprogram10 = #llvm.di_subprogram<recId = distinct[1]<>, id = distinct[11]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "my_open", file = #di_file, line = 25, scopeLine = 25, subprogramFlags = "LocalToUnit|Definition|Optimized", type = #di_subroutine_type4, retainedNodes = #di_local_variable11>
#di_subprogram11 = #llvm.di_subprogram<recId = distinct[5]<>, id = distinct[12]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "scale", file = #di_file, line = 45, scopeLine = 45, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type5, retainedNodes = #di_local_variable17, #di_local_variable8>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "any pointer", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "double", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc4 = #llvm.tbaa_type_desc<id = "short", members = {<#tbaa_type_desc, 0>}>
#di_composite_type7 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #di_composite_type6, sizeInBits = 1024, alignInBits = 256, elements = #llvm.di_subrange<count = 2 : i64>>
#di_derived_type22 = #llvm.di_derived_type<tag = DW_TAG_member, name = "open", baseType = #di_derived_type20, sizeInBits = 64>
#di_derived_type23 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "va_list", baseType = #di_derived_type21>
#di_derived_type24 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type5, sizeInBits = 64>
#di_derived_type25 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_composite_type6>
#di_global_variable3 = #llvm.di_global_variable<scope = #di_compile_unit, name = "cval", file = #di_file, line = 15, type = #di_composite_type5, isDefined = true>
#di_local_variable18 = #llvm.di_local_variable<scope = #di_subprogram10, name = "p", file = #di_file, line = 25, arg = 1, type = #di_derived_type12>
#di_local_variable19 = #llvm.di_local_variable<scope = #di_subprogram11, name = "k", file = #di_file, line = 45, arg = 2, type = #di_basic_type2>
#di_local_variable20 = #llvm.di_local_variable<scope = #di_subprogram11, name = "v", file = #di_file, line = 45, arg = 1, type = #di_derived_type11>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc3, offset = 0>
#di_composite_type8 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "ops", file = #di_file, line = 8, sizeInBits = 192, elements = #di_derived_type22, #di_derived_type17, #di_derived_type18>
#di_derived_type26 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type25, sizeInBits = 64>
#di_global_variable4 = #llvm.di_global_variable<scope = #di_compile_unit, name = "blocks", file = #di_file, line = 14, type = #di_composite_type7, isDefined = true>
#di_global_variable_expression3 = #llvm.di_global_variable_expression<var = #di_global_variable3, expr = <>>
#di_local_variable21 = #llvm.di_local_variable<scope = #di_subprogram, name = "ap", file = #di_file, line = 18, type = #di_derived_type23>
#di_local_variable22 = #llvm.di_local_variable<scope = #di_subprogram6, name = "c", file = #di_file, line = 46, arg = 1, type = #di_derived_type24>
#di_subroutine_type6 = #llvm.di_subroutine_type<types = #di_basic_type8, #di_derived_type24>
#tbaa_type_desc5 = #llvm.tbaa_type_desc<id = "ops", members = {<#tbaa_type_desc2, 0>, <#tbaa_type_desc2, 8>, <#tbaa_type_desc2, 16>}>
#tbaa_type_desc6 = #llvm.tbaa_type_desc<id = "header", members = {<#tbaa_type_desc, 0>, <#tbaa_type_desc1, 1>, <#tbaa_type_desc4, 5>}>
#di_derived_type27 = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #di_composite_type8>
#di_global_variable_expression4 = #llvm.di_global_variable_expression<var = #di_global_variable4, expr = <>>
#di_local_variable23 = #llvm.di_local_variable<scope = #di_subprogram7, name = "b", file = #di_file, line = 47, arg = 1, type = #di_derived_type26>
#di_subprogram12 = #llvm.di_subprogram<recId = distinct[0]<>, id = distinct[13]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "sum_ints", file = #di_file, line = 17, scopeLine = 17, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type2, retainedNodes = #di_local_variable, #di_local_variable21, #di_local_variable1, #di_local_variable9>
#di_subprogram13 = #llvm.di_subprogram<recId = distinct[6]<>, id = distinct[14]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "cnorm", file = #di_file, line = 46, scopeLine = 46, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type6, retainedNodes = #di_local_variable22>
#di_subroutine_type7 = #llvm.di_subroutine_type<types = #di_basic_type6, #di_derived_type26>
#tbaa_tag3 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc2, offset = 0>
#tbaa_tag4 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc2, offset = 8>
#tbaa_tag5 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc2, offset = 16>
#di_derived_type28 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_derived_type27, sizeInBits = 64>
#di_global_variable5 = #llvm.di_global_variable<scope = #di_compile_unit, name = "file_ops", file = #di_file, line = 28, type = #di_derived_type27, isDefined = true>
#di_lexical_block1 = #llvm.di_lexical_block<scope = #di_subprogram12, file = #di_file, line = 20, column = 3>
#di_local_variable24 = #llvm.di_local_variable<scope = #di_subprogram12, name = "s", file = #di_file, line = 19, type = #di_basic_type>
#di_local_variable25 = #llvm.di_local_variable<scope = #di_subprogram13, name = "c", file = #di_file, line = 46, arg = 1, type = #di_derived_type24>
#di_subprogram14 = #llvm.di_subprogram<recId = distinct[7]<>, id = distinct[15]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "crc_of", file = #di_file, line = 47, scopeLine = 47, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type7, retainedNodes = #di_local_variable23>
#tbaa_type_desc7 = #llvm.tbaa_type_desc<id = "block", members = {<#tbaa_type_desc6, 0>, <#tbaa_type_desc, 7>}>
#di_global_variable_expression5 = #llvm.di_global_variable_expression<var = #di_global_variable5, expr = <>>
#di_local_variable26 = #llvm.di_local_variable<scope = #di_lexical_block1, name = "i", file = #di_file, line = 20, type = #di_basic_type>
#di_local_variable27 = #llvm.di_local_variable<scope = #di_subprogram3, name = "o", file = #di_file, line = 30, arg = 1, type = #di_derived_type28>
#di_local_variable28 = #llvm.di_local_variable<scope = #di_subprogram14, name = "b", file = #di_file, line = 47, arg = 1, type = #di_derived_type26>
#di_subroutine_type8 = #llvm.di_subroutine_type<types = #di_basic_type4, #di_derived_type28, #di_derived_type12, #di_derived_type10>
#loc2 = loc(fused<#di_lexical_block1>[#loc])
#loc3 = loc(fused<#di_lexical_block1>[#loc1])
#tbaa_tag6 = #llvm.tbaa_tag<base_type = #tbaa_type_desc7, access_type = #tbaa_type_desc4, offset = 5>
#tbaa_tag7 = #llvm.tbaa_tag<base_type = #tbaa_type_desc7, access_type = #tbaa_type_desc1, offset = 1>
#di_subprogram15 = #llvm.di_subprogram<recId = distinct[3]<>, id = distinct[16]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "use_ops", file = #di_file, line = 30, scopeLine = 30, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type8, retainedNodes = #di_local_variable27, #di_local_variable15, #di_local_variable10, #di_local_variable5, #di_local_variable6>
#loop_annotation = #llvm.loop_annotation<mustProgress = true, startLoc = #loc2, endLoc = #loc3>
#di_local_variable29 = #llvm.di_local_variable<scope = #di_subprogram15, name = "buf", file = #di_file, line = 30, arg = 3, type = #di_derived_type10>
#di_local_variable30 = #llvm.di_local_variable<scope = #di_subprogram15, name = "path", file = #di_file, line = 30, arg = 2, type = #di_derived_type12>
#di_local_variable31 = #llvm.di_local_variable<scope = #di_subprogram15, name = "o", file = #di_file, line = 30, arg = 1, type = #di_derived_type28>
#di_local_variable32 = #llvm.di_local_variable<scope = #di_subprogram15, name = "fd", file = #di_file, line = 31, type = #di_basic_type>
#di_local_variable33 = #llvm.di_local_variable<scope = #di_subprogram15, name = "r", file = #di_file, line = 32, type = #di_basic_type4>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global weak local_unnamed_addr @weak_value(3 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dbg_exprs = [#di_global_variable_expression], dso_local} : i32
  llvm.mlir.global external local_unnamed_addr @cval() {addr_space = 0 : i32, alignment = 16 : i64, dbg_exprs = [#di_global_variable_expression3], dso_local} : !llvm.struct<"struct.cplx", (struct<(f64, f64)>, vector<4xf32>)> {
    %0 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>) : vector<4xf32>
    %1 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %3 = llvm.mlir.undef : !llvm.struct<(f64, f64)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(f64, f64)> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(f64, f64)> 
    %6 = llvm.mlir.undef : !llvm.struct<"struct.cplx", (struct<(f64, f64)>, vector<4xf32>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<"struct.cplx", (struct<(f64, f64)>, vector<4xf32>)> 
    %8 = llvm.insertvalue %0, %7[1] : !llvm.struct<"struct.cplx", (struct<(f64, f64)>, vector<4xf32>)> 
    llvm.return %8 : !llvm.struct<"struct.cplx", (struct<(f64, f64)>, vector<4xf32>)>
  }
  llvm.mlir.global external local_unnamed_addr constant @file_ops() {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression5], dso_local} : !llvm.struct<"struct.ops", (ptr, ptr, ptr)> {
    %0 = llvm.mlir.addressof @my_close : !llvm.ptr
    %1 = llvm.mlir.addressof @my_read : !llvm.ptr
    %2 = llvm.mlir.addressof @my_open : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<"struct.ops", (ptr, ptr, ptr)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<"struct.ops", (ptr, ptr, ptr)> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<"struct.ops", (ptr, ptr, ptr)> 
    %6 = llvm.insertvalue %0, %5[2] : !llvm.struct<"struct.ops", (ptr, ptr, ptr)> 
    llvm.return %6 : !llvm.struct<"struct.ops", (ptr, ptr, ptr)>
  }
  llvm.mlir.global external @atomic_total(0 : i64) {addr_space = 0 : i32, alignment = 8 : i64, dbg_exprs = [#di_global_variable_expression1], dso_local} : i64
  llvm.mlir.global external thread_local local_unnamed_addr @tls_counter(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dbg_exprs = [#di_global_variable_expression2], dso_local} : i32
  llvm.mlir.global external local_unnamed_addr @blocks() {addr_space = 0 : i32, alignment = 32 : i64, dbg_exprs = [#di_global_variable_expression4], dso_local} : !llvm.array<2 x struct<"struct.block", (struct<"struct.header", packed (i8, i32, i16)>, array<40 x i8>, array<17 x i8>)>> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<17xi8>) : !llvm.array<17 x i8>
    %2 = llvm.mlir.constant(dense<0> : tensor<40xi8>) : !llvm.array<40 x i8>
    %3 = llvm.mlir.constant(0 : i16) : i16
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.zero : !llvm.struct<"struct.header", packed (i8, i32, i16)>
    %6 = llvm.mlir.zero : !llvm.struct<"struct.block", (struct<"struct.header", packed (i8, i32, i16)>, array<40 x i8>, array<17 x i8>)>
    %7 = llvm.mlir.zero : !llvm.array<2 x struct<"struct.block", (struct<"struct.header", packed (i8, i32, i16)>, array<40 x i8>, array<17 x i8>)>>
    llvm.return %7 : !llvm.array<2 x struct<"struct.block", (struct<"struct.header", packed (i8, i32, i16)>, array<40 x i8>, array<17 x i8>)>>
  }
  llvm.module_flags [#llvm.mlir.module_flag<max, "Dwarf Version", 5 : i32>, #llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>, #llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<max, "debug-info-assignment-tracking", 1 : i32>]
  llvm.func local_unnamed_addr @sum_ints(%arg0: i32 {llvm.noundef}, ...) -> i32 attributes {dso_local, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    llvm.intr.dbg.value #di_local_variable24 = %1 : i32
    llvm.intr.dbg.value #di_local_variable26 = %1 : i32
    %2 = llvm.mlir.constant(8 : i64) : i64
    %3 = llvm.mlir.constant(16 : i64) : i64
    %4 = llvm.mlir.constant(2147483646 : i32) : i32
    %5 = llvm.mlir.constant(41 : i32) : i32
    %6 = llvm.mlir.constant(8 : i32) : i32
    %7 = llvm.mlir.constant(2 : i32) : i32
    %8 = llvm.mlir.poison : i32
    llvm.intr.dbg.value #di_local_variable26 #llvm.di_expression<[DW_OP_plus_uconst(1), DW_OP_stack_value]> = %8 : i32
    llvm.intr.dbg.value #di_local_variable26 = %8 : i32
    llvm.intr.dbg.value #di_local_variable26 #llvm.di_expression<[DW_OP_plus_uconst(2), DW_OP_stack_value]> = %8 : i32
    llvm.intr.dbg.value #di_local_variable26 #llvm.di_expression<[DW_OP_plus_uconst(1), DW_OP_stack_value]> = %8 : i32
    llvm.intr.dbg.value #di_local_variable26 = %8 : i32
    %9 = llvm.alloca %0 x !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    llvm.intr.lifetime.start %9 : !llvm.ptr
    llvm.intr.vastart %9 : !llvm.ptr
    %10 = llvm.icmp "sgt" %arg0, %1 : i32
    llvm.cond_br %10, ^bb1, ^bb8(%1 : i32)
  ^bb1:  // pred: ^bb0
    %11 = llvm.load %9 {alignment = 16 : i64} : !llvm.ptr -> i32
    %12 = llvm.getelementptr inbounds|nuw %9[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %13 = llvm.getelementptr inbounds|nuw %9[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %14 = llvm.load %13 {alignment = 16 : i64} : !llvm.ptr -> !llvm.ptr
    %15 = llvm.load %12 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %16 = llvm.and %arg0, %0 : i32
    %17 = llvm.icmp "eq" %arg0, %0 : i32
    llvm.cond_br %17, ^bb4(%15, %1, %11 : !llvm.ptr, i32, i32), ^bb2
  ^bb2:  // pred: ^bb1
    %18 = llvm.and %arg0, %4 : i32
    llvm.br ^bb9(%15, %1, %11, %1 : !llvm.ptr, i32, i32, i32)
  ^bb3:  // pred: ^bb15
    %19 = llvm.icmp "eq" %16, %1 : i32
    llvm.cond_br %19, ^bb8(%56 : i32), ^bb4(%52, %56, %53 : !llvm.ptr, i32, i32)
  ^bb4(%20: !llvm.ptr, %21: i32, %22: i32):  // 2 preds: ^bb1, ^bb3
    llvm.intr.dbg.value #di_local_variable24 = %21 : i32
    %23 = llvm.icmp "ne" %16, %1 : i32
    llvm.intr.assume %23  : i1
    %24 = llvm.icmp "ult" %22, %5 : i32
    llvm.cond_br %24, ^bb6, ^bb5
  ^bb5:  // pred: ^bb4
    %25 = llvm.getelementptr %20[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %25, %12 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb7(%20 : !llvm.ptr)
  ^bb6:  // pred: ^bb4
    %26 = llvm.zext nneg %22 : i32 to i64
    %27 = llvm.getelementptr %14[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %28 = llvm.add %22, %6 overflow<nsw, nuw> : i32
    llvm.store %28, %9 {alignment = 16 : i64} : i32, !llvm.ptr
    llvm.br ^bb7(%27 : !llvm.ptr)
  ^bb7(%29: !llvm.ptr):  // 2 preds: ^bb5, ^bb6
    %30 = llvm.load %29 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %31 = llvm.add %30, %21 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable24 = %31 : i32
    llvm.br ^bb8(%31 : i32)
  ^bb8(%32: i32):  // 3 preds: ^bb0, ^bb3, ^bb7
    llvm.intr.vaend %9 : !llvm.ptr
    llvm.intr.lifetime.end %9 : !llvm.ptr
    llvm.return %32 : i32
  ^bb9(%33: !llvm.ptr, %34: i32, %35: i32, %36: i32):  // 2 preds: ^bb2, ^bb15
    llvm.intr.dbg.value #di_local_variable24 = %34 : i32
    %37 = llvm.icmp "ult" %35, %5 : i32
    llvm.cond_br %37, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %38 = llvm.zext nneg %35 : i32 to i64
    %39 = llvm.getelementptr %14[%38] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %40 = llvm.add %35, %6 overflow<nsw, nuw> : i32
    llvm.store %40, %9 {alignment = 16 : i64} : i32, !llvm.ptr
    llvm.br ^bb12(%33, %40, %39 : !llvm.ptr, i32, !llvm.ptr)
  ^bb11:  // pred: ^bb9
    %41 = llvm.getelementptr %33[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %41, %12 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb12(%41, %35, %33 : !llvm.ptr, i32, !llvm.ptr)
  ^bb12(%42: !llvm.ptr, %43: i32, %44: !llvm.ptr):  // 2 preds: ^bb10, ^bb11
    %45 = llvm.load %44 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %46 = llvm.add %45, %34 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable24 = %46 : i32
    %47 = llvm.icmp "ult" %43, %5 : i32
    llvm.cond_br %47, ^bb14, ^bb13
  ^bb13:  // pred: ^bb12
    %48 = llvm.getelementptr %42[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %48, %12 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb15(%48, %43, %42 : !llvm.ptr, i32, !llvm.ptr)
  ^bb14:  // pred: ^bb12
    %49 = llvm.zext nneg %43 : i32 to i64
    %50 = llvm.getelementptr %14[%49] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %51 = llvm.add %43, %6 overflow<nsw, nuw> : i32
    llvm.store %51, %9 {alignment = 16 : i64} : i32, !llvm.ptr
    llvm.br ^bb15(%42, %51, %50 : !llvm.ptr, i32, !llvm.ptr)
  ^bb15(%52: !llvm.ptr, %53: i32, %54: !llvm.ptr):  // 2 preds: ^bb13, ^bb14
    %55 = llvm.load %54 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %56 = llvm.add %55, %46 overflow<nsw> : i32
    llvm.intr.dbg.value #di_local_variable24 = %56 : i32
    %57 = llvm.add %36, %7 : i32
    %58 = llvm.icmp "eq" %57, %18 : i32
    llvm.cond_br %58, ^bb3, ^bb9(%52, %56, %53, %57 : !llvm.ptr, i32, i32, i32) {loop_annotation = #loop_annotation}
  }
  llvm.func internal @my_open(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> (i32 {llvm.range = #llvm.constant_range<i32, -128, 128>}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    llvm.intr.dbg.value #di_local_variable18 = %arg0 : !llvm.ptr
    %0 = llvm.load %arg0 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i8
    %1 = llvm.sext %0 : i8 to i32
    llvm.return %1 : i32
  }
  llvm.func internal @my_read(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.writeonly}, %arg2: i64 {llvm.noundef, llvm.returned}) -> (i64 {llvm.noundef}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = write, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    llvm.intr.dbg.value #di_local_variable12 = %arg2 : i64
    llvm.intr.dbg.value #di_local_variable13 = %arg1 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable14 = %arg0 : i32
    %0 = llvm.trunc %arg0 : i32 to i8
    llvm.store %0, %arg1 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : i8, !llvm.ptr
    llvm.return %arg2 : i64
  }
  llvm.func internal @my_close(%arg0: i32 {llvm.noundef}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = readwrite, argMem = none, inaccessibleMem = none, errnoMem = readwrite, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.addressof @tls_counter : !llvm.ptr
    %1 = "llvm.intr.threadlocal.address"(%0) : (!llvm.ptr) -> !llvm.ptr
    %2 = llvm.load %1 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %3 = llvm.add %2, %arg0 overflow<nsw> : i32
    llvm.store %3, %1 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : i32, !llvm.ptr
    llvm.return
  }
  llvm.func local_unnamed_addr @use_ops(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr {llvm.noundef}, %arg2: !llvm.ptr {llvm.noundef}) -> i64 attributes {dso_local, no_unwind, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    llvm.intr.dbg.value #di_local_variable29 = %arg2 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable30 = %arg1 : !llvm.ptr
    llvm.intr.dbg.value #di_local_variable31 = %arg0 : !llvm.ptr
    %0 = llvm.mlir.constant(8 : i64) : i64
    %1 = llvm.mlir.constant(16 : i64) : i64
    %2 = llvm.mlir.addressof @atomic_total : !llvm.ptr
    %3 = llvm.mlir.addressof @weak_value : !llvm.ptr
    %4 = llvm.load %arg0 {alignment = 8 : i64, tbaa = [#tbaa_tag3]} : !llvm.ptr -> !llvm.ptr
    %5 = llvm.call tail %4(%arg1) {no_unwind} : !llvm.ptr, (!llvm.ptr {llvm.noundef}) -> i32
    llvm.intr.dbg.value #di_local_variable32 = %5 : i32
    %6 = llvm.getelementptr inbounds|nuw %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %7 = llvm.load %6 {alignment = 8 : i64, tbaa = [#tbaa_tag4]} : !llvm.ptr -> !llvm.ptr
    %8 = llvm.call tail %7(%5, %arg2, %0) {no_unwind} : !llvm.ptr, (i32 {llvm.noundef}, !llvm.ptr {llvm.noundef}, i64 {llvm.noundef}) -> i64
    llvm.intr.dbg.value #di_local_variable33 = %8 : i64
    %9 = llvm.getelementptr inbounds|nuw %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %10 = llvm.load %9 {alignment = 8 : i64, tbaa = [#tbaa_tag5]} : !llvm.ptr -> !llvm.ptr
    llvm.call tail %10(%5) {no_unwind} : !llvm.ptr, (i32 {llvm.noundef}) -> ()
    %11 = llvm.atomicrmw add %2, %8 seq_cst {alignment = 8 : i64} : !llvm.ptr, i64
    %12 = llvm.load %3 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %13 = llvm.sext %12 : i32 to i64
    %14 = llvm.add %8, %13 overflow<nsw> : i64
    llvm.return %14 : i64
  }
  llvm.func local_unnamed_addr @classify(%arg0: i32 {llvm.noundef}) -> (i32 {llvm.range = #llvm.constant_range<i32, -1, 66>}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    llvm.intr.dbg.value #di_local_variable16 = %arg0 : i32
    %0 = llvm.mlir.constant(6 : i32) : i32
    %1 = llvm.mlir.constant(11 : i32) : i32
    %2 = llvm.mlir.constant(10 : i32) : i32
    %3 = llvm.mlir.constant(-1 : i32) : i32
    %4 = llvm.icmp "ult" %arg0, %0 : i32
    %5 = llvm.mul %arg0, %1 overflow<nsw> : i32
    %6 = llvm.add %5, %2 overflow<nsw> : i32
    %7 = llvm.select %4, %6, %3 : i1, i32
    llvm.return %7 : i32
  }
  llvm.func local_unnamed_addr @scale(%arg0: vector<4xf32> {llvm.noundef}, %arg1: f32 {llvm.noundef}) -> (vector<4xf32> {llvm.noundef}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "128"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    llvm.intr.dbg.value #di_local_variable19 = %arg1 : f32
    llvm.intr.dbg.value #di_local_variable20 = %arg0 : vector<4xf32>
    %0 = llvm.mlir.poison : vector<4xf32>
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.insertelement %arg1, %0[%1 : i64] : vector<4xf32>
    %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<4xf32> 
    %4 = llvm.fmul %arg0, %3 : vector<4xf32>
    llvm.return %4 : vector<4xf32>
  }
  llvm.func local_unnamed_addr @cnorm(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> f64 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    llvm.intr.dbg.value #di_local_variable25 = %arg0 : !llvm.ptr
    %0 = llvm.mlir.constant(8 : i64) : i64
    %1 = llvm.mlir.constant(24 : i64) : i64
    %2 = llvm.load %arg0 {alignment = 16 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %3 = llvm.getelementptr inbounds|nuw %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %4 = llvm.load %3 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %5 = llvm.fmul %4, %4 : f64
    %6 = llvm.intr.fmuladd(%2, %2, %5) : (f64, f64, f64) -> f64
    %7 = llvm.getelementptr inbounds|nuw %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %8 = llvm.load %7 {alignment = 8 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %9 = llvm.fpext %8 : f32 to f64
    %10 = llvm.fadd %6, %9 : f64
    llvm.return %10 : f64
  }
  llvm.func local_unnamed_addr @crc_of(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> i32 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    llvm.intr.dbg.value #di_local_variable28 = %arg0 : !llvm.ptr
    %0 = llvm.mlir.constant(5 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.getelementptr inbounds|nuw %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %3 = llvm.load %2 {alignment = 1 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> i16
    %4 = llvm.zext %3 : i16 to i32
    %5 = llvm.getelementptr inbounds|nuw %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %6 = llvm.load %5 {alignment = 1 : i64, tbaa = [#tbaa_tag7]} : !llvm.ptr -> i32
    %7 = llvm.add %6, %4 : i32
    llvm.return %7 : i32
  }
  func.func @__dlti_queries() {
    %q0 = "test.data_layout_query"() : () -> !llvm.struct<"struct.cplx", (struct<(f64, f64)>, vector<4xf32>)>
    %q1 = "test.data_layout_query"() : () -> !llvm.struct<"struct.ops", (ptr, ptr, ptr)>
    %q2 = "test.data_layout_query"() : () -> !llvm.struct<"struct.block", (struct<"struct.header", packed (i8, i32, i16)>, array<40 x i8>, array<17 x i8>)>
    %q3 = "test.data_layout_query"() : () -> !llvm.struct<"struct.header", packed (i8, i32, i16)>
    %q4 = "test.data_layout_query"() : () -> !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %q5 = "test.data_layout_query"() : () -> !llvm.struct<(f64, f64)>
    %q6 = "test.data_layout_query"() : () -> i1
    %q7 = "test.data_layout_query"() : () -> i8
    %q8 = "test.data_layout_query"() : () -> i16
    %q9 = "test.data_layout_query"() : () -> i32
    %q10 = "test.data_layout_query"() : () -> i64
    %q11 = "test.data_layout_query"() : () -> i128
    %q12 = "test.data_layout_query"() : () -> f16
    %q13 = "test.data_layout_query"() : () -> f32
    %q14 = "test.data_layout_query"() : () -> f64
    %q15 = "test.data_layout_query"() : () -> f80
    %q16 = "test.data_layout_query"() : () -> f128
    %q17 = "test.data_layout_query"() : () -> index
    %q18 = "test.data_layout_query"() : () -> !llvm.ptr
    %q19 = "test.data_layout_query"() : () -> vector<4xf32>
    %q20 = "test.data_layout_query"() : () -> !llvm.array<3 x i24>
    return
  }
}
