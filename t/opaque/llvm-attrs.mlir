// Attributes of the llvm dialect the llvm plugin does not model, from
// t/real/import/loops.x86_64-linux-gnu.O2.mlir (alias definitions as
// mlir-translate-22 wrote them) and inline ones of the t/real files.
#loop_unroll = #llvm.loop_unroll<runtimeDisable = true>
#loop_unroll1 = #llvm.loop_unroll<disable = true>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true, isVectorized = true>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1, mustProgress = true, isVectorized = true>
#loop_annotation2 = #llvm.loop_annotation<unroll = #loop_unroll1>
#loop_annotation3 = #llvm.loop_annotation<unroll = #loop_unroll1, mustProgress = true>
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "float", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "double", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc2, access_type = #tbaa_type_desc2, offset = 0>
#tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc3, offset = 0>
#tbaa_type_desc4 = #llvm.tbaa_type_desc<id = "vec3", members = {<#tbaa_type_desc1, 0>, <#tbaa_type_desc1, 4>, <#tbaa_type_desc1, 8>}>
#tbaa_type_desc5 = #llvm.tbaa_type_desc<id = "particle", members = {<#tbaa_type_desc4, 0>, <#tbaa_type_desc4, 12>, <#tbaa_type_desc1, 24>, <#tbaa_type_desc2, 28>}>
#tbaa_tag3 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc2, offset = 28>
#tbaa_tag4 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc1, offset = 20>
#tbaa_tag5 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc1, offset = 8>
#tbaa_tag6 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc1, offset = 24>
module attributes {
  g.loop0 = #loop_annotation, g.loop1 = #loop_annotation1,
  g.loop2 = #loop_annotation2, g.loop3 = #loop_annotation3,
  g.tbaa = [#tbaa_tag, #tbaa_tag1, #tbaa_tag2, #tbaa_tag3, #tbaa_tag4, #tbaa_tag5, #tbaa_tag6],
  g.linkage = #llvm.linkage<internal>,
  g.effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>,
  g.range = #llvm.constant_range<i32, -128, 128>,
  g.fast = #llvm.fastmath<none>,
  g.fp = #llvm.framePointerKind<"non-leaf-no-reserve">,
  g.flag = #llvm.mlir.module_flag<max, "PIC Level", 2 : i32>,
  g.features = #llvm.target_features<["+cmov", "+cx8", "+x87"]>,
  g.expr = #llvm.di_expression<[DW_OP_LLVM_fragment(0, 32)]>,
  g.subrange = #llvm.di_subrange<count = 4 : i64>,
  g.nested = #llvm.loop_annotation<unroll = #llvm.loop_unroll<disable = true>>,
  g.file = #llvm.di_file<"src/loops.c" in "/work">
} {}
