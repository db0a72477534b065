module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64, !llvm.ptr = dense<64> : vector<4xi64>, "dlti.endianness" = "little">, gpu.container_module} {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>, f64 = dense<[32, 64]> : vector<2xi64>>} {
    llvm.mlir.global internal @__wg_reduce_0() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.mlir.global internal @__wg_reduce_1() {addr_space = 3 : i32} : !llvm.array<32 x f32>
    llvm.func @reduce(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.constant(31 : i32) : i32
      %2 = llvm.mlir.constant(0 : i32) : i32
      %3 = llvm.mlir.constant(32 : i32) : i32
      %4 = llvm.mlir.constant(1 : i32) : i32
      %5 = llvm.mlir.constant(2 : i32) : i32
      %6 = llvm.mlir.constant(4 : i32) : i32
      %7 = llvm.mlir.constant(8 : i32) : i32
      %8 = llvm.mlir.constant(16 : i32) : i32
      %9 = llvm.mlir.addressof @__wg_reduce_1 : !llvm.ptr<3>
      %10 = llvm.mlir.constant(0 : index) : i64
      %11 = llvm.mlir.addressof @__wg_reduce_0 : !llvm.ptr<3>
      %12 = llvm.getelementptr %11[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      %13 = llvm.getelementptr %9[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x f32>
      %14 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %15 = llvm.sext %14 : i32 to i64
      %16 = nvvm.read.ptx.sreg.ctaid.x : i32
      %17 = llvm.sext %16 : i32 to i64
      %18 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 257> : i32
      %19 = llvm.sext %18 : i32 to i64
      %20 = llvm.mul %17, %19 : i64
      %21 = llvm.add %20, %15 : i64
      %22 = llvm.getelementptr inbounds|nuw %arg1[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %23 = llvm.load %22 : !llvm.ptr -> f32
      %24 = llvm.getelementptr inbounds|nuw %12[%15] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %23, %24 : f32, !llvm.ptr<3>
      nvvm.barrier0
      %25 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 257> : i32
      %26 = llvm.sext %25 : i32 to i64
      %27 = llvm.trunc %26 : i64 to i32
      %28 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 2> : i32
      %29 = llvm.sext %28 : i32 to i64
      %30 = llvm.trunc %29 : i64 to i32
      %31 = nvvm.read.ptx.sreg.ntid.z range <i32, 1, 2> : i32
      %32 = llvm.sext %31 : i32 to i64
      %33 = llvm.trunc %32 : i64 to i32
      %34 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %35 = llvm.sext %34 : i32 to i64
      %36 = llvm.trunc %35 : i64 to i32
      %37 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1> : i32
      %38 = llvm.sext %37 : i32 to i64
      %39 = llvm.trunc %38 : i64 to i32
      %40 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 1> : i32
      %41 = llvm.sext %40 : i32 to i64
      %42 = llvm.trunc %41 : i64 to i32
      %43 = llvm.mul %42, %30 : i32
      %44 = llvm.add %43, %39 : i32
      %45 = llvm.mul %44, %27 : i32
      %46 = llvm.mul %27, %30 : i32
      %47 = llvm.add %45, %36 : i32
      %48 = llvm.mul %46, %33 : i32
      %49 = llvm.and %47, %1 : i32
      %50 = llvm.icmp "eq" %49, %2 : i32
      %51 = llvm.sub %47, %49 : i32
      %52 = llvm.sub %48, %51 : i32
      %53 = llvm.icmp "slt" %52, %3 : i32
      llvm.cond_br %53, ^bb1, ^bb17
    ^bb1:  // pred: ^bb0
      %54 = llvm.sub %3, %52 : i32
      %55 = llvm.lshr %0, %54 : i32
      %56 = llvm.sub %52, %4 : i32
      %57 = nvvm.shfl.sync  bfly %55, %23, %4, %56 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %58 = llvm.extractvalue %57[0] : !llvm.struct<(f32, i1)> 
      %59 = llvm.extractvalue %57[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %59, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %60 = llvm.fadd %23, %58 : f32
      llvm.br ^bb4(%60 : f32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4(%23 : f32)
    ^bb4(%61: f32):  // 2 preds: ^bb2, ^bb3
      %62 = llvm.sub %3, %52 : i32
      %63 = llvm.lshr %0, %62 : i32
      %64 = llvm.sub %52, %4 : i32
      %65 = nvvm.shfl.sync  bfly %63, %61, %5, %64 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %66 = llvm.extractvalue %65[0] : !llvm.struct<(f32, i1)> 
      %67 = llvm.extractvalue %65[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %67, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %68 = llvm.fadd %61, %66 : f32
      llvm.br ^bb7(%68 : f32)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7(%61 : f32)
    ^bb7(%69: f32):  // 2 preds: ^bb5, ^bb6
      %70 = llvm.sub %3, %52 : i32
      %71 = llvm.lshr %0, %70 : i32
      %72 = llvm.sub %52, %4 : i32
      %73 = nvvm.shfl.sync  bfly %71, %69, %6, %72 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %74 = llvm.extractvalue %73[0] : !llvm.struct<(f32, i1)> 
      %75 = llvm.extractvalue %73[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %75, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %76 = llvm.fadd %69, %74 : f32
      llvm.br ^bb10(%76 : f32)
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%69 : f32)
    ^bb10(%77: f32):  // 2 preds: ^bb8, ^bb9
      %78 = llvm.sub %3, %52 : i32
      %79 = llvm.lshr %0, %78 : i32
      %80 = llvm.sub %52, %4 : i32
      %81 = nvvm.shfl.sync  bfly %79, %77, %7, %80 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %82 = llvm.extractvalue %81[0] : !llvm.struct<(f32, i1)> 
      %83 = llvm.extractvalue %81[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %83, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %84 = llvm.fadd %77, %82 : f32
      llvm.br ^bb13(%84 : f32)
    ^bb12:  // pred: ^bb10
      llvm.br ^bb13(%77 : f32)
    ^bb13(%85: f32):  // 2 preds: ^bb11, ^bb12
      %86 = llvm.sub %3, %52 : i32
      %87 = llvm.lshr %0, %86 : i32
      %88 = llvm.sub %52, %4 : i32
      %89 = nvvm.shfl.sync  bfly %87, %85, %8, %88 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %90 = llvm.extractvalue %89[0] : !llvm.struct<(f32, i1)> 
      %91 = llvm.extractvalue %89[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %91, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %92 = llvm.fadd %85, %90 : f32
      llvm.br ^bb16(%92 : f32)
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%85 : f32)
    ^bb16(%93: f32):  // 2 preds: ^bb14, ^bb15
      llvm.br ^bb18(%93 : f32)
    ^bb17:  // pred: ^bb0
      %94 = llvm.sub %3, %3 : i32
      %95 = llvm.lshr %0, %94 : i32
      %96 = llvm.sub %3, %4 : i32
      %97 = nvvm.shfl.sync  bfly %95, %23, %4, %96 : f32 -> f32
      %98 = llvm.fadd %23, %97 : f32
      %99 = llvm.sub %3, %3 : i32
      %100 = llvm.lshr %0, %99 : i32
      %101 = llvm.sub %3, %4 : i32
      %102 = nvvm.shfl.sync  bfly %100, %98, %5, %101 : f32 -> f32
      %103 = llvm.fadd %98, %102 : f32
      %104 = llvm.sub %3, %3 : i32
      %105 = llvm.lshr %0, %104 : i32
      %106 = llvm.sub %3, %4 : i32
      %107 = nvvm.shfl.sync  bfly %105, %103, %6, %106 : f32 -> f32
      %108 = llvm.fadd %103, %107 : f32
      %109 = llvm.sub %3, %3 : i32
      %110 = llvm.lshr %0, %109 : i32
      %111 = llvm.sub %3, %4 : i32
      %112 = nvvm.shfl.sync  bfly %110, %108, %7, %111 : f32 -> f32
      %113 = llvm.fadd %108, %112 : f32
      %114 = llvm.sub %3, %3 : i32
      %115 = llvm.lshr %0, %114 : i32
      %116 = llvm.sub %3, %4 : i32
      %117 = nvvm.shfl.sync  bfly %115, %113, %8, %116 : f32 -> f32
      %118 = llvm.fadd %113, %117 : f32
      llvm.br ^bb18(%118 : f32)
    ^bb18(%119: f32):  // 2 preds: ^bb16, ^bb17
      llvm.cond_br %50, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %120 = llvm.sdiv %47, %3 : i32
      %121 = llvm.sext %120 : i32 to i64
      %122 = llvm.getelementptr inbounds|nuw %13[%121] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %119, %122 : f32, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      nvvm.barrier0
      %123 = llvm.add %48, %1 : i32
      %124 = llvm.sdiv %123, %3 : i32
      %125 = llvm.icmp "slt" %47, %124 : i32
      llvm.cond_br %125, ^bb22, ^bb41
    ^bb22:  // pred: ^bb21
      %126 = llvm.sext %47 : i32 to i64
      %127 = llvm.getelementptr inbounds|nuw %13[%126] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %128 = llvm.load %127 : !llvm.ptr<3> -> f32
      %129 = llvm.icmp "slt" %124, %3 : i32
      llvm.cond_br %129, ^bb23, ^bb39
    ^bb23:  // pred: ^bb22
      %130 = llvm.sub %3, %124 : i32
      %131 = llvm.lshr %0, %130 : i32
      %132 = llvm.sub %124, %4 : i32
      %133 = nvvm.shfl.sync  bfly %131, %128, %4, %132 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %134 = llvm.extractvalue %133[0] : !llvm.struct<(f32, i1)> 
      %135 = llvm.extractvalue %133[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %135, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %136 = llvm.fadd %128, %134 : f32
      llvm.br ^bb26(%136 : f32)
    ^bb25:  // pred: ^bb23
      llvm.br ^bb26(%128 : f32)
    ^bb26(%137: f32):  // 2 preds: ^bb24, ^bb25
      %138 = llvm.sub %3, %124 : i32
      %139 = llvm.lshr %0, %138 : i32
      %140 = llvm.sub %124, %4 : i32
      %141 = nvvm.shfl.sync  bfly %139, %137, %5, %140 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %142 = llvm.extractvalue %141[0] : !llvm.struct<(f32, i1)> 
      %143 = llvm.extractvalue %141[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %143, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %144 = llvm.fadd %137, %142 : f32
      llvm.br ^bb29(%144 : f32)
    ^bb28:  // pred: ^bb26
      llvm.br ^bb29(%137 : f32)
    ^bb29(%145: f32):  // 2 preds: ^bb27, ^bb28
      %146 = llvm.sub %3, %124 : i32
      %147 = llvm.lshr %0, %146 : i32
      %148 = llvm.sub %124, %4 : i32
      %149 = nvvm.shfl.sync  bfly %147, %145, %6, %148 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %150 = llvm.extractvalue %149[0] : !llvm.struct<(f32, i1)> 
      %151 = llvm.extractvalue %149[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %151, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %152 = llvm.fadd %145, %150 : f32
      llvm.br ^bb32(%152 : f32)
    ^bb31:  // pred: ^bb29
      llvm.br ^bb32(%145 : f32)
    ^bb32(%153: f32):  // 2 preds: ^bb30, ^bb31
      %154 = llvm.sub %3, %124 : i32
      %155 = llvm.lshr %0, %154 : i32
      %156 = llvm.sub %124, %4 : i32
      %157 = nvvm.shfl.sync  bfly %155, %153, %7, %156 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %158 = llvm.extractvalue %157[0] : !llvm.struct<(f32, i1)> 
      %159 = llvm.extractvalue %157[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %159, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %160 = llvm.fadd %153, %158 : f32
      llvm.br ^bb35(%160 : f32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%153 : f32)
    ^bb35(%161: f32):  // 2 preds: ^bb33, ^bb34
      %162 = llvm.sub %3, %124 : i32
      %163 = llvm.lshr %0, %162 : i32
      %164 = llvm.sub %124, %4 : i32
      %165 = nvvm.shfl.sync  bfly %163, %161, %8, %164 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %166 = llvm.extractvalue %165[0] : !llvm.struct<(f32, i1)> 
      %167 = llvm.extractvalue %165[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %167, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      %168 = llvm.fadd %161, %166 : f32
      llvm.br ^bb38(%168 : f32)
    ^bb37:  // pred: ^bb35
      llvm.br ^bb38(%161 : f32)
    ^bb38(%169: f32):  // 2 preds: ^bb36, ^bb37
      llvm.br ^bb40(%169 : f32)
    ^bb39:  // pred: ^bb22
      %170 = llvm.sub %3, %3 : i32
      %171 = llvm.lshr %0, %170 : i32
      %172 = llvm.sub %3, %4 : i32
      %173 = nvvm.shfl.sync  bfly %171, %128, %4, %172 : f32 -> f32
      %174 = llvm.fadd %128, %173 : f32
      %175 = llvm.sub %3, %3 : i32
      %176 = llvm.lshr %0, %175 : i32
      %177 = llvm.sub %3, %4 : i32
      %178 = nvvm.shfl.sync  bfly %176, %174, %5, %177 : f32 -> f32
      %179 = llvm.fadd %174, %178 : f32
      %180 = llvm.sub %3, %3 : i32
      %181 = llvm.lshr %0, %180 : i32
      %182 = llvm.sub %3, %4 : i32
      %183 = nvvm.shfl.sync  bfly %181, %179, %6, %182 : f32 -> f32
      %184 = llvm.fadd %179, %183 : f32
      %185 = llvm.sub %3, %3 : i32
      %186 = llvm.lshr %0, %185 : i32
      %187 = llvm.sub %3, %4 : i32
      %188 = nvvm.shfl.sync  bfly %186, %184, %7, %187 : f32 -> f32
      %189 = llvm.fadd %184, %188 : f32
      %190 = llvm.sub %3, %3 : i32
      %191 = llvm.lshr %0, %190 : i32
      %192 = llvm.sub %3, %4 : i32
      %193 = nvvm.shfl.sync  bfly %191, %189, %8, %192 : f32 -> f32
      %194 = llvm.fadd %189, %193 : f32
      llvm.br ^bb40(%194 : f32)
    ^bb40(%195: f32):  // 2 preds: ^bb38, ^bb39
      llvm.store %195, %13 : f32, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb41:  // pred: ^bb21
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      nvvm.barrier0
      %196 = llvm.load %13 : !llvm.ptr<3> -> f32
      %197 = llvm.icmp "eq" %15, %10 : i64
      llvm.cond_br %197, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %198 = llvm.getelementptr inbounds|nuw %arg6[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %196, %198 : f32, !llvm.ptr
      llvm.br ^bb44
    ^bb44:  // 2 preds: ^bb42, ^bb43
      llvm.return
    }
  }
  llvm.func @host(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg6, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg7, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg8, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg9, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg4, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.mlir.constant(4 : index) : i64
    %14 = llvm.mlir.constant(256 : index) : i64
    %15 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.extractvalue %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.extractvalue %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.extractvalue %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @kernels::@reduce blocks in (%13, %12, %12) threads in (%14, %12, %12) : i64 args(%15 : !llvm.ptr, %16 : !llvm.ptr, %17 : i64, %18 : i64, %19 : i64, %20 : !llvm.ptr, %21 : !llvm.ptr, %22 : i64, %23 : i64, %24 : i64)
    llvm.return
  }
}

