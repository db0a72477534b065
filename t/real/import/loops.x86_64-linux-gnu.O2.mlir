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
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global external local_unnamed_addr @world() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<16 x struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %2 = llvm.mlir.zero : !llvm.struct<"struct.vec3", (f32, f32, f32)>
    %3 = llvm.mlir.zero : !llvm.struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>
    %4 = llvm.mlir.zero : !llvm.array<16 x struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>>
    llvm.return %4 : !llvm.array<16 x struct<"struct.particle", (struct<"struct.vec3", (f32, f32, f32)>, struct<"struct.vec3", (f32, f32, f32)>, f32, i32)>>
  }
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>]
  llvm.func local_unnamed_addr @saxpy(%arg0: i64 {llvm.noundef}, %arg1: f32 {llvm.noundef}, %arg2: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.noundef, llvm.readonly}, %arg3: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.noundef}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i64) : i64
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
    %27 = llvm.getelementptr inbounds|nuw %arg2[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %28 = llvm.load %27 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %29 = llvm.getelementptr inbounds|nuw %arg3[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %30 = llvm.load %29 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
    %31 = llvm.intr.fmuladd(%arg1, %28, %30) : (f32, f32, f32) -> f32
    llvm.store %31, %29 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : f32, !llvm.ptr
    %32 = llvm.add %26, %5 overflow<nuw> : i64
    %33 = llvm.icmp "eq" %32, %arg0 : i64
    llvm.cond_br %33, ^bb6, ^bb7(%32 : i64) {loop_annotation = #loop_annotation}
  }
  llvm.func local_unnamed_addr @sum8(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> i32 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.load %arg0 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<8xi32>
    %1 = "llvm.intr.vector.reduce.add"(%0) : (vector<8xi32>) -> i32
    llvm.return %1 : i32
  }
  llvm.func local_unnamed_addr @sum_n(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: i32 {llvm.noundef}) -> i32 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
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
    %96 = llvm.getelementptr inbounds|nuw %arg0[%93] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %97 = llvm.load %96 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %98 = llvm.add %97, %94 overflow<nsw> : i32
    %99 = llvm.add %93, %6 overflow<nsw, nuw> : i64
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
    %110 = llvm.getelementptr inbounds|nuw %arg0[%108] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %111 = llvm.load %110 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %112 = llvm.add %111, %109 overflow<nsw> : i32
    %113 = llvm.getelementptr inbounds|nuw %arg0[%108] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %114 = llvm.getelementptr inbounds|nuw %113[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %115 = llvm.load %114 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %116 = llvm.add %115, %112 overflow<nsw> : i32
    %117 = llvm.getelementptr inbounds|nuw %arg0[%108] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %118 = llvm.getelementptr inbounds|nuw %117[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %119 = llvm.load %118 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %120 = llvm.add %119, %116 overflow<nsw> : i32
    %121 = llvm.getelementptr inbounds|nuw %arg0[%108] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %122 = llvm.getelementptr inbounds|nuw %121[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %123 = llvm.load %122 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> i32
    %124 = llvm.add %123, %120 overflow<nsw> : i32
    %125 = llvm.add %108, %17 overflow<nsw, nuw> : i64
    %126 = llvm.icmp "eq" %125, %23 : i64
    llvm.cond_br %126, ^bb12(%124 : i32), ^bb13(%125, %124 : i64, i32) {loop_annotation = #loop_annotation1}
  }
  llvm.func local_unnamed_addr @step(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef}, %arg1: i32 {llvm.noundef}, %arg2: f32 {llvm.noundef}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
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
    %27 = llvm.icmp "eq" %26, %9 : i64
    llvm.cond_br %27, ^bb2, ^bb3(%26 : i64) {loop_annotation = #loop_annotation3}
  }
  llvm.func local_unnamed_addr @dot(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg2: i32 {llvm.noundef}) -> f64 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
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
    %18 = llvm.icmp "sgt" %arg2, %0 : i32
    llvm.cond_br %18, ^bb1, ^bb11(%1 : f64)
  ^bb1:  // pred: ^bb0
    %19 = llvm.zext nneg %arg2 : i32 to i64
    %20 = llvm.icmp "ult" %arg2, %2 : i32
    llvm.cond_br %20, ^bb8(%3, %1 : i64, f64), ^bb2
  ^bb2:  // pred: ^bb1
    %21 = llvm.and %19, %4 : i64
    %22 = llvm.add %19, %5 overflow<nsw> : i64
    %23 = llvm.lshr %22, %6 : i64
    %24 = llvm.add %23, %7 overflow<nsw, nuw> : i64
    %25 = llvm.and %24, %7 : i64
    %26 = llvm.icmp "eq" %23, %3 : i64
    llvm.cond_br %26, ^bb6(%3, %8, %9 : i64, vector<4xf64>, vector<4xf64>), ^bb3
  ^bb3:  // pred: ^bb2
    %27 = llvm.and %24, %10 : i64
    llvm.br ^bb4(%3, %8, %9, %3 : i64, vector<4xf64>, vector<4xf64>, i64)
  ^bb4(%28: i64, %29: vector<4xf64>, %30: vector<4xf64>, %31: i64):  // 2 preds: ^bb3, ^bb4
    %32 = llvm.getelementptr inbounds|nuw %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %33 = llvm.getelementptr inbounds|nuw %32[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %34 = llvm.load %32 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %35 = llvm.load %33 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %36 = llvm.getelementptr inbounds|nuw %arg1[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %37 = llvm.getelementptr inbounds|nuw %36[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %38 = llvm.load %36 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %39 = llvm.load %37 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %40 = llvm.intr.fmuladd(%34, %38, %29) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    %41 = llvm.intr.fmuladd(%35, %39, %30) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    %42 = llvm.or disjoint %28, %12 : i64
    %43 = llvm.getelementptr inbounds|nuw %arg0[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %44 = llvm.getelementptr inbounds|nuw %43[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %45 = llvm.load %43 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %46 = llvm.load %44 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %47 = llvm.getelementptr inbounds|nuw %arg1[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %48 = llvm.getelementptr inbounds|nuw %47[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %49 = llvm.load %47 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %50 = llvm.load %48 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %51 = llvm.intr.fmuladd(%45, %49, %40) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    %52 = llvm.intr.fmuladd(%46, %50, %41) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    %53 = llvm.add %28, %13 overflow<nuw> : i64
    %54 = llvm.add %31, %14 : i64
    %55 = llvm.icmp "eq" %54, %27 : i64
    llvm.cond_br %55, ^bb5, ^bb4(%53, %51, %52, %54 : i64, vector<4xf64>, vector<4xf64>, i64)
  ^bb5:  // pred: ^bb4
    %56 = llvm.icmp "eq" %25, %3 : i64
    llvm.cond_br %56, ^bb7(%51, %52 : vector<4xf64>, vector<4xf64>), ^bb6(%53, %51, %52 : i64, vector<4xf64>, vector<4xf64>)
  ^bb6(%57: i64, %58: vector<4xf64>, %59: vector<4xf64>):  // 2 preds: ^bb2, ^bb5
    %60 = llvm.icmp "ne" %25, %3 : i64
    llvm.intr.assume %60  : i1
    %61 = llvm.getelementptr inbounds|nuw %arg0[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %62 = llvm.getelementptr inbounds|nuw %61[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %63 = llvm.load %61 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %64 = llvm.load %62 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %65 = llvm.getelementptr inbounds|nuw %arg1[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %66 = llvm.getelementptr inbounds|nuw %65[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %67 = llvm.load %65 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %68 = llvm.load %66 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> vector<4xf64>
    %69 = llvm.intr.fmuladd(%63, %67, %58) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    %70 = llvm.intr.fmuladd(%64, %68, %59) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
    llvm.br ^bb7(%69, %70 : vector<4xf64>, vector<4xf64>)
  ^bb7(%71: vector<4xf64>, %72: vector<4xf64>):  // 2 preds: ^bb5, ^bb6
    %73 = llvm.fadd %72, %71 : vector<4xf64>
    %74 = "llvm.intr.vector.reduce.fadd"(%15, %73) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<4xf64>) -> f64
    %75 = llvm.icmp "eq" %21, %19 : i64
    llvm.cond_br %75, ^bb11(%74 : f64), ^bb8(%21, %74 : i64, f64)
  ^bb8(%76: i64, %77: f64):  // 2 preds: ^bb1, ^bb7
    %78 = llvm.and %19, %7 : i64
    %79 = llvm.icmp "eq" %78, %3 : i64
    llvm.cond_br %79, ^bb10(%16, %76, %77 : f64, i64, f64), ^bb9
  ^bb9:  // pred: ^bb8
    %80 = llvm.getelementptr inbounds|nuw %arg0[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %81 = llvm.load %80 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %82 = llvm.getelementptr inbounds|nuw %arg1[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %83 = llvm.load %82 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %84 = llvm.intr.fmuladd(%81, %83, %77) : (f64, f64, f64) -> f64
    %85 = llvm.or disjoint %76, %7 : i64
    llvm.br ^bb10(%84, %85, %84 : f64, i64, f64)
  ^bb10(%86: f64, %87: i64, %88: f64):  // 2 preds: ^bb8, ^bb9
    %89 = llvm.add %19, %17 overflow<nsw> : i64
    %90 = llvm.icmp "eq" %76, %89 : i64
    llvm.cond_br %90, ^bb11(%86 : f64), ^bb12(%87, %88 : i64, f64)
  ^bb11(%91: f64):  // 4 preds: ^bb0, ^bb7, ^bb10, ^bb12
    llvm.return %91 : f64
  ^bb12(%92: i64, %93: f64):  // 2 preds: ^bb10, ^bb12
    %94 = llvm.getelementptr inbounds|nuw %arg0[%92] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %95 = llvm.load %94 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %96 = llvm.getelementptr inbounds|nuw %arg1[%92] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %97 = llvm.load %96 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %98 = llvm.intr.fmuladd(%95, %97, %93) : (f64, f64, f64) -> f64
    %99 = llvm.add %92, %7 overflow<nsw, nuw> : i64
    %100 = llvm.getelementptr inbounds|nuw %arg0[%99] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %101 = llvm.load %100 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %102 = llvm.getelementptr inbounds|nuw %arg1[%99] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %103 = llvm.load %102 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %104 = llvm.intr.fmuladd(%101, %103, %98) : (f64, f64, f64) -> f64
    %105 = llvm.add %92, %14 overflow<nsw, nuw> : i64
    %106 = llvm.icmp "eq" %105, %19 : i64
    llvm.cond_br %106, ^bb11(%104 : f64), ^bb12(%105, %104 : i64, f64)
  }
  llvm.func local_unnamed_addr @masses() -> f32 attributes {dso_local, memory_effects = #llvm.memory_effects<other = read, argMem = none, inaccessibleMem = none, errnoMem = read, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
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
    %34 = llvm.load %2 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %35 = llvm.fadd %34, %3 : f32
    %36 = llvm.load %5 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %37 = llvm.fadd %35, %36 : f32
    %38 = llvm.load %7 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %39 = llvm.fadd %37, %38 : f32
    %40 = llvm.load %9 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %41 = llvm.fadd %39, %40 : f32
    %42 = llvm.load %11 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %43 = llvm.fadd %41, %42 : f32
    %44 = llvm.load %13 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %45 = llvm.fadd %43, %44 : f32
    %46 = llvm.load %15 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %47 = llvm.fadd %45, %46 : f32
    %48 = llvm.load %17 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %49 = llvm.fadd %47, %48 : f32
    %50 = llvm.load %19 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %51 = llvm.fadd %49, %50 : f32
    %52 = llvm.load %21 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %53 = llvm.fadd %51, %52 : f32
    %54 = llvm.load %23 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %55 = llvm.fadd %53, %54 : f32
    %56 = llvm.load %25 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %57 = llvm.fadd %55, %56 : f32
    %58 = llvm.load %27 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %59 = llvm.fadd %57, %58 : f32
    %60 = llvm.load %29 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %61 = llvm.fadd %59, %60 : f32
    %62 = llvm.load %31 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %63 = llvm.fadd %61, %62 : f32
    %64 = llvm.load %33 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> f32
    %65 = llvm.fadd %63, %64 : f32
    llvm.return %65 : f32
  }
}
