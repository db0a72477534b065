#loop_annotation = #llvm.loop_annotation<mustProgress = true>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "any pointer", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "double", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc4 = #llvm.tbaa_type_desc<id = "short", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc3, offset = 0>
#tbaa_type_desc5 = #llvm.tbaa_type_desc<id = "ops", members = {<#tbaa_type_desc2, 0>, <#tbaa_type_desc2, 4>, <#tbaa_type_desc2, 8>}>
#tbaa_type_desc6 = #llvm.tbaa_type_desc<id = "header", members = {<#tbaa_type_desc, 0>, <#tbaa_type_desc1, 1>, <#tbaa_type_desc4, 5>}>
#tbaa_tag3 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc2, offset = 0>
#tbaa_tag4 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc2, offset = 4>
#tbaa_tag5 = #llvm.tbaa_tag<base_type = #tbaa_type_desc5, access_type = #tbaa_type_desc2, offset = 8>
#tbaa_type_desc7 = #llvm.tbaa_type_desc<id = "block", members = {<#tbaa_type_desc6, 0>, <#tbaa_type_desc, 7>}>
#tbaa_tag6 = #llvm.tbaa_tag<base_type = #tbaa_type_desc7, access_type = #tbaa_type_desc4, offset = 5>
#tbaa_tag7 = #llvm.tbaa_tag<base_type = #tbaa_type_desc7, access_type = #tbaa_type_desc1, offset = 1>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<32> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<8, function_dependent = false>, "dlti.legal_int_widths" = array<i32: 32>, "dlti.stack_alignment" = 64 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "armv7-unknown-linux-gnueabihf"} {
  llvm.mlir.global weak local_unnamed_addr @weak_value(3 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : i32
  llvm.mlir.global external local_unnamed_addr @cval() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.cplx", (struct<(f64, f64)>, vector<4xf32>)> {
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
  llvm.mlir.global external local_unnamed_addr constant @file_ops() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.ops", (ptr, ptr, ptr)> {
    %0 = llvm.mlir.addressof @my_close : !llvm.ptr
    %1 = llvm.mlir.addressof @my_read : !llvm.ptr
    %2 = llvm.mlir.addressof @my_open : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<"struct.ops", (ptr, ptr, ptr)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<"struct.ops", (ptr, ptr, ptr)> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<"struct.ops", (ptr, ptr, ptr)> 
    %6 = llvm.insertvalue %0, %5[2] : !llvm.struct<"struct.ops", (ptr, ptr, ptr)> 
    llvm.return %6 : !llvm.struct<"struct.ops", (ptr, ptr, ptr)>
  }
  llvm.mlir.global external @atomic_total(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : i32
  llvm.mlir.global external thread_local local_unnamed_addr @tls_counter(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : i32
  llvm.mlir.global external local_unnamed_addr @blocks() {addr_space = 0 : i32, alignment = 32 : i64, dso_local} : !llvm.array<2 x struct<"struct.block", (struct<"struct.header", packed (i8, i32, i16)>, array<40 x i8>, array<17 x i8>)>> {
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
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<error, "min_enum_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>]
  llvm.func local_unnamed_addr @sum_ints(%arg0: i32 {llvm.noundef}, ...) -> i32 attributes {dso_local, no_unwind, passthrough = ["nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic"]], target_cpu = "generic", target_features = #llvm.target_features<["+armv7-a", "+dsp", "+fp64", "+read-tp-tpidruro", "+vfp2", "+vfp2sp", "+vfp3d16", "+vfp3d16sp", "-aes", "-d32", "-fp-armv8", "-fp-armv8d16", "-fp-armv8d16sp", "-fp-armv8sp", "-fp16", "-fp16fml", "-fullfp16", "-neon", "-sha2", "-thumb-mode", "-vfp3", "-vfp3sp", "-vfp4", "-vfp4d16", "-vfp4d16sp", "-vfp4sp"]>} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(4 : i32) : i32
    %3 = llvm.alloca %0 x !llvm.struct<"struct.__va_list", (ptr)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.intr.lifetime.start %3 : !llvm.ptr
    llvm.intr.vastart %3 : !llvm.ptr
    %4 = llvm.icmp "sgt" %arg0, %1 : i32
    llvm.cond_br %4, ^bb1, ^bb2(%1 : i32)
  ^bb1:  // pred: ^bb0
    %5 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb3(%1, %1, %5 : i32, i32, !llvm.ptr)
  ^bb2(%6: i32):  // 2 preds: ^bb0, ^bb3
    llvm.intr.vaend %3 : !llvm.ptr
    llvm.intr.lifetime.end %3 : !llvm.ptr
    llvm.return %6 : i32
  ^bb3(%7: i32, %8: i32, %9: !llvm.ptr):  // 2 preds: ^bb1, ^bb3
    %10 = llvm.getelementptr inbounds|nuw %9[%2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    llvm.store %10, %3 {alignment = 4 : i64} : !llvm.ptr, !llvm.ptr
    %11 = llvm.load %9 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %12 = llvm.add %11, %8 overflow<nsw> : i32
    %13 = llvm.add %7, %0 overflow<nsw, nuw> : i32
    %14 = llvm.icmp "eq" %13, %arg0 : i32
    llvm.cond_br %14, ^bb2(%12 : i32), ^bb3(%13, %12, %10 : i32, i32, !llvm.ptr) {loop_annotation = #loop_annotation}
  }
  llvm.func internal @my_open(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> (i32 {llvm.range = #llvm.constant_range<i32, 0, 256>}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic"]], target_cpu = "generic", target_features = #llvm.target_features<["+armv7-a", "+dsp", "+fp64", "+read-tp-tpidruro", "+vfp2", "+vfp2sp", "+vfp3d16", "+vfp3d16sp", "-aes", "-d32", "-fp-armv8", "-fp-armv8d16", "-fp-armv8d16sp", "-fp-armv8sp", "-fp16", "-fp16fml", "-fullfp16", "-neon", "-sha2", "-thumb-mode", "-vfp3", "-vfp3sp", "-vfp4", "-vfp4d16", "-vfp4d16sp", "-vfp4sp"]>, will_return} {
    %0 = llvm.load %arg0 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i8
    %1 = llvm.zext %0 : i8 to i32
    llvm.return %1 : i32
  }
  llvm.func internal @my_read(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.writeonly}, %arg2: i32 {llvm.noundef, llvm.returned}) -> (i32 {llvm.noundef}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = write, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic"]], target_cpu = "generic", target_features = #llvm.target_features<["+armv7-a", "+dsp", "+fp64", "+read-tp-tpidruro", "+vfp2", "+vfp2sp", "+vfp3d16", "+vfp3d16sp", "-aes", "-d32", "-fp-armv8", "-fp-armv8d16", "-fp-armv8d16sp", "-fp-armv8sp", "-fp16", "-fp16fml", "-fullfp16", "-neon", "-sha2", "-thumb-mode", "-vfp3", "-vfp3sp", "-vfp4", "-vfp4d16", "-vfp4d16sp", "-vfp4sp"]>, will_return} {
    %0 = llvm.trunc %arg0 : i32 to i8
    llvm.store %0, %arg1 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : i8, !llvm.ptr
    llvm.return %arg2 : i32
  }
  llvm.func internal @my_close(%arg0: i32 {llvm.noundef}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = readwrite, argMem = none, inaccessibleMem = none, errnoMem = readwrite, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic"]], target_cpu = "generic", target_features = #llvm.target_features<["+armv7-a", "+dsp", "+fp64", "+read-tp-tpidruro", "+vfp2", "+vfp2sp", "+vfp3d16", "+vfp3d16sp", "-aes", "-d32", "-fp-armv8", "-fp-armv8d16", "-fp-armv8d16sp", "-fp-armv8sp", "-fp16", "-fp16fml", "-fullfp16", "-neon", "-sha2", "-thumb-mode", "-vfp3", "-vfp3sp", "-vfp4", "-vfp4d16", "-vfp4d16sp", "-vfp4sp"]>, will_return} {
    %0 = llvm.mlir.addressof @tls_counter : !llvm.ptr
    %1 = "llvm.intr.threadlocal.address"(%0) : (!llvm.ptr) -> !llvm.ptr
    %2 = llvm.load %1 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %3 = llvm.add %2, %arg0 overflow<nsw> : i32
    llvm.store %3, %1 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : i32, !llvm.ptr
    llvm.return
  }
  llvm.func local_unnamed_addr @use_ops(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr {llvm.noundef}, %arg2: !llvm.ptr {llvm.noundef}) -> i32 attributes {dso_local, no_unwind, passthrough = ["no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic"]], target_cpu = "generic", target_features = #llvm.target_features<["+armv7-a", "+dsp", "+fp64", "+read-tp-tpidruro", "+vfp2", "+vfp2sp", "+vfp3d16", "+vfp3d16sp", "-aes", "-d32", "-fp-armv8", "-fp-armv8d16", "-fp-armv8d16sp", "-fp-armv8sp", "-fp16", "-fp16fml", "-fullfp16", "-neon", "-sha2", "-thumb-mode", "-vfp3", "-vfp3sp", "-vfp4", "-vfp4d16", "-vfp4d16sp", "-vfp4sp"]>} {
    %0 = llvm.mlir.constant(4 : i32) : i32
    %1 = llvm.mlir.constant(8 : i32) : i32
    %2 = llvm.mlir.addressof @atomic_total : !llvm.ptr
    %3 = llvm.mlir.addressof @weak_value : !llvm.ptr
    %4 = llvm.load %arg0 {alignment = 4 : i64, tbaa = [#tbaa_tag3]} : !llvm.ptr -> !llvm.ptr
    %5 = llvm.call tail %4(%arg1) {no_unwind} : !llvm.ptr, (!llvm.ptr {llvm.noundef}) -> i32
    %6 = llvm.getelementptr inbounds|nuw %arg0[%0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %7 = llvm.load %6 {alignment = 4 : i64, tbaa = [#tbaa_tag4]} : !llvm.ptr -> !llvm.ptr
    %8 = llvm.call tail %7(%5, %arg2, %1) {no_unwind} : !llvm.ptr, (i32 {llvm.noundef}, !llvm.ptr {llvm.noundef}, i32 {llvm.noundef}) -> i32
    %9 = llvm.getelementptr inbounds|nuw %arg0[%1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %10 = llvm.load %9 {alignment = 4 : i64, tbaa = [#tbaa_tag5]} : !llvm.ptr -> !llvm.ptr
    llvm.call tail %10(%5) {no_unwind} : !llvm.ptr, (i32 {llvm.noundef}) -> ()
    %11 = llvm.atomicrmw add %2, %8 seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
    %12 = llvm.load %3 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %13 = llvm.add %12, %8 overflow<nsw> : i32
    llvm.return %13 : i32
  }
  llvm.func local_unnamed_addr @classify(%arg0: i32 {llvm.noundef}) -> (i32 {llvm.range = #llvm.constant_range<i32, -1, 66>}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic"]], target_cpu = "generic", target_features = #llvm.target_features<["+armv7-a", "+dsp", "+fp64", "+read-tp-tpidruro", "+vfp2", "+vfp2sp", "+vfp3d16", "+vfp3d16sp", "-aes", "-d32", "-fp-armv8", "-fp-armv8d16", "-fp-armv8d16sp", "-fp-armv8sp", "-fp16", "-fp16fml", "-fullfp16", "-neon", "-sha2", "-thumb-mode", "-vfp3", "-vfp3sp", "-vfp4", "-vfp4d16", "-vfp4d16sp", "-vfp4sp"]>, will_return} {
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
  llvm.func local_unnamed_addr @scale(%arg0: vector<4xf32> {llvm.noundef}, %arg1: f32 {llvm.noundef}) -> (vector<4xf32> {llvm.noundef}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic"]], target_cpu = "generic", target_features = #llvm.target_features<["+armv7-a", "+dsp", "+fp64", "+read-tp-tpidruro", "+vfp2", "+vfp2sp", "+vfp3d16", "+vfp3d16sp", "-aes", "-d32", "-fp-armv8", "-fp-armv8d16", "-fp-armv8d16sp", "-fp-armv8sp", "-fp16", "-fp16fml", "-fullfp16", "-neon", "-sha2", "-thumb-mode", "-vfp3", "-vfp3sp", "-vfp4", "-vfp4d16", "-vfp4d16sp", "-vfp4sp"]>, will_return} {
    %0 = llvm.mlir.poison : vector<4xf32>
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.insertelement %arg1, %0[%1 : i64] : vector<4xf32>
    %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<4xf32> 
    %4 = llvm.fmul %arg0, %3 : vector<4xf32>
    llvm.return %4 : vector<4xf32>
  }
  llvm.func local_unnamed_addr @cnorm(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> f64 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic"]], target_cpu = "generic", target_features = #llvm.target_features<["+armv7-a", "+dsp", "+fp64", "+read-tp-tpidruro", "+vfp2", "+vfp2sp", "+vfp3d16", "+vfp3d16sp", "-aes", "-d32", "-fp-armv8", "-fp-armv8d16", "-fp-armv8d16sp", "-fp-armv8sp", "-fp16", "-fp16fml", "-fullfp16", "-neon", "-sha2", "-thumb-mode", "-vfp3", "-vfp3sp", "-vfp4", "-vfp4d16", "-vfp4d16sp", "-vfp4sp"]>, will_return} {
    %0 = llvm.mlir.constant(8 : i32) : i32
    %1 = llvm.mlir.constant(16 : i32) : i32
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.load %arg0 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %4 = llvm.getelementptr inbounds|nuw %arg0[%0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %5 = llvm.load %4 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %6 = llvm.fmul %5, %5 : f64
    %7 = llvm.intr.fmuladd(%3, %3, %6) : (f64, f64, f64) -> f64
    %8 = llvm.getelementptr inbounds|nuw %arg0[%1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %9 = llvm.load %8 {alignment = 8 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> vector<4xf32>
    %10 = llvm.extractelement %9[%2 : i64] : vector<4xf32>
    %11 = llvm.fpext %10 : f32 to f64
    %12 = llvm.fadd %7, %11 : f64
    llvm.return %12 : f64
  }
  llvm.func local_unnamed_addr @crc_of(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> i32 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "generic"]], target_cpu = "generic", target_features = #llvm.target_features<["+armv7-a", "+dsp", "+fp64", "+read-tp-tpidruro", "+vfp2", "+vfp2sp", "+vfp3d16", "+vfp3d16sp", "-aes", "-d32", "-fp-armv8", "-fp-armv8d16", "-fp-armv8d16sp", "-fp-armv8sp", "-fp16", "-fp16fml", "-fullfp16", "-neon", "-sha2", "-thumb-mode", "-vfp3", "-vfp3sp", "-vfp4", "-vfp4d16", "-vfp4d16sp", "-vfp4sp"]>, will_return} {
    %0 = llvm.mlir.constant(5 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.getelementptr inbounds|nuw %arg0[%0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %3 = llvm.load %2 {alignment = 1 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> i16
    %4 = llvm.zext %3 : i16 to i32
    %5 = llvm.getelementptr inbounds|nuw %arg0[%1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %6 = llvm.load %5 {alignment = 1 : i64, tbaa = [#tbaa_tag7]} : !llvm.ptr -> i32
    %7 = llvm.add %6, %4 : i32
    llvm.return %7 : i32
  }
  func.func @__dlti_queries() {
    %q0 = "test.data_layout_query"() : () -> !llvm.struct<"struct.cplx", (struct<(f64, f64)>, vector<4xf32>)>
    %q1 = "test.data_layout_query"() : () -> !llvm.struct<"struct.ops", (ptr, ptr, ptr)>
    %q2 = "test.data_layout_query"() : () -> !llvm.struct<"struct.block", (struct<"struct.header", packed (i8, i32, i16)>, array<40 x i8>, array<17 x i8>)>
    %q3 = "test.data_layout_query"() : () -> !llvm.struct<"struct.header", packed (i8, i32, i16)>
    %q4 = "test.data_layout_query"() : () -> !llvm.struct<"struct.__va_list", (ptr)>
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
