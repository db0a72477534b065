#loop_annotation = #llvm.loop_annotation<mustProgress = true>
#loop_interleave = #llvm.loop_interleave<count = 2 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_vectorize = #llvm.loop_vectorize<disable = false>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#loop_annotation1 = #llvm.loop_annotation<vectorize = #loop_vectorize, interleave = #loop_interleave, mustProgress = true>
#loop_annotation2 = #llvm.loop_annotation<unroll = #loop_unroll>
#loop_annotation3 = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true>
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
#tbaa_tag4 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc1, offset = 12>
#tbaa_tag5 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_tag6 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc1, offset = 16>
#tbaa_tag7 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc1, offset = 4>
#tbaa_tag8 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc1, offset = 20>
#tbaa_tag9 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc1, offset = 8>
#tbaa_tag10 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc1, offset = 24>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "riscv64-unknown-linux-gnu"} {
  llvm.mlir.global external local_unnamed_addr @world() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.array<16 x struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %2 = llvm.mlir.zero : !llvm.struct<"struct.vec3", (f32, f32, f32)>
    %3 = llvm.mlir.zero : !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %4 = llvm.mlir.zero : !llvm.array<16 x struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>>
    llvm.return %4 : !llvm.array<16 x struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>>
  }
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<error, "target-abi", "lp64d">, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<min, "SmallDataLimit", 0 : i32>]
  llvm.func local_unnamed_addr @saxpy(%arg0: i64 {llvm.noundef}, %arg1: f32 {llvm.noundef}, %arg2: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.noundef, llvm.readonly}, %arg3: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.noundef}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic-rv64"]], target_cpu = "generic-rv64", target_features = #llvm.target_features<["+64bit", "+a", "+c", "+d", "+f", "+i", "+m", "+relax", "+zaamo", "+zalrsc", "+zca", "+zcd", "+zicsr", "+zmmul", "-b", "-e", "-experimental-p", "-experimental-smpmpmt", "-experimental-svukte", "-experimental-xrivosvisni", "-experimental-xrivosvizip", "-experimental-xsfmclic", "-experimental-xsfsclic", "-experimental-zibi", "-experimental-zicfilp", "-experimental-zicfiss", "-experimental-zvbc32e", "-experimental-zvfbfa", "-experimental-zvfofp8min", "-experimental-zvkgs", "-experimental-zvqdotq", "-h", "-q", "-sdext", "-sdtrig", "-sha", "-shcounterenw", "-shgatpa", "-shlcofideleg", "-shtvala", "-shvsatpa", "-shvstvala", "-shvstvecd", "-smaia", "-smcdeleg", "-smcntrpmf", "-smcsrind", "-smctr", "-smdbltrp", "-smepmp", "-smmpm", "-smnpm", "-smrnmi", "-smstateen", "-ssaia", "-ssccfg", "-ssccptr", "-sscofpmf", "-sscounterenw", "-sscsrind", "-ssctr", "-ssdbltrp", "-ssnpm", "-sspm", "-ssqosid", "-ssstateen", "-ssstrict", "-sstc", "-sstvala", "-sstvecd", "-ssu64xl", "-supm", "-svade", "-svadu", "-svbare", "-svinval", "-svnapot", "-svpbmt", "-svvptc", "-v", "-xandesbfhcvt", "-xandesperf", "-xandesvbfhcvt", "-xandesvdot", "-xandesvpackfph", "-xandesvsinth", "-xandesvsintload", "-xcvalu", "-xcvbi", "-xcvbitmanip", "-xcvelw", "-xcvmac", "-xcvmem", "-xcvsimd", "-xmipscbop", "-xmipscmov", "-xmipsexectl", "-xmipslsp", "-xqccmp", "-xqci", "-xqcia", "-xqciac", "-xqcibi", "-xqcibm", "-xqcicli", "-xqcicm", "-xqcics", "-xqcicsr", "-xqciint", "-xqciio", "-xqcilb", "-xqcili", "-xqcilia", "-xqcilo", "-xqcilsm", "-xqcisim", "-xqcisls", "-xqcisync", "-xsfcease", "-xsfmm128t", "-xsfmm16t", "-xsfmm32a16f", "-xsfmm32a32f", "-xsfmm32a8f", "-xsfmm32a8i", "-xsfmm32t", "-xsfmm64a64f", "-xsfmm64t", "-xsfmmbase", "-xsfvcp", "-xsfvfbfexp16e", "-xsfvfexp16e", "-xsfvfexp32e", "-xsfvfexpa", "-xsfvfexpa64e", "-xsfvfnrclipxfqf", "-xsfvfwmaccqqq", "-xsfvqmaccdod", "-xsfvqmaccqoq", "-xsifivecdiscarddlone", "-xsifivecflushdlone", "-xsmtvdot", "-xtheadba", "-xtheadbb", "-xtheadbs", "-xtheadcmo", "-xtheadcondmov", "-xtheadfmemidx", "-xtheadmac", "-xtheadmemidx", "-xtheadmempair", "-xtheadsync", "-xtheadvdot", "-xventanacondops", "-xwchc", "-za128rs", "-za64rs", "-zabha", "-zacas", "-zalasr", "-zama16b", "-zawrs", "-zba", "-zbb", "-zbc", "-zbkb", "-zbkc", "-zbkx", "-zbs", "-zcb", "-zce", "-zcf", "-zclsd", "-zcmop", "-zcmp", "-zcmt", "-zdinx", "-zfa", "-zfbfmin", "-zfh", "-zfhmin", "-zfinx", "-zhinx", "-zhinxmin", "-zic64b", "-zicbom", "-zicbop", "-zicboz", "-ziccamoa", "-ziccamoc", "-ziccif", "-zicclsm", "-ziccrse", "-zicntr", "-zicond", "-zifencei", "-zihintntl", "-zihintpause", "-zihpm", "-zilsd", "-zimop", "-zk", "-zkn", "-zknd", "-zkne", "-zknh", "-zkr", "-zks", "-zksed", "-zksh", "-zkt", "-ztso", "-zvbb", "-zvbc", "-zve32f", "-zve32x", "-zve64d", "-zve64f", "-zve64x", "-zvfbfmin", "-zvfbfwma", "-zvfh", "-zvfhmin", "-zvkb", "-zvkg", "-zvkn", "-zvknc", "-zvkned", "-zvkng", "-zvknha", "-zvknhb", "-zvks", "-zvksc", "-zvksed", "-zvksg", "-zvksh", "-zvkt", "-zvl1024b", "-zvl128b", "-zvl16384b", "-zvl2048b", "-zvl256b", "-zvl32768b", "-zvl32b", "-zvl4096b", "-zvl512b", "-zvl64b", "-zvl65536b", "-zvl8192b"]>} {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.icmp "eq" %arg0, %0 : i64
    llvm.cond_br %2, ^bb1, ^bb2(%0 : i64)
  ^bb1:  // 2 preds: ^bb0, ^bb2
    llvm.return
  ^bb2(%3: i64):  // 2 preds: ^bb0, ^bb2
    %4 = llvm.getelementptr inbounds|nuw %arg2[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5 = llvm.load %4 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %6 = llvm.getelementptr inbounds|nuw %arg3[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7 = llvm.load %6 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %8 = llvm.intr.fmuladd(%arg1, %5, %7) : (f32, f32, f32) -> f32
    llvm.store %8, %6 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : f32, !llvm.ptr
    %9 = llvm.add %3, %1 overflow<nuw> : i64
    %10 = llvm.icmp "eq" %9, %arg0 : i64
    llvm.cond_br %10, ^bb1, ^bb2(%9 : i64) {loop_annotation = #loop_annotation1}
  }
  llvm.func local_unnamed_addr @sum8(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> (i32 {llvm.signext}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic-rv64"]], target_cpu = "generic-rv64", target_features = #llvm.target_features<["+64bit", "+a", "+c", "+d", "+f", "+i", "+m", "+relax", "+zaamo", "+zalrsc", "+zca", "+zcd", "+zicsr", "+zmmul", "-b", "-e", "-experimental-p", "-experimental-smpmpmt", "-experimental-svukte", "-experimental-xrivosvisni", "-experimental-xrivosvizip", "-experimental-xsfmclic", "-experimental-xsfsclic", "-experimental-zibi", "-experimental-zicfilp", "-experimental-zicfiss", "-experimental-zvbc32e", "-experimental-zvfbfa", "-experimental-zvfofp8min", "-experimental-zvkgs", "-experimental-zvqdotq", "-h", "-q", "-sdext", "-sdtrig", "-sha", "-shcounterenw", "-shgatpa", "-shlcofideleg", "-shtvala", "-shvsatpa", "-shvstvala", "-shvstvecd", "-smaia", "-smcdeleg", "-smcntrpmf", "-smcsrind", "-smctr", "-smdbltrp", "-smepmp", "-smmpm", "-smnpm", "-smrnmi", "-smstateen", "-ssaia", "-ssccfg", "-ssccptr", "-sscofpmf", "-sscounterenw", "-sscsrind", "-ssctr", "-ssdbltrp", "-ssnpm", "-sspm", "-ssqosid", "-ssstateen", "-ssstrict", "-sstc", "-sstvala", "-sstvecd", "-ssu64xl", "-supm", "-svade", "-svadu", "-svbare", "-svinval", "-svnapot", "-svpbmt", "-svvptc", "-v", "-xandesbfhcvt", "-xandesperf", "-xandesvbfhcvt", "-xandesvdot", "-xandesvpackfph", "-xandesvsinth", "-xandesvsintload", "-xcvalu", "-xcvbi", "-xcvbitmanip", "-xcvelw", "-xcvmac", "-xcvmem", "-xcvsimd", "-xmipscbop", "-xmipscmov", "-xmipsexectl", "-xmipslsp", "-xqccmp", "-xqci", "-xqcia", "-xqciac", "-xqcibi", "-xqcibm", "-xqcicli", "-xqcicm", "-xqcics", "-xqcicsr", "-xqciint", "-xqciio", "-xqcilb", "-xqcili", "-xqcilia", "-xqcilo", "-xqcilsm", "-xqcisim", "-xqcisls", "-xqcisync", "-xsfcease", "-xsfmm128t", "-xsfmm16t", "-xsfmm32a16f", "-xsfmm32a32f", "-xsfmm32a8f", "-xsfmm32a8i", "-xsfmm32t", "-xsfmm64a64f", "-xsfmm64t", "-xsfmmbase", "-xsfvcp", "-xsfvfbfexp16e", "-xsfvfexp16e", "-xsfvfexp32e", "-xsfvfexpa", "-xsfvfexpa64e", "-xsfvfnrclipxfqf", "-xsfvfwmaccqqq", "-xsfvqmaccdod", "-xsfvqmaccqoq", "-xsifivecdiscarddlone", "-xsifivecflushdlone", "-xsmtvdot", "-xtheadba", "-xtheadbb", "-xtheadbs", "-xtheadcmo", "-xtheadcondmov", "-xtheadfmemidx", "-xtheadmac", "-xtheadmemidx", "-xtheadmempair", "-xtheadsync", "-xtheadvdot", "-xventanacondops", "-xwchc", "-za128rs", "-za64rs", "-zabha", "-zacas", "-zalasr", "-zama16b", "-zawrs", "-zba", "-zbb", "-zbc", "-zbkb", "-zbkc", "-zbkx", "-zbs", "-zcb", "-zce", "-zcf", "-zclsd", "-zcmop", "-zcmp", "-zcmt", "-zdinx", "-zfa", "-zfbfmin", "-zfh", "-zfhmin", "-zfinx", "-zhinx", "-zhinxmin", "-zic64b", "-zicbom", "-zicbop", "-zicboz", "-ziccamoa", "-ziccamoc", "-ziccif", "-zicclsm", "-ziccrse", "-zicntr", "-zicond", "-zifencei", "-zihintntl", "-zihintpause", "-zihpm", "-zilsd", "-zimop", "-zk", "-zkn", "-zknd", "-zkne", "-zknh", "-zkr", "-zks", "-zksed", "-zksh", "-zkt", "-ztso", "-zvbb", "-zvbc", "-zve32f", "-zve32x", "-zve64d", "-zve64f", "-zve64x", "-zvfbfmin", "-zvfbfwma", "-zvfh", "-zvfhmin", "-zvkb", "-zvkg", "-zvkn", "-zvknc", "-zvkned", "-zvkng", "-zvknha", "-zvknhb", "-zvks", "-zvksc", "-zvksed", "-zvksg", "-zvksh", "-zvkt", "-zvl1024b", "-zvl128b", "-zvl16384b", "-zvl2048b", "-zvl256b", "-zvl32768b", "-zvl32b", "-zvl4096b", "-zvl512b", "-zvl64b", "-zvl65536b", "-zvl8192b"]>, will_return} {
    %0 = llvm.mlir.constant(4 : i64) : i64
    %1 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.mlir.constant(12 : i64) : i64
    %3 = llvm.mlir.constant(16 : i64) : i64
    %4 = llvm.mlir.constant(20 : i64) : i64
    %5 = llvm.mlir.constant(24 : i64) : i64
    %6 = llvm.mlir.constant(28 : i64) : i64
    %7 = llvm.load %arg0 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %8 = llvm.getelementptr inbounds|nuw %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %9 = llvm.load %8 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %10 = llvm.add %9, %7 overflow<nsw> : i32
    %11 = llvm.getelementptr inbounds|nuw %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %12 = llvm.load %11 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %13 = llvm.add %12, %10 overflow<nsw> : i32
    %14 = llvm.getelementptr inbounds|nuw %arg0[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %15 = llvm.load %14 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %16 = llvm.add %15, %13 overflow<nsw> : i32
    %17 = llvm.getelementptr inbounds|nuw %arg0[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %18 = llvm.load %17 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %19 = llvm.add %18, %16 overflow<nsw> : i32
    %20 = llvm.getelementptr inbounds|nuw %arg0[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %21 = llvm.load %20 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %22 = llvm.add %21, %19 overflow<nsw> : i32
    %23 = llvm.getelementptr inbounds|nuw %arg0[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %24 = llvm.load %23 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %25 = llvm.add %24, %22 overflow<nsw> : i32
    %26 = llvm.getelementptr inbounds|nuw %arg0[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %27 = llvm.load %26 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %28 = llvm.add %27, %25 overflow<nsw> : i32
    llvm.return %28 : i32
  }
  llvm.func local_unnamed_addr @sum_n(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: i32 {llvm.noundef, llvm.signext}) -> (i32 {llvm.signext}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic-rv64"]], target_cpu = "generic-rv64", target_features = #llvm.target_features<["+64bit", "+a", "+c", "+d", "+f", "+i", "+m", "+relax", "+zaamo", "+zalrsc", "+zca", "+zcd", "+zicsr", "+zmmul", "-b", "-e", "-experimental-p", "-experimental-smpmpmt", "-experimental-svukte", "-experimental-xrivosvisni", "-experimental-xrivosvizip", "-experimental-xsfmclic", "-experimental-xsfsclic", "-experimental-zibi", "-experimental-zicfilp", "-experimental-zicfiss", "-experimental-zvbc32e", "-experimental-zvfbfa", "-experimental-zvfofp8min", "-experimental-zvkgs", "-experimental-zvqdotq", "-h", "-q", "-sdext", "-sdtrig", "-sha", "-shcounterenw", "-shgatpa", "-shlcofideleg", "-shtvala", "-shvsatpa", "-shvstvala", "-shvstvecd", "-smaia", "-smcdeleg", "-smcntrpmf", "-smcsrind", "-smctr", "-smdbltrp", "-smepmp", "-smmpm", "-smnpm", "-smrnmi", "-smstateen", "-ssaia", "-ssccfg", "-ssccptr", "-sscofpmf", "-sscounterenw", "-sscsrind", "-ssctr", "-ssdbltrp", "-ssnpm", "-sspm", "-ssqosid", "-ssstateen", "-ssstrict", "-sstc", "-sstvala", "-sstvecd", "-ssu64xl", "-supm", "-svade", "-svadu", "-svbare", "-svinval", "-svnapot", "-svpbmt", "-svvptc", "-v", "-xandesbfhcvt", "-xandesperf", "-xandesvbfhcvt", "-xandesvdot", "-xandesvpackfph", "-xandesvsinth", "-xandesvsintload", "-xcvalu", "-xcvbi", "-xcvbitmanip", "-xcvelw", "-xcvmac", "-xcvmem", "-xcvsimd", "-xmipscbop", "-xmipscmov", "-xmipsexectl", "-xmipslsp", "-xqccmp", "-xqci", "-xqcia", "-xqciac", "-xqcibi", "-xqcibm", "-xqcicli", "-xqcicm", "-xqcics", "-xqcicsr", "-xqciint", "-xqciio", "-xqcilb", "-xqcili", "-xqcilia", "-xqcilo", "-xqcilsm", "-xqcisim", "-xqcisls", "-xqcisync", "-xsfcease", "-xsfmm128t", "-xsfmm16t", "-xsfmm32a16f", "-xsfmm32a32f", "-xsfmm32a8f", "-xsfmm32a8i", "-xsfmm32t", "-xsfmm64a64f", "-xsfmm64t", "-xsfmmbase", "-xsfvcp", "-xsfvfbfexp16e", "-xsfvfexp16e", "-xsfvfexp32e", "-xsfvfexpa", "-xsfvfexpa64e", "-xsfvfnrclipxfqf", "-xsfvfwmaccqqq", "-xsfvqmaccdod", "-xsfvqmaccqoq", "-xsifivecdiscarddlone", "-xsifivecflushdlone", "-xsmtvdot", "-xtheadba", "-xtheadbb", "-xtheadbs", "-xtheadcmo", "-xtheadcondmov", "-xtheadfmemidx", "-xtheadmac", "-xtheadmemidx", "-xtheadmempair", "-xtheadsync", "-xtheadvdot", "-xventanacondops", "-xwchc", "-za128rs", "-za64rs", "-zabha", "-zacas", "-zalasr", "-zama16b", "-zawrs", "-zba", "-zbb", "-zbc", "-zbkb", "-zbkc", "-zbkx", "-zbs", "-zcb", "-zce", "-zcf", "-zclsd", "-zcmop", "-zcmp", "-zcmt", "-zdinx", "-zfa", "-zfbfmin", "-zfh", "-zfhmin", "-zfinx", "-zhinx", "-zhinxmin", "-zic64b", "-zicbom", "-zicbop", "-zicboz", "-ziccamoa", "-ziccamoc", "-ziccif", "-zicclsm", "-ziccrse", "-zicntr", "-zicond", "-zifencei", "-zihintntl", "-zihintpause", "-zihpm", "-zilsd", "-zimop", "-zk", "-zkn", "-zknd", "-zkne", "-zknh", "-zkr", "-zks", "-zksed", "-zksh", "-zkt", "-ztso", "-zvbb", "-zvbc", "-zve32f", "-zve32x", "-zve64d", "-zve64f", "-zve64x", "-zvfbfmin", "-zvfbfwma", "-zvfh", "-zvfhmin", "-zvkb", "-zvkg", "-zvkn", "-zvknc", "-zvkned", "-zvkng", "-zvknha", "-zvknhb", "-zvks", "-zvksc", "-zvksed", "-zvksg", "-zvksh", "-zvkt", "-zvl1024b", "-zvl128b", "-zvl16384b", "-zvl2048b", "-zvl256b", "-zvl32768b", "-zvl32b", "-zvl4096b", "-zvl512b", "-zvl64b", "-zvl65536b", "-zvl8192b"]>} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(3 : i64) : i64
    %2 = llvm.mlir.constant(4 : i32) : i32
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(2147483644 : i64) : i64
    %5 = llvm.mlir.constant(4 : i64) : i64
    %6 = llvm.mlir.constant(8 : i64) : i64
    %7 = llvm.mlir.constant(12 : i64) : i64
    %8 = llvm.mlir.constant(1 : i64) : i64
    %9 = llvm.icmp "sgt" %arg1, %0 : i32
    llvm.cond_br %9, ^bb1, ^bb6(%0 : i32)
  ^bb1:  // pred: ^bb0
    %10 = llvm.zext nneg %arg1 : i32 to i64
    %11 = llvm.and %10, %1 : i64
    %12 = llvm.icmp "ult" %arg1, %2 : i32
    llvm.cond_br %12, ^bb4(%3, %0 : i64, i32), ^bb2
  ^bb2:  // pred: ^bb1
    %13 = llvm.and %10, %4 : i64
    llvm.br ^bb7(%3, %0, %3 : i64, i32, i64)
  ^bb3:  // pred: ^bb7
    %14 = llvm.icmp "eq" %11, %3 : i64
    llvm.cond_br %14, ^bb6(%45 : i32), ^bb4(%46, %45 : i64, i32)
  ^bb4(%15: i64, %16: i32):  // 2 preds: ^bb1, ^bb3
    %17 = llvm.icmp "ne" %11, %3 : i64
    llvm.intr.assume %17  : i1
    llvm.br ^bb5(%15, %16, %3 : i64, i32, i64)
  ^bb5(%18: i64, %19: i32, %20: i64):  // 2 preds: ^bb4, ^bb5
    %21 = llvm.getelementptr inbounds|nuw %arg0[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %22 = llvm.load %21 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %23 = llvm.add %22, %19 overflow<nsw> : i32
    %24 = llvm.add %18, %8 overflow<nsw, nuw> : i64
    %25 = llvm.add %20, %8 : i64
    %26 = llvm.icmp "eq" %25, %11 : i64
    llvm.cond_br %26, ^bb6(%23 : i32), ^bb5(%24, %23, %25 : i64, i32, i64) {loop_annotation = #loop_annotation2}
  ^bb6(%27: i32):  // 3 preds: ^bb0, ^bb3, ^bb5
    llvm.return %27 : i32
  ^bb7(%28: i64, %29: i32, %30: i64):  // 2 preds: ^bb2, ^bb7
    %31 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %32 = llvm.load %31 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %33 = llvm.add %32, %29 overflow<nsw> : i32
    %34 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %35 = llvm.getelementptr inbounds|nuw %34[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %36 = llvm.load %35 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %37 = llvm.add %36, %33 overflow<nsw> : i32
    %38 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %39 = llvm.getelementptr inbounds|nuw %38[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %40 = llvm.load %39 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %41 = llvm.add %40, %37 overflow<nsw> : i32
    %42 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %43 = llvm.getelementptr inbounds|nuw %42[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %44 = llvm.load %43 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %45 = llvm.add %44, %41 overflow<nsw> : i32
    %46 = llvm.add %28, %5 overflow<nsw, nuw> : i64
    %47 = llvm.add %30, %5 : i64
    %48 = llvm.icmp "eq" %47, %13 : i64
    llvm.cond_br %48, ^bb3, ^bb7(%46, %45, %47 : i64, i32, i64) {loop_annotation = #loop_annotation3}
  }
  llvm.func local_unnamed_addr @step(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef}, %arg1: i32 {llvm.noundef, llvm.signext}, %arg2: f32 {llvm.noundef}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic-rv64"]], target_cpu = "generic-rv64", target_features = #llvm.target_features<["+64bit", "+a", "+c", "+d", "+f", "+i", "+m", "+relax", "+zaamo", "+zalrsc", "+zca", "+zcd", "+zicsr", "+zmmul", "-b", "-e", "-experimental-p", "-experimental-smpmpmt", "-experimental-svukte", "-experimental-xrivosvisni", "-experimental-xrivosvizip", "-experimental-xsfmclic", "-experimental-xsfsclic", "-experimental-zibi", "-experimental-zicfilp", "-experimental-zicfiss", "-experimental-zvbc32e", "-experimental-zvfbfa", "-experimental-zvfofp8min", "-experimental-zvkgs", "-experimental-zvqdotq", "-h", "-q", "-sdext", "-sdtrig", "-sha", "-shcounterenw", "-shgatpa", "-shlcofideleg", "-shtvala", "-shvsatpa", "-shvstvala", "-shvstvecd", "-smaia", "-smcdeleg", "-smcntrpmf", "-smcsrind", "-smctr", "-smdbltrp", "-smepmp", "-smmpm", "-smnpm", "-smrnmi", "-smstateen", "-ssaia", "-ssccfg", "-ssccptr", "-sscofpmf", "-sscounterenw", "-sscsrind", "-ssctr", "-ssdbltrp", "-ssnpm", "-sspm", "-ssqosid", "-ssstateen", "-ssstrict", "-sstc", "-sstvala", "-sstvecd", "-ssu64xl", "-supm", "-svade", "-svadu", "-svbare", "-svinval", "-svnapot", "-svpbmt", "-svvptc", "-v", "-xandesbfhcvt", "-xandesperf", "-xandesvbfhcvt", "-xandesvdot", "-xandesvpackfph", "-xandesvsinth", "-xandesvsintload", "-xcvalu", "-xcvbi", "-xcvbitmanip", "-xcvelw", "-xcvmac", "-xcvmem", "-xcvsimd", "-xmipscbop", "-xmipscmov", "-xmipsexectl", "-xmipslsp", "-xqccmp", "-xqci", "-xqcia", "-xqciac", "-xqcibi", "-xqcibm", "-xqcicli", "-xqcicm", "-xqcics", "-xqcicsr", "-xqciint", "-xqciio", "-xqcilb", "-xqcili", "-xqcilia", "-xqcilo", "-xqcilsm", "-xqcisim", "-xqcisls", "-xqcisync", "-xsfcease", "-xsfmm128t", "-xsfmm16t", "-xsfmm32a16f", "-xsfmm32a32f", "-xsfmm32a8f", "-xsfmm32a8i", "-xsfmm32t", "-xsfmm64a64f", "-xsfmm64t", "-xsfmmbase", "-xsfvcp", "-xsfvfbfexp16e", "-xsfvfexp16e", "-xsfvfexp32e", "-xsfvfexpa", "-xsfvfexpa64e", "-xsfvfnrclipxfqf", "-xsfvfwmaccqqq", "-xsfvqmaccdod", "-xsfvqmaccqoq", "-xsifivecdiscarddlone", "-xsifivecflushdlone", "-xsmtvdot", "-xtheadba", "-xtheadbb", "-xtheadbs", "-xtheadcmo", "-xtheadcondmov", "-xtheadfmemidx", "-xtheadmac", "-xtheadmemidx", "-xtheadmempair", "-xtheadsync", "-xtheadvdot", "-xventanacondops", "-xwchc", "-za128rs", "-za64rs", "-zabha", "-zacas", "-zalasr", "-zama16b", "-zawrs", "-zba", "-zbb", "-zbc", "-zbkb", "-zbkc", "-zbkx", "-zbs", "-zcb", "-zce", "-zcf", "-zclsd", "-zcmop", "-zcmp", "-zcmt", "-zdinx", "-zfa", "-zfbfmin", "-zfh", "-zfhmin", "-zfinx", "-zhinx", "-zhinxmin", "-zic64b", "-zicbom", "-zicbop", "-zicboz", "-ziccamoa", "-ziccamoc", "-ziccif", "-zicclsm", "-ziccrse", "-zicntr", "-zicond", "-zifencei", "-zihintntl", "-zihintpause", "-zihpm", "-zilsd", "-zimop", "-zk", "-zkn", "-zknd", "-zkne", "-zknh", "-zkr", "-zks", "-zksed", "-zksh", "-zkt", "-ztso", "-zvbb", "-zvbc", "-zve32f", "-zve32x", "-zve64d", "-zve64f", "-zve64x", "-zvfbfmin", "-zvfbfwma", "-zvfh", "-zvfhmin", "-zvkb", "-zvkg", "-zvkn", "-zvknc", "-zvkned", "-zvkng", "-zvknha", "-zvknhb", "-zvks", "-zvksc", "-zvksed", "-zvksg", "-zvksh", "-zvkt", "-zvl1024b", "-zvl128b", "-zvl16384b", "-zvl2048b", "-zvl256b", "-zvl32768b", "-zvl32b", "-zvl4096b", "-zvl512b", "-zvl64b", "-zvl65536b", "-zvl8192b"]>} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(28 : i64) : i64
    %3 = llvm.mlir.constant(12 : i64) : i64
    %4 = llvm.mlir.constant(16 : i64) : i64
    %5 = llvm.mlir.constant(4 : i64) : i64
    %6 = llvm.mlir.constant(20 : i64) : i64
    %7 = llvm.mlir.constant(8 : i64) : i64
    %8 = llvm.mlir.constant(1 : i64) : i64
    %9 = llvm.icmp "sgt" %arg1, %0 : i32
    llvm.cond_br %9, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %10 = llvm.zext nneg %arg1 : i32 to i64
    llvm.br ^bb3(%1 : i64)
  ^bb2:  // 2 preds: ^bb0, ^bb5
    llvm.return
  ^bb3(%11: i64):  // 2 preds: ^bb1, ^bb5
    %12 = llvm.getelementptr inbounds|nuw %arg0[%11] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %13 = llvm.getelementptr inbounds|nuw %12[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %14 = llvm.load %13 {alignment = 4 : i64, tbaa = [#tbaa_tag3]} : !llvm.ptr -> i32
    %15 = llvm.icmp "eq" %14, %0 : i32
    llvm.cond_br %15, ^bb5, ^bb4
  ^bb4:  // pred: ^bb3
    %16 = llvm.getelementptr inbounds|nuw %12[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %17 = llvm.load %16 {alignment = 4 : i64, tbaa = [#tbaa_tag4]} : !llvm.ptr -> f32
    %18 = llvm.load %12 {alignment = 4 : i64, tbaa = [#tbaa_tag5]} : !llvm.ptr -> f32
    %19 = llvm.intr.fmuladd(%17, %arg2, %18) : (f32, f32, f32) -> f32
    llvm.store %19, %12 {alignment = 4 : i64, tbaa = [#tbaa_tag5]} : f32, !llvm.ptr
    %20 = llvm.getelementptr inbounds|nuw %12[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %21 = llvm.load %20 {alignment = 4 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %22 = llvm.getelementptr inbounds|nuw %12[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %23 = llvm.load %22 {alignment = 4 : i64, tbaa = [#tbaa_tag7]} : !llvm.ptr -> f32
    %24 = llvm.intr.fmuladd(%21, %arg2, %23) : (f32, f32, f32) -> f32
    llvm.store %24, %22 {alignment = 4 : i64, tbaa = [#tbaa_tag7]} : f32, !llvm.ptr
    %25 = llvm.getelementptr inbounds|nuw %12[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %26 = llvm.load %25 {alignment = 4 : i64, tbaa = [#tbaa_tag8]} : !llvm.ptr -> f32
    %27 = llvm.getelementptr inbounds|nuw %12[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %28 = llvm.load %27 {alignment = 4 : i64, tbaa = [#tbaa_tag9]} : !llvm.ptr -> f32
    %29 = llvm.intr.fmuladd(%26, %arg2, %28) : (f32, f32, f32) -> f32
    llvm.store %29, %27 {alignment = 4 : i64, tbaa = [#tbaa_tag9]} : f32, !llvm.ptr
    llvm.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    %30 = llvm.add %11, %8 overflow<nsw, nuw> : i64
    %31 = llvm.icmp "eq" %30, %10 : i64
    llvm.cond_br %31, ^bb2, ^bb3(%30 : i64) {loop_annotation = #loop_annotation3}
  }
  llvm.func local_unnamed_addr @dot(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg2: i32 {llvm.noundef, llvm.signext}) -> f64 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic-rv64"]], target_cpu = "generic-rv64", target_features = #llvm.target_features<["+64bit", "+a", "+c", "+d", "+f", "+i", "+m", "+relax", "+zaamo", "+zalrsc", "+zca", "+zcd", "+zicsr", "+zmmul", "-b", "-e", "-experimental-p", "-experimental-smpmpmt", "-experimental-svukte", "-experimental-xrivosvisni", "-experimental-xrivosvizip", "-experimental-xsfmclic", "-experimental-xsfsclic", "-experimental-zibi", "-experimental-zicfilp", "-experimental-zicfiss", "-experimental-zvbc32e", "-experimental-zvfbfa", "-experimental-zvfofp8min", "-experimental-zvkgs", "-experimental-zvqdotq", "-h", "-q", "-sdext", "-sdtrig", "-sha", "-shcounterenw", "-shgatpa", "-shlcofideleg", "-shtvala", "-shvsatpa", "-shvstvala", "-shvstvecd", "-smaia", "-smcdeleg", "-smcntrpmf", "-smcsrind", "-smctr", "-smdbltrp", "-smepmp", "-smmpm", "-smnpm", "-smrnmi", "-smstateen", "-ssaia", "-ssccfg", "-ssccptr", "-sscofpmf", "-sscounterenw", "-sscsrind", "-ssctr", "-ssdbltrp", "-ssnpm", "-sspm", "-ssqosid", "-ssstateen", "-ssstrict", "-sstc", "-sstvala", "-sstvecd", "-ssu64xl", "-supm", "-svade", "-svadu", "-svbare", "-svinval", "-svnapot", "-svpbmt", "-svvptc", "-v", "-xandesbfhcvt", "-xandesperf", "-xandesvbfhcvt", "-xandesvdot", "-xandesvpackfph", "-xandesvsinth", "-xandesvsintload", "-xcvalu", "-xcvbi", "-xcvbitmanip", "-xcvelw", "-xcvmac", "-xcvmem", "-xcvsimd", "-xmipscbop", "-xmipscmov", "-xmipsexectl", "-xmipslsp", "-xqccmp", "-xqci", "-xqcia", "-xqciac", "-xqcibi", "-xqcibm", "-xqcicli", "-xqcicm", "-xqcics", "-xqcicsr", "-xqciint", "-xqciio", "-xqcilb", "-xqcili", "-xqcilia", "-xqcilo", "-xqcilsm", "-xqcisim", "-xqcisls", "-xqcisync", "-xsfcease", "-xsfmm128t", "-xsfmm16t", "-xsfmm32a16f", "-xsfmm32a32f", "-xsfmm32a8f", "-xsfmm32a8i", "-xsfmm32t", "-xsfmm64a64f", "-xsfmm64t", "-xsfmmbase", "-xsfvcp", "-xsfvfbfexp16e", "-xsfvfexp16e", "-xsfvfexp32e", "-xsfvfexpa", "-xsfvfexpa64e", "-xsfvfnrclipxfqf", "-xsfvfwmaccqqq", "-xsfvqmaccdod", "-xsfvqmaccqoq", "-xsifivecdiscarddlone", "-xsifivecflushdlone", "-xsmtvdot", "-xtheadba", "-xtheadbb", "-xtheadbs", "-xtheadcmo", "-xtheadcondmov", "-xtheadfmemidx", "-xtheadmac", "-xtheadmemidx", "-xtheadmempair", "-xtheadsync", "-xtheadvdot", "-xventanacondops", "-xwchc", "-za128rs", "-za64rs", "-zabha", "-zacas", "-zalasr", "-zama16b", "-zawrs", "-zba", "-zbb", "-zbc", "-zbkb", "-zbkc", "-zbkx", "-zbs", "-zcb", "-zce", "-zcf", "-zclsd", "-zcmop", "-zcmp", "-zcmt", "-zdinx", "-zfa", "-zfbfmin", "-zfh", "-zfhmin", "-zfinx", "-zhinx", "-zhinxmin", "-zic64b", "-zicbom", "-zicbop", "-zicboz", "-ziccamoa", "-ziccamoc", "-ziccif", "-zicclsm", "-ziccrse", "-zicntr", "-zicond", "-zifencei", "-zihintntl", "-zihintpause", "-zihpm", "-zilsd", "-zimop", "-zk", "-zkn", "-zknd", "-zkne", "-zknh", "-zkr", "-zks", "-zksed", "-zksh", "-zkt", "-ztso", "-zvbb", "-zvbc", "-zve32f", "-zve32x", "-zve64d", "-zve64f", "-zve64x", "-zvfbfmin", "-zvfbfwma", "-zvfh", "-zvfhmin", "-zvkb", "-zvkg", "-zvkn", "-zvknc", "-zvkned", "-zvkng", "-zvknha", "-zvknhb", "-zvks", "-zvksc", "-zvksed", "-zvksg", "-zvksh", "-zvkt", "-zvl1024b", "-zvl128b", "-zvl16384b", "-zvl2048b", "-zvl256b", "-zvl32768b", "-zvl32b", "-zvl4096b", "-zvl512b", "-zvl64b", "-zvl65536b", "-zvl8192b"]>} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.icmp "sgt" %arg2, %0 : i32
    llvm.cond_br %4, ^bb1, ^bb2(%1 : f64)
  ^bb1:  // pred: ^bb0
    %5 = llvm.zext nneg %arg2 : i32 to i64
    llvm.br ^bb3(%2, %1 : i64, f64)
  ^bb2(%6: f64):  // 2 preds: ^bb0, ^bb3
    llvm.return %6 : f64
  ^bb3(%7: i64, %8: f64):  // 2 preds: ^bb1, ^bb3
    %9 = llvm.getelementptr inbounds|nuw %arg0[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %10 = llvm.load %9 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %11 = llvm.getelementptr inbounds|nuw %arg1[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %12 = llvm.load %11 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %13 = llvm.intr.fmuladd(%10, %12, %8) : (f64, f64, f64) -> f64
    %14 = llvm.add %7, %3 overflow<nsw, nuw> : i64
    %15 = llvm.icmp "eq" %14, %5 : i64
    llvm.cond_br %15, ^bb2(%13 : f64), ^bb3(%14, %13 : i64, f64) {loop_annotation = #loop_annotation}
  }
  llvm.func local_unnamed_addr @masses() -> f32 attributes {dso_local, memory_effects = #llvm.memory_effects<other = read, argMem = none, inaccessibleMem = none, errnoMem = read, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic-rv64"]], target_cpu = "generic-rv64", target_features = #llvm.target_features<["+64bit", "+a", "+c", "+d", "+f", "+i", "+m", "+relax", "+zaamo", "+zalrsc", "+zca", "+zcd", "+zicsr", "+zmmul", "-b", "-e", "-experimental-p", "-experimental-smpmpmt", "-experimental-svukte", "-experimental-xrivosvisni", "-experimental-xrivosvizip", "-experimental-xsfmclic", "-experimental-xsfsclic", "-experimental-zibi", "-experimental-zicfilp", "-experimental-zicfiss", "-experimental-zvbc32e", "-experimental-zvfbfa", "-experimental-zvfofp8min", "-experimental-zvkgs", "-experimental-zvqdotq", "-h", "-q", "-sdext", "-sdtrig", "-sha", "-shcounterenw", "-shgatpa", "-shlcofideleg", "-shtvala", "-shvsatpa", "-shvstvala", "-shvstvecd", "-smaia", "-smcdeleg", "-smcntrpmf", "-smcsrind", "-smctr", "-smdbltrp", "-smepmp", "-smmpm", "-smnpm", "-smrnmi", "-smstateen", "-ssaia", "-ssccfg", "-ssccptr", "-sscofpmf", "-sscounterenw", "-sscsrind", "-ssctr", "-ssdbltrp", "-ssnpm", "-sspm", "-ssqosid", "-ssstateen", "-ssstrict", "-sstc", "-sstvala", "-sstvecd", "-ssu64xl", "-supm", "-svade", "-svadu", "-svbare", "-svinval", "-svnapot", "-svpbmt", "-svvptc", "-v", "-xandesbfhcvt", "-xandesperf", "-xandesvbfhcvt", "-xandesvdot", "-xandesvpackfph", "-xandesvsinth", "-xandesvsintload", "-xcvalu", "-xcvbi", "-xcvbitmanip", "-xcvelw", "-xcvmac", "-xcvmem", "-xcvsimd", "-xmipscbop", "-xmipscmov", "-xmipsexectl", "-xmipslsp", "-xqccmp", "-xqci", "-xqcia", "-xqciac", "-xqcibi", "-xqcibm", "-xqcicli", "-xqcicm", "-xqcics", "-xqcicsr", "-xqciint", "-xqciio", "-xqcilb", "-xqcili", "-xqcilia", "-xqcilo", "-xqcilsm", "-xqcisim", "-xqcisls", "-xqcisync", "-xsfcease", "-xsfmm128t", "-xsfmm16t", "-xsfmm32a16f", "-xsfmm32a32f", "-xsfmm32a8f", "-xsfmm32a8i", "-xsfmm32t", "-xsfmm64a64f", "-xsfmm64t", "-xsfmmbase", "-xsfvcp", "-xsfvfbfexp16e", "-xsfvfexp16e", "-xsfvfexp32e", "-xsfvfexpa", "-xsfvfexpa64e", "-xsfvfnrclipxfqf", "-xsfvfwmaccqqq", "-xsfvqmaccdod", "-xsfvqmaccqoq", "-xsifivecdiscarddlone", "-xsifivecflushdlone", "-xsmtvdot", "-xtheadba", "-xtheadbb", "-xtheadbs", "-xtheadcmo", "-xtheadcondmov", "-xtheadfmemidx", "-xtheadmac", "-xtheadmemidx", "-xtheadmempair", "-xtheadsync", "-xtheadvdot", "-xventanacondops", "-xwchc", "-za128rs", "-za64rs", "-zabha", "-zacas", "-zalasr", "-zama16b", "-zawrs", "-zba", "-zbb", "-zbc", "-zbkb", "-zbkc", "-zbkx", "-zbs", "-zcb", "-zce", "-zcf", "-zclsd", "-zcmop", "-zcmp", "-zcmt", "-zdinx", "-zfa", "-zfbfmin", "-zfh", "-zfhmin", "-zfinx", "-zhinx", "-zhinxmin", "-zic64b", "-zicbom", "-zicbop", "-zicboz", "-ziccamoa", "-ziccamoc", "-ziccif", "-zicclsm", "-ziccrse", "-zicntr", "-zicond", "-zifencei", "-zihintntl", "-zihintpause", "-zihpm", "-zilsd", "-zimop", "-zk", "-zkn", "-zknd", "-zkne", "-zknh", "-zkr", "-zks", "-zksed", "-zksh", "-zkt", "-ztso", "-zvbb", "-zvbc", "-zve32f", "-zve32x", "-zve64d", "-zve64f", "-zve64x", "-zvfbfmin", "-zvfbfwma", "-zvfh", "-zvfhmin", "-zvkb", "-zvkg", "-zvkn", "-zvknc", "-zvkned", "-zvkng", "-zvknha", "-zvknhb", "-zvks", "-zvksc", "-zvksed", "-zvksg", "-zvksh", "-zvkt", "-zvl1024b", "-zvl128b", "-zvl16384b", "-zvl2048b", "-zvl256b", "-zvl32768b", "-zvl32b", "-zvl4096b", "-zvl512b", "-zvl64b", "-zvl65536b", "-zvl8192b"]>, will_return} {
    %0 = llvm.mlir.constant(24 : i64) : i64
    %1 = llvm.mlir.addressof @world : !llvm.ptr
    %2 = llvm.getelementptr inbounds|nuw %1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
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
    %34 = llvm.load %2 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %35 = llvm.fadd %34, %3 : f32
    %36 = llvm.load %5 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %37 = llvm.fadd %35, %36 : f32
    %38 = llvm.load %7 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %39 = llvm.fadd %37, %38 : f32
    %40 = llvm.load %9 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %41 = llvm.fadd %39, %40 : f32
    %42 = llvm.load %11 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %43 = llvm.fadd %41, %42 : f32
    %44 = llvm.load %13 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %45 = llvm.fadd %43, %44 : f32
    %46 = llvm.load %15 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %47 = llvm.fadd %45, %46 : f32
    %48 = llvm.load %17 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %49 = llvm.fadd %47, %48 : f32
    %50 = llvm.load %19 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %51 = llvm.fadd %49, %50 : f32
    %52 = llvm.load %21 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %53 = llvm.fadd %51, %52 : f32
    %54 = llvm.load %23 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %55 = llvm.fadd %53, %54 : f32
    %56 = llvm.load %25 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %57 = llvm.fadd %55, %56 : f32
    %58 = llvm.load %27 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %59 = llvm.fadd %57, %58 : f32
    %60 = llvm.load %29 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %61 = llvm.fadd %59, %60 : f32
    %62 = llvm.load %31 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %63 = llvm.fadd %61, %62 : f32
    %64 = llvm.load %33 {alignment = 4 : i64, tbaa = [#tbaa_tag10]} : !llvm.ptr -> f32
    %65 = llvm.fadd %63, %64 : f32
    llvm.return %65 : f32
  }
  func.func @__dlti_queries() {
    %q0 = "test.data_layout_query"() : () -> !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %q1 = "test.data_layout_query"() : () -> !llvm.struct<"struct.vec3", (f32, f32, f32)>
    %q2 = "test.data_layout_query"() : () -> i1
    %q3 = "test.data_layout_query"() : () -> i8
    %q4 = "test.data_layout_query"() : () -> i16
    %q5 = "test.data_layout_query"() : () -> i32
    %q6 = "test.data_layout_query"() : () -> i64
    %q7 = "test.data_layout_query"() : () -> i128
    %q8 = "test.data_layout_query"() : () -> f16
    %q9 = "test.data_layout_query"() : () -> f32
    %q10 = "test.data_layout_query"() : () -> f64
    %q11 = "test.data_layout_query"() : () -> f80
    %q12 = "test.data_layout_query"() : () -> f128
    %q13 = "test.data_layout_query"() : () -> index
    %q14 = "test.data_layout_query"() : () -> !llvm.ptr
    %q15 = "test.data_layout_query"() : () -> vector<4xf32>
    %q16 = "test.data_layout_query"() : () -> !llvm.array<3 x i24>
    return
  }
}
