#loop_annotation = #llvm.loop_annotation<mustProgress = true>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global weak @weak_value(3 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : i32
  llvm.mlir.global external @cval() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.cplx", (struct<(f64, f64)>, vector<4xf32>)> {
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
  llvm.mlir.global external constant @file_ops() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.ops", (ptr, ptr, ptr)> {
    %0 = llvm.mlir.addressof @my_close : !llvm.ptr
    %1 = llvm.mlir.addressof @my_read : !llvm.ptr
    %2 = llvm.mlir.addressof @my_open : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<"struct.ops", (ptr, ptr, ptr)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<"struct.ops", (ptr, ptr, ptr)> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<"struct.ops", (ptr, ptr, ptr)> 
    %6 = llvm.insertvalue %0, %5[2] : !llvm.struct<"struct.ops", (ptr, ptr, ptr)> 
    llvm.return %6 : !llvm.struct<"struct.ops", (ptr, ptr, ptr)>
  }
  llvm.mlir.global external @atomic_total(0 : i64) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : i64
  llvm.mlir.global external thread_local @tls_counter(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : i32
  llvm.mlir.global external @blocks() {addr_space = 0 : i32, alignment = 32 : i64, dso_local} : !llvm.array<2 x struct<"struct.block", (struct<"struct.header", packed (i8, i32, i16)>, array<40 x i8>, array<17 x i8>)>> {
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
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<max, "frame-pointer", 2 : i32>]
  llvm.func @sum_ints(%arg0: i32 {llvm.noundef}, ...) -> i32 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(40 : i32) : i32
    %4 = llvm.mlir.constant(2 : i32) : i32
    %5 = llvm.mlir.constant(8 : i32) : i32
    %6 = llvm.mlir.constant(3 : i32) : i32
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %8 = llvm.alloca %0 x !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %9 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %10 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    %11 = llvm.getelementptr inbounds %8[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>>
    llvm.intr.vastart %11 : !llvm.ptr
    llvm.store %2, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %2, %10 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb6
    %12 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> i32
    %13 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %14 = llvm.icmp "slt" %12, %13 : i32
    llvm.cond_br %14, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    %15 = llvm.getelementptr inbounds %8[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>>
    %16 = llvm.getelementptr inbounds|nuw %15[%2, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %17 = llvm.load %16 {alignment = 16 : i64} : !llvm.ptr -> i32
    %18 = llvm.icmp "ule" %17, %3 : i32
    llvm.cond_br %18, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %19 = llvm.getelementptr inbounds|nuw %15[%2, 3] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %20 = llvm.load %19 {alignment = 16 : i64} : !llvm.ptr -> !llvm.ptr
    %21 = llvm.getelementptr %20[%17] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %22 = llvm.add %17, %5 : i32
    llvm.store %22, %16 {alignment = 16 : i64} : i32, !llvm.ptr
    llvm.br ^bb5(%21 : !llvm.ptr)
  ^bb4:  // pred: ^bb2
    %23 = llvm.getelementptr inbounds|nuw %15[%2, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>
    %24 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %25 = llvm.getelementptr %24[%5] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    llvm.store %25, %23 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.br ^bb5(%24 : !llvm.ptr)
  ^bb5(%26: !llvm.ptr):  // 2 preds: ^bb3, ^bb4
    %27 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> i32
    %28 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %29 = llvm.add %28, %27 overflow<nsw> : i32
    llvm.store %29, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %30 = llvm.load %10 {alignment = 4 : i64} : !llvm.ptr -> i32
    %31 = llvm.add %30, %0 overflow<nsw> : i32
    llvm.store %31, %10 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb7:  // pred: ^bb1
    %32 = llvm.getelementptr inbounds %8[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<1 x struct<"struct.__va_list_tag", (i32, i32, ptr, ptr)>>
    llvm.intr.vaend %32 : !llvm.ptr
    %33 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %33 : i32
  }
  llvm.func internal @my_open(%arg0: !llvm.ptr {llvm.noundef}) -> i32 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %2 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %3 = llvm.load %2 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %4 = llvm.getelementptr inbounds %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %5 = llvm.load %4 {alignment = 1 : i64} : !llvm.ptr -> i8
    %6 = llvm.sext %5 : i8 to i32
    llvm.return %6 : i32
  }
  llvm.func internal @my_read(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr {llvm.noundef}, %arg2: i64 {llvm.noundef}) -> i64 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %3 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %2 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store %arg1, %3 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %arg2, %4 {alignment = 8 : i64} : i64, !llvm.ptr
    %5 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
    %6 = llvm.trunc %5 : i32 to i8
    %7 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %8 = llvm.getelementptr inbounds %7[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %6, %8 {alignment = 1 : i64} : i8, !llvm.ptr
    %9 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.return %9 : i64
  }
  llvm.func internal @my_close(%arg0: i32 {llvm.noundef}) attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.addressof @tls_counter : !llvm.ptr
    %2 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %2 {alignment = 4 : i64} : i32, !llvm.ptr
    %3 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
    %4 = "llvm.intr.threadlocal.address"(%1) : (!llvm.ptr) -> !llvm.ptr
    %5 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> i32
    %6 = llvm.add %5, %3 overflow<nsw> : i32
    llvm.store %6, %4 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @use_ops(%arg0: !llvm.ptr {llvm.noundef}, %arg1: !llvm.ptr {llvm.noundef}, %arg2: !llvm.ptr {llvm.noundef}) -> i64 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(8 : i64) : i64
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.mlir.addressof @atomic_total : !llvm.ptr
    %5 = llvm.mlir.addressof @weak_value : !llvm.ptr
    %6 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %7 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %8 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %9 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %10 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %11 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %12 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %6 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %arg1, %7 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.store %arg2, %8 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %13 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %14 = llvm.getelementptr inbounds|nuw %13[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.ops", (ptr, ptr, ptr)>
    %15 = llvm.load %14 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %16 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %17 = llvm.call %15(%16) : !llvm.ptr, (!llvm.ptr {llvm.noundef}) -> i32
    llvm.store %17, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    %18 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %19 = llvm.getelementptr inbounds|nuw %18[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.ops", (ptr, ptr, ptr)>
    %20 = llvm.load %19 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %21 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    %22 = llvm.load %8 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %23 = llvm.call %20(%21, %22, %2) : !llvm.ptr, (i32 {llvm.noundef}, !llvm.ptr {llvm.noundef}, i64 {llvm.noundef}) -> i64
    llvm.store %23, %10 {alignment = 8 : i64} : i64, !llvm.ptr
    %24 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %25 = llvm.getelementptr inbounds|nuw %24[%1, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.ops", (ptr, ptr, ptr)>
    %26 = llvm.load %25 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %27 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.call %26(%27) : !llvm.ptr, (i32 {llvm.noundef}) -> ()
    %28 = llvm.load %10 {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %28, %11 {alignment = 8 : i64} : i64, !llvm.ptr
    %29 = llvm.load %11 {alignment = 8 : i64} : !llvm.ptr -> i64
    %30 = llvm.atomicrmw add %4, %29 seq_cst {alignment = 8 : i64} : !llvm.ptr, i64
    llvm.store %30, %12 {alignment = 8 : i64} : i64, !llvm.ptr
    %31 = llvm.load %12 {alignment = 8 : i64} : !llvm.ptr -> i64
    %32 = llvm.load %10 {alignment = 8 : i64} : !llvm.ptr -> i64
    %33 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    %34 = llvm.sext %33 : i32 to i64
    %35 = llvm.add %32, %34 overflow<nsw> : i64
    llvm.return %35 : i64
  }
  llvm.func @classify(%arg0: i32 {llvm.noundef}) -> i32 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(65 : i32) : i32
    %2 = llvm.mlir.constant(54 : i32) : i32
    %3 = llvm.mlir.constant(43 : i32) : i32
    %4 = llvm.mlir.constant(32 : i32) : i32
    %5 = llvm.mlir.constant(21 : i32) : i32
    %6 = llvm.mlir.constant(10 : i32) : i32
    %7 = llvm.mlir.constant(-1 : i32) : i32
    %8 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %9 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %9 {alignment = 4 : i64} : i32, !llvm.ptr
    %10 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.switch %10 : i32, ^bb7 [
      0: ^bb1,
      1: ^bb2,
      2: ^bb3,
      3: ^bb4,
      4: ^bb5,
      5: ^bb6
    ]
  ^bb1:  // pred: ^bb0
    llvm.store %6, %8 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb0
    llvm.store %5, %8 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb3:  // pred: ^bb0
    llvm.store %4, %8 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb4:  // pred: ^bb0
    llvm.store %3, %8 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb5:  // pred: ^bb0
    llvm.store %2, %8 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb6:  // pred: ^bb0
    llvm.store %1, %8 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb7:  // pred: ^bb0
    llvm.store %7, %8 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb8:  // 7 preds: ^bb1, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7
    %11 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %11 : i32
  }
  llvm.func @scale(%arg0: vector<4xf32> {llvm.noundef}, %arg1: f32 {llvm.noundef}) -> vector<4xf32> attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "128"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.poison : vector<4xf32>
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.alloca %0 x vector<4xf32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %3 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
    llvm.store %arg1, %4 {alignment = 4 : i64} : f32, !llvm.ptr
    %5 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %6 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> f32
    %7 = llvm.insertelement %6, %1[%2 : i64] : vector<4xf32>
    %8 = llvm.shufflevector %7, %1 [0, 0, 0, 0] : vector<4xf32> 
    %9 = llvm.fmul %5, %8 : vector<4xf32>
    llvm.return %9 : vector<4xf32>
  }
  llvm.func @cnorm(%arg0: !llvm.ptr {llvm.noundef}) -> f64 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %3 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %4 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds|nuw %4[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.cplx", (struct<(f64, f64)>, vector<4xf32>)>
    %6 = llvm.getelementptr inbounds|nuw %5[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %7 = llvm.load %6 {alignment = 16 : i64} : !llvm.ptr -> f64
    %8 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %9 = llvm.getelementptr inbounds|nuw %8[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.cplx", (struct<(f64, f64)>, vector<4xf32>)>
    %10 = llvm.getelementptr inbounds|nuw %9[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %11 = llvm.load %10 {alignment = 16 : i64} : !llvm.ptr -> f64
    %12 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %13 = llvm.getelementptr inbounds|nuw %12[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.cplx", (struct<(f64, f64)>, vector<4xf32>)>
    %14 = llvm.getelementptr inbounds|nuw %13[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %15 = llvm.load %14 {alignment = 8 : i64} : !llvm.ptr -> f64
    %16 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %17 = llvm.getelementptr inbounds|nuw %16[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.cplx", (struct<(f64, f64)>, vector<4xf32>)>
    %18 = llvm.getelementptr inbounds|nuw %17[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    %19 = llvm.load %18 {alignment = 8 : i64} : !llvm.ptr -> f64
    %20 = llvm.fmul %15, %19 : f64
    %21 = llvm.intr.fmuladd(%7, %11, %20) : (f64, f64, f64) -> f64
    %22 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %23 = llvm.getelementptr inbounds|nuw %22[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.cplx", (struct<(f64, f64)>, vector<4xf32>)>
    %24 = llvm.load %23 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
    %25 = llvm.extractelement %24[%2 : i32] : vector<4xf32>
    %26 = llvm.fpext %25 : f32 to f64
    %27 = llvm.fadd %21, %26 : f64
    llvm.return %27 : f64
  }
  llvm.func @crc_of(%arg0: !llvm.ptr {llvm.noundef}) -> i32 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = [["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.alloca %0 x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
    llvm.store %arg0, %3 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %4 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds|nuw %4[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.block", (struct<"struct.header", packed (i8, i32, i16)>, array<40 x i8>, array<17 x i8>)>
    %6 = llvm.getelementptr inbounds|nuw %5[%1, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.header", packed (i8, i32, i16)>
    %7 = llvm.load %6 {alignment = 1 : i64} : !llvm.ptr -> i16
    %8 = llvm.zext %7 : i16 to i32
    %9 = llvm.load %3 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %10 = llvm.getelementptr inbounds|nuw %9[%1, 0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.block", (struct<"struct.header", packed (i8, i32, i16)>, array<40 x i8>, array<17 x i8>)>
    %11 = llvm.getelementptr inbounds|nuw %10[%1, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"struct.header", packed (i8, i32, i16)>
    %12 = llvm.load %11 {alignment = 1 : i64} : !llvm.ptr -> i32
    %13 = llvm.add %8, %12 : i32
    llvm.return %13 : i32
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
