// dl_spec added by add-queries.pl (x86_64 Linux), not in the source file
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>} {
  llvm.mlir.global private constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
  llvm.func @sum(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f32 {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    llvm.br ^bb1(%6, %8 : i64, f32)
  ^bb1(%9: i64, %10: f32):  // 2 preds: ^bb0, ^bb6
    %11 = llvm.icmp "slt" %9, %arg5 : i64
    llvm.cond_br %11, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    %12 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.getelementptr inbounds|nuw %12[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %14 = llvm.load %13 : !llvm.ptr -> f32
    %15 = llvm.intr.exp(%14) : (f32) -> f32
    %16 = llvm.fcmp "ogt" %14, %8 : f32
    llvm.cond_br %16, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.br ^bb5(%15 : f32)
  ^bb4:  // pred: ^bb2
    %17 = llvm.intr.sqrt(%14) : (f32) -> f32
    llvm.br ^bb5(%17 : f32)
  ^bb5(%18: f32):  // 2 preds: ^bb3, ^bb4
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %19 = llvm.fadd %10, %18 : f32
    %20 = llvm.add %9, %7 : i64
    llvm.br ^bb1(%20, %19 : i64, f32)
  ^bb7:  // pred: ^bb1
    llvm.return %10 : f32
  }
  llvm.func @tiles(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.constant(4 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.zero : !llvm.ptr
    %11 = llvm.getelementptr %10[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %12 = llvm.ptrtoint %11 : !llvm.ptr to i64
    %13 = llvm.mlir.addressof @table : !llvm.ptr
    %14 = llvm.getelementptr %13[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
    %15 = llvm.mlir.constant(3735928559 : index) : i64
    %16 = llvm.inttoptr %15 : i64 to !llvm.ptr
    %17 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %14, %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.mlir.constant(0 : index) : i64
    %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.insertvalue %8, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.insertvalue %9, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.mlir.constant(4 : index) : i64
    %25 = llvm.mlir.constant(4 : index) : i64
    %26 = llvm.mlir.constant(1 : index) : i64
    %27 = llvm.mlir.constant(16 : index) : i64
    %28 = llvm.alloca %27 x i32 {alignment = 64 : i64} : (i64) -> !llvm.ptr
    %29 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %28, %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.mlir.constant(0 : index) : i64
    %33 = llvm.insertvalue %32, %31[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %24, %33[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.insertvalue %25, %34[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.insertvalue %25, %35[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %26, %36[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.mlir.constant(0 : index) : i64
    %39 = llvm.mlir.constant(16 : index) : i64
    %40 = llvm.mlir.constant(4 : index) : i64
    llvm.br ^bb1(%38 : i64)
  ^bb1(%41: i64):  // 2 preds: ^bb0, ^bb5
    %42 = llvm.icmp "slt" %41, %39 : i64
    llvm.cond_br %42, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %43 = llvm.mlir.constant(0 : index) : i64
    %44 = llvm.mlir.constant(16 : index) : i64
    %45 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb3(%43 : i64)
  ^bb3(%46: i64):  // 2 preds: ^bb2, ^bb4
    %47 = llvm.icmp "slt" %46, %44 : i64
    llvm.cond_br %47, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %48 = llvm.mlir.constant(4 : index) : i64
    %49 = llvm.srem %46, %48 : i64
    %50 = llvm.mlir.constant(0 : index) : i64
    %51 = llvm.icmp "slt" %49, %50 : i64
    %52 = llvm.add %49, %48 : i64
    %53 = llvm.select %51, %52, %49 : i1, i64
    %54 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.getelementptr inbounds|nuw %54[%53] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %56 = llvm.load %55 : !llvm.ptr -> i32
    %57 = llvm.trunc %41 : i64 to i32
    %58 = llvm.add %56, %57 : i32
    %59 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.mlir.constant(16 : index) : i64
    %61 = llvm.mul %41, %60 overflow<nsw, nuw> : i64
    %62 = llvm.add %61, %46 overflow<nsw, nuw> : i64
    %63 = llvm.getelementptr inbounds|nuw %59[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %58, %63 : i32, !llvm.ptr
    %64 = llvm.add %46, %45 : i64
    llvm.br ^bb3(%64 : i64)
  ^bb5:  // pred: ^bb3
    %65 = llvm.add %41, %40 : i64
    llvm.br ^bb1(%65 : i64)
  ^bb6:  // pred: ^bb1
    %66 = llvm.mlir.constant(0 : i32) : i32
    %67 = llvm.mlir.constant(0 : index) : i64
    %68 = llvm.extractvalue %37[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.mlir.constant(4 : index) : i64
    %70 = llvm.mul %67, %69 overflow<nsw, nuw> : i64
    %71 = llvm.add %70, %67 overflow<nsw, nuw> : i64
    %72 = llvm.getelementptr inbounds|nuw %68[%71] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %66, %72 : i32, !llvm.ptr
    llvm.return
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
