module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, index = 64 : i64, "dlti.endianness" = "little", "dlti.stack_alignment" = 128 : i64>} {
  func.func @matmul(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>) {
    %0 = builtin.unrealized_conversion_cast %arg1 : memref<8x16xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = builtin.unrealized_conversion_cast %arg2 : memref<4x16xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3 = llvm.mlir.constant(8 : index) : i64
    %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %5 = llvm.mlir.constant(0 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = llvm.mlir.constant(4 : index) : i64
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.mlir.constant(16 : index) : i64
    cf.br ^bb1(%6 : index)
  ^bb1(%10: index):  // 2 preds: ^bb0, ^bb5
    %11 = builtin.unrealized_conversion_cast %10 : index to i64
    %12 = builtin.unrealized_conversion_cast %10 : index to i64
    %13 = llvm.icmp "slt" %11, %7 : i64
    cf.cond_br %13, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%6 : index)
  ^bb3(%14: index):  // 2 preds: ^bb2, ^bb4
    %15 = builtin.unrealized_conversion_cast %14 : index to i64
    %16 = builtin.unrealized_conversion_cast %14 : index to i64
    %17 = llvm.icmp "slt" %15, %9 : i64
    cf.cond_br %17, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %18 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.mlir.constant(16 : index) : i64
    %20 = llvm.mul %12, %19 overflow<nsw, nuw> : i64
    %21 = llvm.add %20, %16 overflow<nsw, nuw> : i64
    %22 = llvm.getelementptr inbounds|nuw %18[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4, %22 : f32, !llvm.ptr
    %23 = llvm.add %15, %8 : i64
    %24 = builtin.unrealized_conversion_cast %23 : i64 to index
    cf.br ^bb3(%24 : index)
  ^bb5:  // pred: ^bb3
    %25 = llvm.add %11, %8 : i64
    %26 = builtin.unrealized_conversion_cast %25 : i64 to index
    cf.br ^bb1(%26 : index)
  ^bb6:  // pred: ^bb1
    cf.br ^bb7(%6 : index)
  ^bb7(%27: index):  // 2 preds: ^bb6, ^bb14
    %28 = builtin.unrealized_conversion_cast %27 : index to i64
    %29 = builtin.unrealized_conversion_cast %27 : index to i64
    %30 = llvm.icmp "slt" %28, %7 : i64
    cf.cond_br %30, ^bb8, ^bb15
  ^bb8:  // pred: ^bb7
    cf.br ^bb9(%6 : index)
  ^bb9(%31: index):  // 2 preds: ^bb8, ^bb13
    %32 = builtin.unrealized_conversion_cast %31 : index to i64
    %33 = builtin.unrealized_conversion_cast %31 : index to i64
    %34 = llvm.icmp "slt" %32, %9 : i64
    cf.cond_br %34, ^bb10, ^bb14
  ^bb10:  // pred: ^bb9
    cf.br ^bb11(%6 : index)
  ^bb11(%35: index):  // 2 preds: ^bb10, ^bb12
    %36 = builtin.unrealized_conversion_cast %35 : index to i64
    %37 = builtin.unrealized_conversion_cast %35 : index to i64
    %38 = llvm.icmp "slt" %36, %3 : i64
    cf.cond_br %38, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %39 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.mlir.constant(8 : index) : i64
    %41 = llvm.mul %29, %40 overflow<nsw, nuw> : i64
    %42 = llvm.add %41, %37 overflow<nsw, nuw> : i64
    %43 = llvm.getelementptr inbounds|nuw %39[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %44 = llvm.load %43 : !llvm.ptr -> f32
    %45 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.mlir.constant(16 : index) : i64
    %47 = llvm.mul %37, %46 overflow<nsw, nuw> : i64
    %48 = llvm.add %47, %33 overflow<nsw, nuw> : i64
    %49 = llvm.getelementptr inbounds|nuw %45[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %50 = llvm.load %49 : !llvm.ptr -> f32
    %51 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.mlir.constant(16 : index) : i64
    %53 = llvm.mul %29, %52 overflow<nsw, nuw> : i64
    %54 = llvm.add %53, %33 overflow<nsw, nuw> : i64
    %55 = llvm.getelementptr inbounds|nuw %51[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %56 = llvm.load %55 : !llvm.ptr -> f32
    %57 = llvm.fmul %44, %50 : f32
    %58 = llvm.fadd %56, %57 : f32
    %59 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.mlir.constant(16 : index) : i64
    %61 = llvm.mul %29, %60 overflow<nsw, nuw> : i64
    %62 = llvm.add %61, %33 overflow<nsw, nuw> : i64
    %63 = llvm.getelementptr inbounds|nuw %59[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %58, %63 : f32, !llvm.ptr
    %64 = llvm.add %36, %8 : i64
    %65 = builtin.unrealized_conversion_cast %64 : i64 to index
    cf.br ^bb11(%65 : index)
  ^bb13:  // pred: ^bb11
    %66 = llvm.add %32, %8 : i64
    %67 = builtin.unrealized_conversion_cast %66 : i64 to index
    cf.br ^bb9(%67 : index)
  ^bb14:  // pred: ^bb9
    %68 = llvm.add %28, %8 : i64
    %69 = builtin.unrealized_conversion_cast %68 : i64 to index
    cf.br ^bb7(%69 : index)
  ^bb15:  // pred: ^bb7
    return
  }
  func.func @strided(%arg0: memref<?x?xf64, strided<[?, 1], offset: ?>>, %arg1: f64) {
    %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf64, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = builtin.unrealized_conversion_cast %6 : i64 to index
    cf.br ^bb1(%3 : index)
  ^bb1(%8: index):  // 2 preds: ^bb0, ^bb5
    %9 = builtin.unrealized_conversion_cast %8 : index to i64
    %10 = builtin.unrealized_conversion_cast %8 : index to i64
    %11 = llvm.icmp "slt" %9, %4 : i64
    cf.cond_br %11, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%3 : index)
  ^bb3(%12: index):  // 2 preds: ^bb2, ^bb4
    %13 = builtin.unrealized_conversion_cast %12 : index to i64
    %14 = builtin.unrealized_conversion_cast %12 : index to i64
    %15 = llvm.icmp "slt" %13, %6 : i64
    cf.cond_br %15, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %16 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.getelementptr %16[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %19 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.mul %10, %19 overflow<nsw, nuw> : i64
    %21 = llvm.add %20, %14 overflow<nsw, nuw> : i64
    %22 = llvm.getelementptr inbounds|nuw %18[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %23 = llvm.load %22 : !llvm.ptr -> f64
    %24 = llvm.fmul %23, %arg1 : f64
    %25 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.getelementptr %25[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %28 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.mul %10, %28 overflow<nsw, nuw> : i64
    %30 = llvm.add %29, %14 overflow<nsw, nuw> : i64
    %31 = llvm.getelementptr inbounds|nuw %27[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %24, %31 : f64, !llvm.ptr
    %32 = llvm.add %13, %1 : i64
    %33 = builtin.unrealized_conversion_cast %32 : i64 to index
    cf.br ^bb3(%33 : index)
  ^bb5:  // pred: ^bb3
    %34 = llvm.add %9, %1 : i64
    %35 = builtin.unrealized_conversion_cast %34 : i64 to index
    cf.br ^bb1(%35 : index)
  ^bb6:  // pred: ^bb1
    return
  }
  func.func @__dlti_queries() {
    %q0 = "test.data_layout_query"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %q1 = "test.data_layout_query"() : () -> i1
    %q2 = "test.data_layout_query"() : () -> i8
    %q3 = "test.data_layout_query"() : () -> i16
    %q4 = "test.data_layout_query"() : () -> i32
    %q5 = "test.data_layout_query"() : () -> i64
    %q6 = "test.data_layout_query"() : () -> i128
    %q7 = "test.data_layout_query"() : () -> f16
    %q8 = "test.data_layout_query"() : () -> f32
    %q9 = "test.data_layout_query"() : () -> f64
    %q10 = "test.data_layout_query"() : () -> f80
    %q11 = "test.data_layout_query"() : () -> f128
    %q12 = "test.data_layout_query"() : () -> index
    %q13 = "test.data_layout_query"() : () -> !llvm.ptr
    %q14 = "test.data_layout_query"() : () -> vector<4xf32>
    %q15 = "test.data_layout_query"() : () -> !llvm.array<3 x i24>
    return
  }
}
