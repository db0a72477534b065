// dl_spec added by add-queries.pl (x86_64 Linux), not in the source file
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>} {
  llvm.mlir.global private constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
  func.func @sum(%arg0: memref<?xf32>, %arg1: index) -> f32 {
    %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    cf.br ^bb1(%3, %5 : index, f32)
  ^bb1(%6: index, %7: f32):  // 2 preds: ^bb0, ^bb6
    %8 = builtin.unrealized_conversion_cast %6 : index to i64
    %9 = builtin.unrealized_conversion_cast %6 : index to i64
    %10 = llvm.icmp "slt" %9, %1 : i64
    cf.cond_br %10, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.getelementptr inbounds|nuw %11[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %13 = llvm.load %12 : !llvm.ptr -> f32
    %14 = llvm.intr.exp(%13) : (f32) -> f32
    %15 = llvm.fcmp "ogt" %13, %5 : f32
    cf.cond_br %15, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    cf.br ^bb5(%14 : f32)
  ^bb4:  // pred: ^bb2
    %16 = llvm.intr.sqrt(%13) : (f32) -> f32
    cf.br ^bb5(%16 : f32)
  ^bb5(%17: f32):  // 2 preds: ^bb3, ^bb4
    cf.br ^bb6
  ^bb6:  // pred: ^bb5
    %18 = llvm.fadd %7, %17 : f32
    %19 = llvm.add %9, %4 : i64
    %20 = builtin.unrealized_conversion_cast %19 : i64 to index
    cf.br ^bb1(%20, %18 : index, f32)
  ^bb7:  // pred: ^bb1
    return %7 : f32
  }
  func.func @tiles(%arg0: memref<16x16xi32>) {
    %0 = builtin.unrealized_conversion_cast %arg0 : memref<16x16xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(4 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
    %6 = llvm.mlir.addressof @table : !llvm.ptr
    %7 = llvm.getelementptr %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
    %8 = llvm.mlir.constant(3735928559 : index) : i64
    %9 = llvm.inttoptr %8 : i64 to !llvm.ptr
    %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %7, %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %1, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %2, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.mlir.constant(4 : index) : i64
    %18 = llvm.mlir.constant(4 : index) : i64
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.mlir.constant(16 : index) : i64
    %21 = llvm.alloca %20 x i32 {alignment = 64 : i64} : (i64) -> !llvm.ptr
    %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.mlir.constant(0 : index) : i64
    %26 = llvm.insertvalue %25, %24[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %17, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %18, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %18, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %19, %29[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.mlir.constant(0 : index) : i64
    %32 = builtin.unrealized_conversion_cast %31 : i64 to index
    %33 = llvm.mlir.constant(16 : index) : i64
    %34 = llvm.mlir.constant(4 : index) : i64
    cf.br ^bb1(%32 : index)
  ^bb1(%35: index):  // 2 preds: ^bb0, ^bb5
    %36 = builtin.unrealized_conversion_cast %35 : index to i64
    %37 = builtin.unrealized_conversion_cast %35 : index to i64
    %38 = llvm.icmp "slt" %37, %33 : i64
    cf.cond_br %38, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %39 = llvm.mlir.constant(0 : index) : i64
    %40 = builtin.unrealized_conversion_cast %39 : i64 to index
    %41 = llvm.mlir.constant(16 : index) : i64
    %42 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb3(%40 : index)
  ^bb3(%43: index):  // 2 preds: ^bb2, ^bb4
    %44 = builtin.unrealized_conversion_cast %43 : index to i64
    %45 = builtin.unrealized_conversion_cast %43 : index to i64
    %46 = llvm.icmp "slt" %45, %41 : i64
    cf.cond_br %46, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %47 = llvm.mlir.constant(4 : index) : i64
    %48 = llvm.srem %45, %47 : i64
    %49 = llvm.mlir.constant(0 : index) : i64
    %50 = llvm.icmp "slt" %48, %49 : i64
    %51 = llvm.add %48, %47 : i64
    %52 = llvm.select %50, %51, %48 : i1, i64
    %53 = builtin.unrealized_conversion_cast %52 : i64 to index
    %54 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.getelementptr inbounds|nuw %54[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %56 = llvm.load %55 : !llvm.ptr -> i32
    %57 = llvm.trunc %37 : i64 to i32
    %58 = llvm.add %56, %57 : i32
    %59 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.mlir.constant(16 : index) : i64
    %61 = llvm.mul %36, %60 overflow<nsw, nuw> : i64
    %62 = llvm.add %61, %44 overflow<nsw, nuw> : i64
    %63 = llvm.getelementptr inbounds|nuw %59[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %58, %63 : i32, !llvm.ptr
    %64 = llvm.add %45, %42 : i64
    %65 = builtin.unrealized_conversion_cast %64 : i64 to index
    cf.br ^bb3(%65 : index)
  ^bb5:  // pred: ^bb3
    %66 = llvm.add %37, %34 : i64
    %67 = builtin.unrealized_conversion_cast %66 : i64 to index
    cf.br ^bb1(%67 : index)
  ^bb6:  // pred: ^bb1
    %68 = llvm.mlir.constant(0 : i32) : i32
    %69 = llvm.mlir.constant(0 : index) : i64
    %70 = builtin.unrealized_conversion_cast %69 : i64 to index
    %71 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %72 = llvm.mlir.constant(4 : index) : i64
    %73 = llvm.mul %69, %72 overflow<nsw, nuw> : i64
    %74 = llvm.add %73, %69 overflow<nsw, nuw> : i64
    %75 = llvm.getelementptr inbounds|nuw %71[%74] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %68, %75 : i32, !llvm.ptr
    return
  }
  func.func @__dlti_queries() {
    %q0 = "test.data_layout_query"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %q1 = "test.data_layout_query"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
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
