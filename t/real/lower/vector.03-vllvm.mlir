module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, !llvm.ptr = dense<32> : vector<4xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f64 = dense<[32, 64]> : vector<2xi64>, "dlti.endianness" = "little">} {
  func.func @vadd(%arg0: memref<64xf32>, %arg1: memref<64xf32>, %arg2: memref<64xf32>) {
    %0 = builtin.unrealized_conversion_cast %arg2 : memref<64xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = builtin.unrealized_conversion_cast %arg1 : memref<64xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2 = builtin.unrealized_conversion_cast %arg0 : memref<64xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
    %cst_0 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    cf.br ^bb1(%c0 : index)
  ^bb1(%3: index):  // 2 preds: ^bb0, ^bb2
    %4 = builtin.unrealized_conversion_cast %3 : index to i64
    %5 = arith.cmpi slt, %3, %c64 : index
    cf.cond_br %5, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %6 = arith.subi %c64, %3 : index
    %7 = arith.index_cast %6 : index to i32
    %8 = llvm.mlir.poison : vector<8xi32>
    %9 = llvm.mlir.constant(0 : i32) : i32
    %10 = llvm.insertelement %7, %8[%9 : i32] : vector<8xi32>
    %11 = llvm.shufflevector %10, %8 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32> 
    %12 = arith.cmpi sgt, %11, %cst_0 : vector<8xi32>
    %13 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.getelementptr %13[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %15 = llvm.intr.masked.load %14, %12, %cst {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
    %16 = arith.subi %c64, %3 : index
    %17 = arith.index_cast %16 : index to i32
    %18 = llvm.mlir.poison : vector<8xi32>
    %19 = llvm.mlir.constant(0 : i32) : i32
    %20 = llvm.insertelement %17, %18[%19 : i32] : vector<8xi32>
    %21 = llvm.shufflevector %20, %18 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32> 
    %22 = arith.cmpi sgt, %21, %cst_0 : vector<8xi32>
    %23 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.getelementptr %23[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %25 = llvm.intr.masked.load %24, %22, %cst {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
    %26 = arith.addf %15, %25 : vector<8xf32>
    %27 = llvm.intr.fmuladd(%15, %25, %26) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %28 = arith.subi %c64, %3 : index
    %29 = arith.index_cast %28 : index to i32
    %30 = llvm.mlir.poison : vector<8xi32>
    %31 = llvm.mlir.constant(0 : i32) : i32
    %32 = llvm.insertelement %29, %30[%31 : i32] : vector<8xi32>
    %33 = llvm.shufflevector %32, %30 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32> 
    %34 = arith.cmpi sgt, %33, %cst_0 : vector<8xi32>
    %35 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.getelementptr %35[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %27, %36, %34 {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into !llvm.ptr
    %37 = arith.addi %3, %c8 : index
    cf.br ^bb1(%37 : index)
  ^bb3:  // pred: ^bb1
    return
  }
  func.func @reduce(%arg0: vector<16xi32>, %arg1: vector<4x4xf32>) -> (i32, vector<4x4xf32>) {
    %0 = builtin.unrealized_conversion_cast %arg1 : vector<4x4xf32> to !llvm.array<4 x vector<4xf32>>
    %1 = ub.poison : vector<4x4xf32>
    %2 = builtin.unrealized_conversion_cast %1 : vector<4x4xf32> to !llvm.array<4 x vector<4xf32>>
    %3 = "llvm.intr.vector.reduce.add"(%arg0) : (vector<16xi32>) -> i32
    %4 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<4xf32>> 
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.extractelement %4[%5 : i64] : vector<4xf32>
    %7 = llvm.extractvalue %2[0] : !llvm.array<4 x vector<4xf32>> 
    %8 = llvm.mlir.constant(0 : i64) : i64
    %9 = llvm.insertelement %6, %7[%8 : i64] : vector<4xf32>
    %10 = llvm.insertvalue %9, %2[0] : !llvm.array<4 x vector<4xf32>> 
    %11 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<4xf32>> 
    %12 = llvm.mlir.constant(1 : i64) : i64
    %13 = llvm.extractelement %11[%12 : i64] : vector<4xf32>
    %14 = llvm.extractvalue %10[1] : !llvm.array<4 x vector<4xf32>> 
    %15 = llvm.mlir.constant(0 : i64) : i64
    %16 = llvm.insertelement %13, %14[%15 : i64] : vector<4xf32>
    %17 = llvm.insertvalue %16, %10[1] : !llvm.array<4 x vector<4xf32>> 
    %18 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<4xf32>> 
    %19 = llvm.mlir.constant(2 : i64) : i64
    %20 = llvm.extractelement %18[%19 : i64] : vector<4xf32>
    %21 = llvm.extractvalue %17[2] : !llvm.array<4 x vector<4xf32>> 
    %22 = llvm.mlir.constant(0 : i64) : i64
    %23 = llvm.insertelement %20, %21[%22 : i64] : vector<4xf32>
    %24 = llvm.insertvalue %23, %17[2] : !llvm.array<4 x vector<4xf32>> 
    %25 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<4xf32>> 
    %26 = llvm.mlir.constant(3 : i64) : i64
    %27 = llvm.extractelement %25[%26 : i64] : vector<4xf32>
    %28 = llvm.extractvalue %24[3] : !llvm.array<4 x vector<4xf32>> 
    %29 = llvm.mlir.constant(0 : i64) : i64
    %30 = llvm.insertelement %27, %28[%29 : i64] : vector<4xf32>
    %31 = llvm.insertvalue %30, %24[3] : !llvm.array<4 x vector<4xf32>> 
    %32 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<4xf32>> 
    %33 = llvm.mlir.constant(0 : i64) : i64
    %34 = llvm.extractelement %32[%33 : i64] : vector<4xf32>
    %35 = llvm.extractvalue %31[0] : !llvm.array<4 x vector<4xf32>> 
    %36 = llvm.mlir.constant(1 : i64) : i64
    %37 = llvm.insertelement %34, %35[%36 : i64] : vector<4xf32>
    %38 = llvm.insertvalue %37, %31[0] : !llvm.array<4 x vector<4xf32>> 
    %39 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<4xf32>> 
    %40 = llvm.mlir.constant(1 : i64) : i64
    %41 = llvm.extractelement %39[%40 : i64] : vector<4xf32>
    %42 = llvm.extractvalue %38[1] : !llvm.array<4 x vector<4xf32>> 
    %43 = llvm.mlir.constant(1 : i64) : i64
    %44 = llvm.insertelement %41, %42[%43 : i64] : vector<4xf32>
    %45 = llvm.insertvalue %44, %38[1] : !llvm.array<4 x vector<4xf32>> 
    %46 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<4xf32>> 
    %47 = llvm.mlir.constant(2 : i64) : i64
    %48 = llvm.extractelement %46[%47 : i64] : vector<4xf32>
    %49 = llvm.extractvalue %45[2] : !llvm.array<4 x vector<4xf32>> 
    %50 = llvm.mlir.constant(1 : i64) : i64
    %51 = llvm.insertelement %48, %49[%50 : i64] : vector<4xf32>
    %52 = llvm.insertvalue %51, %45[2] : !llvm.array<4 x vector<4xf32>> 
    %53 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<4xf32>> 
    %54 = llvm.mlir.constant(3 : i64) : i64
    %55 = llvm.extractelement %53[%54 : i64] : vector<4xf32>
    %56 = llvm.extractvalue %52[3] : !llvm.array<4 x vector<4xf32>> 
    %57 = llvm.mlir.constant(1 : i64) : i64
    %58 = llvm.insertelement %55, %56[%57 : i64] : vector<4xf32>
    %59 = llvm.insertvalue %58, %52[3] : !llvm.array<4 x vector<4xf32>> 
    %60 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<4xf32>> 
    %61 = llvm.mlir.constant(0 : i64) : i64
    %62 = llvm.extractelement %60[%61 : i64] : vector<4xf32>
    %63 = llvm.extractvalue %59[0] : !llvm.array<4 x vector<4xf32>> 
    %64 = llvm.mlir.constant(2 : i64) : i64
    %65 = llvm.insertelement %62, %63[%64 : i64] : vector<4xf32>
    %66 = llvm.insertvalue %65, %59[0] : !llvm.array<4 x vector<4xf32>> 
    %67 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<4xf32>> 
    %68 = llvm.mlir.constant(1 : i64) : i64
    %69 = llvm.extractelement %67[%68 : i64] : vector<4xf32>
    %70 = llvm.extractvalue %66[1] : !llvm.array<4 x vector<4xf32>> 
    %71 = llvm.mlir.constant(2 : i64) : i64
    %72 = llvm.insertelement %69, %70[%71 : i64] : vector<4xf32>
    %73 = llvm.insertvalue %72, %66[1] : !llvm.array<4 x vector<4xf32>> 
    %74 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<4xf32>> 
    %75 = llvm.mlir.constant(2 : i64) : i64
    %76 = llvm.extractelement %74[%75 : i64] : vector<4xf32>
    %77 = llvm.extractvalue %73[2] : !llvm.array<4 x vector<4xf32>> 
    %78 = llvm.mlir.constant(2 : i64) : i64
    %79 = llvm.insertelement %76, %77[%78 : i64] : vector<4xf32>
    %80 = llvm.insertvalue %79, %73[2] : !llvm.array<4 x vector<4xf32>> 
    %81 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<4xf32>> 
    %82 = llvm.mlir.constant(3 : i64) : i64
    %83 = llvm.extractelement %81[%82 : i64] : vector<4xf32>
    %84 = llvm.extractvalue %80[3] : !llvm.array<4 x vector<4xf32>> 
    %85 = llvm.mlir.constant(2 : i64) : i64
    %86 = llvm.insertelement %83, %84[%85 : i64] : vector<4xf32>
    %87 = llvm.insertvalue %86, %80[3] : !llvm.array<4 x vector<4xf32>> 
    %88 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<4xf32>> 
    %89 = llvm.mlir.constant(0 : i64) : i64
    %90 = llvm.extractelement %88[%89 : i64] : vector<4xf32>
    %91 = llvm.extractvalue %87[0] : !llvm.array<4 x vector<4xf32>> 
    %92 = llvm.mlir.constant(3 : i64) : i64
    %93 = llvm.insertelement %90, %91[%92 : i64] : vector<4xf32>
    %94 = llvm.insertvalue %93, %87[0] : !llvm.array<4 x vector<4xf32>> 
    %95 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<4xf32>> 
    %96 = llvm.mlir.constant(1 : i64) : i64
    %97 = llvm.extractelement %95[%96 : i64] : vector<4xf32>
    %98 = llvm.extractvalue %94[1] : !llvm.array<4 x vector<4xf32>> 
    %99 = llvm.mlir.constant(3 : i64) : i64
    %100 = llvm.insertelement %97, %98[%99 : i64] : vector<4xf32>
    %101 = llvm.insertvalue %100, %94[1] : !llvm.array<4 x vector<4xf32>> 
    %102 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<4xf32>> 
    %103 = llvm.mlir.constant(2 : i64) : i64
    %104 = llvm.extractelement %102[%103 : i64] : vector<4xf32>
    %105 = llvm.extractvalue %101[2] : !llvm.array<4 x vector<4xf32>> 
    %106 = llvm.mlir.constant(3 : i64) : i64
    %107 = llvm.insertelement %104, %105[%106 : i64] : vector<4xf32>
    %108 = llvm.insertvalue %107, %101[2] : !llvm.array<4 x vector<4xf32>> 
    %109 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<4xf32>> 
    %110 = llvm.mlir.constant(3 : i64) : i64
    %111 = llvm.extractelement %109[%110 : i64] : vector<4xf32>
    %112 = llvm.extractvalue %108[3] : !llvm.array<4 x vector<4xf32>> 
    %113 = llvm.mlir.constant(3 : i64) : i64
    %114 = llvm.insertelement %111, %112[%113 : i64] : vector<4xf32>
    %115 = llvm.insertvalue %114, %108[3] : !llvm.array<4 x vector<4xf32>> 
    %116 = builtin.unrealized_conversion_cast %115 : !llvm.array<4 x vector<4xf32>> to vector<4x4xf32>
    return %3, %116 : i32, vector<4x4xf32>
  }
}

