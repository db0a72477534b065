#loop_annotation = #llvm.loop_annotation<mustProgress = true>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "any pointer", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "p1 omnipotent char", members = {<#tbaa_type_desc1, 0>}>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc2, access_type = #tbaa_type_desc2, offset = 0>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>]
  llvm.func local_unnamed_addr @dup(%arg0: i64 {llvm.noundef}, %arg1: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg2: i64 {llvm.noundef}) -> (!llvm.ptr {llvm.noalias, llvm.nonnull}) attributes {dso_local, no_inline, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.add %arg2, %arg0 : i64
    %1 = llvm.call fastcc tail @xmalloc(%0) : (i64 {llvm.noundef}) -> !llvm.ptr
    "llvm.intr.memcpy"(%1, %arg1, %arg2) <{arg_attrs = [{llvm.align = 1 : i64, llvm.nonnull}, {llvm.align = 1 : i64}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return %1 : !llvm.ptr
  }
  llvm.func internal unnamed_addr fastcc @xmalloc(%arg0: i64 {llvm.noundef}) -> (!llvm.ptr {llvm.noalias, llvm.nonnull}) attributes {dso_local, no_inline, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.call tail @malloc(%arg0) : (i64 {llvm.noundef}) -> (!llvm.ptr {llvm.noalias})
    %2 = llvm.icmp "eq" %1, %0 : !llvm.ptr
    llvm.cond_br %2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.intr.trap
    llvm.unreachable
  ^bb2:  // pred: ^bb0
    llvm.return %1 : !llvm.ptr
  }
  llvm.func local_unnamed_addr @lz(%arg0: i32 {llvm.noundef}, %arg1: i32 {llvm.noundef}) -> i32 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_inline, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = true}> : (i32) -> i32
    %1 = llvm.add %0, %arg0 overflow<nsw> : i32
    llvm.return %1 : i32
  }
  llvm.func local_unnamed_addr @grow(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.writeonly}, %arg1: i64 {llvm.noundef}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = write, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_inline, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(0 : i8) : i8
    "llvm.intr.memset"(%arg0, %0, %arg1) <{arg_attrs = [{llvm.align = 1 : i64}, {}, {}], isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    llvm.return
  }
  llvm.func local_unnamed_addr @use(%arg0: !llvm.ptr {llvm.nocapture, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: i64 {llvm.noundef}) -> i32 attributes {dso_local, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], personality = @__gcc_personality_v0, target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.zero : !llvm.ptr
    %2 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.intr.lifetime.start %2 : !llvm.ptr
    %3 = llvm.call fastcc tail @copy(%arg0) : (!llvm.ptr {llvm.noundef}) -> (!llvm.ptr {llvm.nonnull})
    llvm.store %3, %2 {alignment = 8 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr, !llvm.ptr
    llvm.invoke @work(%3, %arg1) to ^bb1 unwind ^bb2 : (!llvm.ptr {llvm.nonnull, llvm.noundef}, i64 {llvm.noundef}) -> ()
  ^bb1:  // pred: ^bb0
    llvm.call tail @grow(%3, %arg1) {memory_effects = #llvm.memory_effects<other = none, argMem = write, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr {llvm.nonnull, llvm.noundef}, i64 {llvm.noundef}) -> ()
    %4 = llvm.trunc %arg1 : i64 to i32
    %5 = llvm.call tail @lz(%0, %4) {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32 {llvm.noundef}, i32 {llvm.noundef}) -> i32
    llvm.call @release(%2) : (!llvm.ptr {llvm.nonnull, llvm.noundef}) -> ()
    llvm.intr.lifetime.end %2 : !llvm.ptr
    llvm.return %5 : i32
  ^bb2:  // pred: ^bb0
    %6 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.invoke @release(%2) to ^bb3 unwind ^bb4 : (!llvm.ptr {llvm.nonnull, llvm.noundef}) -> ()
  ^bb3:  // pred: ^bb2
    llvm.intr.lifetime.end %2 : !llvm.ptr
    llvm.resume %6 : !llvm.struct<(ptr, i32)>
  ^bb4:  // pred: ^bb2
    %7 = llvm.landingpad (catch %1 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
    llvm.call @abort() {no_unwind} : () -> ()
    llvm.unreachable
  }
  llvm.func internal unnamed_addr fastcc @copy(%arg0: !llvm.ptr {llvm.nocapture, llvm.nonnull, llvm.noundef, llvm.readonly}) -> (!llvm.ptr {llvm.noalias, llvm.nonnull}) attributes {dso_local, no_inline, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.call fastcc tail @len(%arg0) {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (!llvm.ptr {llvm.noundef}) -> i64
    %3 = llvm.add %2, %0 : i64
    %4 = llvm.call tail @dup(%1, %arg0, %3) : (i64 {llvm.noundef}, !llvm.ptr {llvm.nonnull, llvm.noundef}, i64 {llvm.noundef}) -> !llvm.ptr
    llvm.return %4 : !llvm.ptr
  }
  llvm.func local_unnamed_addr @release(!llvm.ptr {llvm.noundef}) attributes {passthrough = ["no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"}
  llvm.func local_unnamed_addr @work(!llvm.ptr {llvm.noundef}, i64 {llvm.noundef}) attributes {passthrough = ["no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"}
  llvm.func @__gcc_personality_v0(...) -> i32
  llvm.func local_unnamed_addr @abort() attributes {no_unwind, passthrough = ["cold", "nofree", "noreturn"]}
  llvm.func local_unnamed_addr @done(%arg0: !llvm.ptr {llvm.noundef}) attributes {dso_local, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    llvm.call tail @free(%arg0) : (!llvm.ptr {llvm.noundef}) -> ()
    llvm.return
  }
  llvm.func local_unnamed_addr @free(!llvm.ptr {llvm.noundef}) attributes {passthrough = ["no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"}
  llvm.func local_unnamed_addr @malloc(i64 {llvm.noundef}) -> (!llvm.ptr {llvm.noalias}) attributes {passthrough = ["no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"}
  llvm.func internal unnamed_addr fastcc @len(%arg0: !llvm.ptr {llvm.nocapture, llvm.nonnull, llvm.noundef, llvm.readonly}) -> i64 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_inline, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^bb1(%0 : i64)
  ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb1
    %4 = llvm.getelementptr inbounds|nuw %arg0[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %5 = llvm.load %4 {alignment = 1 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i8
    %6 = llvm.icmp "eq" %5, %1 : i8
    %7 = llvm.add %3, %2 : i64
    llvm.cond_br %6, ^bb2, ^bb1(%7 : i64) {loop_annotation = #loop_annotation}
  ^bb2:  // pred: ^bb1
    llvm.return %3 : i64
  }
}
