module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64, !llvm.ptr = dense<64> : vector<4xi64>, "dlti.endianness" = "little">, gpu.container_module} {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>, f64 = dense<[32, 64]> : vector<2xi64>>} {
    llvm.mlir.global internal @__wg_reduce_0() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.mlir.global internal @__wg_reduce_1() {addr_space = 3 : i32} : !llvm.array<32 x f32>
    llvm.func @reduce(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
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
      %12 = llvm.mlir.addressof @__wg_reduce_0 : !llvm.ptr<3>
      %13 = llvm.getelementptr %12[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = llvm.mlir.constant(0 : index) : i64
      %18 = llvm.insertvalue %17, %16[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %19 = llvm.mlir.constant(256 : index) : i64
      %20 = llvm.insertvalue %19, %18[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %21 = llvm.mlir.constant(1 : index) : i64
      %22 = llvm.insertvalue %21, %20[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %23 = llvm.mlir.addressof @__wg_reduce_1 : !llvm.ptr<3>
      %24 = llvm.getelementptr %23[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x f32>
      %25 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
      %26 = llvm.insertvalue %24, %25[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %27 = llvm.insertvalue %24, %26[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %28 = llvm.mlir.constant(0 : index) : i64
      %29 = llvm.insertvalue %28, %27[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %30 = llvm.mlir.constant(32 : index) : i64
      %31 = llvm.insertvalue %30, %29[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %32 = llvm.mlir.constant(1 : index) : i64
      %33 = llvm.insertvalue %32, %31[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %34 = llvm.mlir.constant(16 : i32) : i32
      %35 = llvm.mlir.constant(8 : i32) : i32
      %36 = llvm.mlir.constant(4 : i32) : i32
      %37 = llvm.mlir.constant(2 : i32) : i32
      %38 = llvm.mlir.constant(1 : i32) : i32
      %39 = llvm.mlir.constant(32 : i32) : i32
      %40 = llvm.mlir.constant(0 : i32) : i32
      %41 = llvm.mlir.constant(31 : i32) : i32
      %42 = llvm.mlir.constant(0 : index) : i64
      %43 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %44 = llvm.sext %43 : i32 to i64
      %45 = nvvm.read.ptx.sreg.ctaid.x : i32
      %46 = llvm.sext %45 : i32 to i64
      %47 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 257> : i32
      %48 = llvm.sext %47 : i32 to i64
      %49 = llvm.mul %46, %48 : i64
      %50 = llvm.add %49, %44 : i64
      %51 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %52 = llvm.getelementptr inbounds|nuw %51[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %53 = llvm.load %52 : !llvm.ptr -> f32
      %54 = llvm.extractvalue %22[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %55 = llvm.getelementptr inbounds|nuw %54[%44] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %53, %55 : f32, !llvm.ptr<3>
      nvvm.barrier0
      %56 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 257> : i32
      %57 = llvm.sext %56 : i32 to i64
      %58 = llvm.trunc %57 : i64 to i32
      %59 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 2> : i32
      %60 = llvm.sext %59 : i32 to i64
      %61 = llvm.trunc %60 : i64 to i32
      %62 = nvvm.read.ptx.sreg.ntid.z range <i32, 1, 2> : i32
      %63 = llvm.sext %62 : i32 to i64
      %64 = llvm.trunc %63 : i64 to i32
      %65 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %66 = llvm.sext %65 : i32 to i64
      %67 = llvm.trunc %66 : i64 to i32
      %68 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1> : i32
      %69 = llvm.sext %68 : i32 to i64
      %70 = llvm.trunc %69 : i64 to i32
      %71 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 1> : i32
      %72 = llvm.sext %71 : i32 to i64
      %73 = llvm.trunc %72 : i64 to i32
      %74 = llvm.mul %73, %61 : i32
      %75 = llvm.add %74, %70 : i32
      %76 = llvm.mul %75, %58 : i32
      %77 = llvm.mul %58, %61 : i32
      %78 = llvm.add %76, %67 : i32
      %79 = llvm.mul %77, %64 : i32
      %80 = llvm.and %78, %41 : i32
      %81 = llvm.icmp "eq" %80, %40 : i32
      %82 = llvm.sub %78, %80 : i32
      %83 = llvm.sub %79, %82 : i32
      %84 = llvm.icmp "slt" %83, %39 : i32
      llvm.cond_br %84, ^bb1, ^bb17
    ^bb1:  // pred: ^bb0
      %85 = llvm.mlir.constant(1 : i32) : i32
      %86 = llvm.mlir.constant(-1 : i32) : i32
      %87 = llvm.mlir.constant(32 : i32) : i32
      %88 = llvm.sub %87, %83 : i32
      %89 = llvm.lshr %86, %88 : i32
      %90 = llvm.sub %83, %85 : i32
      %91 = nvvm.shfl.sync  bfly %89, %53, %38, %90 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %92 = llvm.extractvalue %91[0] : !llvm.struct<(f32, i1)> 
      %93 = llvm.extractvalue %91[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %93, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %94 = llvm.fadd %53, %92 : f32
      llvm.br ^bb4(%94 : f32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4(%53 : f32)
    ^bb4(%95: f32):  // 2 preds: ^bb2, ^bb3
      %96 = llvm.mlir.constant(1 : i32) : i32
      %97 = llvm.mlir.constant(-1 : i32) : i32
      %98 = llvm.mlir.constant(32 : i32) : i32
      %99 = llvm.sub %98, %83 : i32
      %100 = llvm.lshr %97, %99 : i32
      %101 = llvm.sub %83, %96 : i32
      %102 = nvvm.shfl.sync  bfly %100, %95, %37, %101 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %103 = llvm.extractvalue %102[0] : !llvm.struct<(f32, i1)> 
      %104 = llvm.extractvalue %102[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %104, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %105 = llvm.fadd %95, %103 : f32
      llvm.br ^bb7(%105 : f32)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7(%95 : f32)
    ^bb7(%106: f32):  // 2 preds: ^bb5, ^bb6
      %107 = llvm.mlir.constant(1 : i32) : i32
      %108 = llvm.mlir.constant(-1 : i32) : i32
      %109 = llvm.mlir.constant(32 : i32) : i32
      %110 = llvm.sub %109, %83 : i32
      %111 = llvm.lshr %108, %110 : i32
      %112 = llvm.sub %83, %107 : i32
      %113 = nvvm.shfl.sync  bfly %111, %106, %36, %112 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %114 = llvm.extractvalue %113[0] : !llvm.struct<(f32, i1)> 
      %115 = llvm.extractvalue %113[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %115, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %116 = llvm.fadd %106, %114 : f32
      llvm.br ^bb10(%116 : f32)
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%106 : f32)
    ^bb10(%117: f32):  // 2 preds: ^bb8, ^bb9
      %118 = llvm.mlir.constant(1 : i32) : i32
      %119 = llvm.mlir.constant(-1 : i32) : i32
      %120 = llvm.mlir.constant(32 : i32) : i32
      %121 = llvm.sub %120, %83 : i32
      %122 = llvm.lshr %119, %121 : i32
      %123 = llvm.sub %83, %118 : i32
      %124 = nvvm.shfl.sync  bfly %122, %117, %35, %123 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %125 = llvm.extractvalue %124[0] : !llvm.struct<(f32, i1)> 
      %126 = llvm.extractvalue %124[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %126, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %127 = llvm.fadd %117, %125 : f32
      llvm.br ^bb13(%127 : f32)
    ^bb12:  // pred: ^bb10
      llvm.br ^bb13(%117 : f32)
    ^bb13(%128: f32):  // 2 preds: ^bb11, ^bb12
      %129 = llvm.mlir.constant(1 : i32) : i32
      %130 = llvm.mlir.constant(-1 : i32) : i32
      %131 = llvm.mlir.constant(32 : i32) : i32
      %132 = llvm.sub %131, %83 : i32
      %133 = llvm.lshr %130, %132 : i32
      %134 = llvm.sub %83, %129 : i32
      %135 = nvvm.shfl.sync  bfly %133, %128, %34, %134 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %136 = llvm.extractvalue %135[0] : !llvm.struct<(f32, i1)> 
      %137 = llvm.extractvalue %135[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %137, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %138 = llvm.fadd %128, %136 : f32
      llvm.br ^bb16(%138 : f32)
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%128 : f32)
    ^bb16(%139: f32):  // 2 preds: ^bb14, ^bb15
      llvm.br ^bb18(%139 : f32)
    ^bb17:  // pred: ^bb0
      %140 = llvm.mlir.constant(1 : i32) : i32
      %141 = llvm.mlir.constant(-1 : i32) : i32
      %142 = llvm.mlir.constant(32 : i32) : i32
      %143 = llvm.sub %142, %39 : i32
      %144 = llvm.lshr %141, %143 : i32
      %145 = llvm.sub %39, %140 : i32
      %146 = nvvm.shfl.sync  bfly %144, %53, %38, %145 : f32 -> f32
      %147 = llvm.fadd %53, %146 : f32
      %148 = llvm.mlir.constant(1 : i32) : i32
      %149 = llvm.mlir.constant(-1 : i32) : i32
      %150 = llvm.mlir.constant(32 : i32) : i32
      %151 = llvm.sub %150, %39 : i32
      %152 = llvm.lshr %149, %151 : i32
      %153 = llvm.sub %39, %148 : i32
      %154 = nvvm.shfl.sync  bfly %152, %147, %37, %153 : f32 -> f32
      %155 = llvm.fadd %147, %154 : f32
      %156 = llvm.mlir.constant(1 : i32) : i32
      %157 = llvm.mlir.constant(-1 : i32) : i32
      %158 = llvm.mlir.constant(32 : i32) : i32
      %159 = llvm.sub %158, %39 : i32
      %160 = llvm.lshr %157, %159 : i32
      %161 = llvm.sub %39, %156 : i32
      %162 = nvvm.shfl.sync  bfly %160, %155, %36, %161 : f32 -> f32
      %163 = llvm.fadd %155, %162 : f32
      %164 = llvm.mlir.constant(1 : i32) : i32
      %165 = llvm.mlir.constant(-1 : i32) : i32
      %166 = llvm.mlir.constant(32 : i32) : i32
      %167 = llvm.sub %166, %39 : i32
      %168 = llvm.lshr %165, %167 : i32
      %169 = llvm.sub %39, %164 : i32
      %170 = nvvm.shfl.sync  bfly %168, %163, %35, %169 : f32 -> f32
      %171 = llvm.fadd %163, %170 : f32
      %172 = llvm.mlir.constant(1 : i32) : i32
      %173 = llvm.mlir.constant(-1 : i32) : i32
      %174 = llvm.mlir.constant(32 : i32) : i32
      %175 = llvm.sub %174, %39 : i32
      %176 = llvm.lshr %173, %175 : i32
      %177 = llvm.sub %39, %172 : i32
      %178 = nvvm.shfl.sync  bfly %176, %171, %34, %177 : f32 -> f32
      %179 = llvm.fadd %171, %178 : f32
      llvm.br ^bb18(%179 : f32)
    ^bb18(%180: f32):  // 2 preds: ^bb16, ^bb17
      llvm.cond_br %81, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %181 = llvm.sdiv %78, %39 : i32
      %182 = llvm.sext %181 : i32 to i64
      %183 = llvm.extractvalue %33[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %184 = llvm.getelementptr inbounds|nuw %183[%182] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %180, %184 : f32, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      nvvm.barrier0
      %185 = llvm.add %79, %41 : i32
      %186 = llvm.sdiv %185, %39 : i32
      %187 = llvm.icmp "slt" %78, %186 : i32
      llvm.cond_br %187, ^bb22, ^bb41
    ^bb22:  // pred: ^bb21
      %188 = llvm.sext %78 : i32 to i64
      %189 = llvm.extractvalue %33[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %190 = llvm.getelementptr inbounds|nuw %189[%188] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %191 = llvm.load %190 : !llvm.ptr<3> -> f32
      %192 = llvm.icmp "slt" %186, %39 : i32
      llvm.cond_br %192, ^bb23, ^bb39
    ^bb23:  // pred: ^bb22
      %193 = llvm.mlir.constant(1 : i32) : i32
      %194 = llvm.mlir.constant(-1 : i32) : i32
      %195 = llvm.mlir.constant(32 : i32) : i32
      %196 = llvm.sub %195, %186 : i32
      %197 = llvm.lshr %194, %196 : i32
      %198 = llvm.sub %186, %193 : i32
      %199 = nvvm.shfl.sync  bfly %197, %191, %38, %198 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %200 = llvm.extractvalue %199[0] : !llvm.struct<(f32, i1)> 
      %201 = llvm.extractvalue %199[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %201, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %202 = llvm.fadd %191, %200 : f32
      llvm.br ^bb26(%202 : f32)
    ^bb25:  // pred: ^bb23
      llvm.br ^bb26(%191 : f32)
    ^bb26(%203: f32):  // 2 preds: ^bb24, ^bb25
      %204 = llvm.mlir.constant(1 : i32) : i32
      %205 = llvm.mlir.constant(-1 : i32) : i32
      %206 = llvm.mlir.constant(32 : i32) : i32
      %207 = llvm.sub %206, %186 : i32
      %208 = llvm.lshr %205, %207 : i32
      %209 = llvm.sub %186, %204 : i32
      %210 = nvvm.shfl.sync  bfly %208, %203, %37, %209 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %211 = llvm.extractvalue %210[0] : !llvm.struct<(f32, i1)> 
      %212 = llvm.extractvalue %210[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %212, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %213 = llvm.fadd %203, %211 : f32
      llvm.br ^bb29(%213 : f32)
    ^bb28:  // pred: ^bb26
      llvm.br ^bb29(%203 : f32)
    ^bb29(%214: f32):  // 2 preds: ^bb27, ^bb28
      %215 = llvm.mlir.constant(1 : i32) : i32
      %216 = llvm.mlir.constant(-1 : i32) : i32
      %217 = llvm.mlir.constant(32 : i32) : i32
      %218 = llvm.sub %217, %186 : i32
      %219 = llvm.lshr %216, %218 : i32
      %220 = llvm.sub %186, %215 : i32
      %221 = nvvm.shfl.sync  bfly %219, %214, %36, %220 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %222 = llvm.extractvalue %221[0] : !llvm.struct<(f32, i1)> 
      %223 = llvm.extractvalue %221[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %223, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %224 = llvm.fadd %214, %222 : f32
      llvm.br ^bb32(%224 : f32)
    ^bb31:  // pred: ^bb29
      llvm.br ^bb32(%214 : f32)
    ^bb32(%225: f32):  // 2 preds: ^bb30, ^bb31
      %226 = llvm.mlir.constant(1 : i32) : i32
      %227 = llvm.mlir.constant(-1 : i32) : i32
      %228 = llvm.mlir.constant(32 : i32) : i32
      %229 = llvm.sub %228, %186 : i32
      %230 = llvm.lshr %227, %229 : i32
      %231 = llvm.sub %186, %226 : i32
      %232 = nvvm.shfl.sync  bfly %230, %225, %35, %231 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %233 = llvm.extractvalue %232[0] : !llvm.struct<(f32, i1)> 
      %234 = llvm.extractvalue %232[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %234, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %235 = llvm.fadd %225, %233 : f32
      llvm.br ^bb35(%235 : f32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%225 : f32)
    ^bb35(%236: f32):  // 2 preds: ^bb33, ^bb34
      %237 = llvm.mlir.constant(1 : i32) : i32
      %238 = llvm.mlir.constant(-1 : i32) : i32
      %239 = llvm.mlir.constant(32 : i32) : i32
      %240 = llvm.sub %239, %186 : i32
      %241 = llvm.lshr %238, %240 : i32
      %242 = llvm.sub %186, %237 : i32
      %243 = nvvm.shfl.sync  bfly %241, %236, %34, %242 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %244 = llvm.extractvalue %243[0] : !llvm.struct<(f32, i1)> 
      %245 = llvm.extractvalue %243[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %245, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      %246 = llvm.fadd %236, %244 : f32
      llvm.br ^bb38(%246 : f32)
    ^bb37:  // pred: ^bb35
      llvm.br ^bb38(%236 : f32)
    ^bb38(%247: f32):  // 2 preds: ^bb36, ^bb37
      llvm.br ^bb40(%247 : f32)
    ^bb39:  // pred: ^bb22
      %248 = llvm.mlir.constant(1 : i32) : i32
      %249 = llvm.mlir.constant(-1 : i32) : i32
      %250 = llvm.mlir.constant(32 : i32) : i32
      %251 = llvm.sub %250, %39 : i32
      %252 = llvm.lshr %249, %251 : i32
      %253 = llvm.sub %39, %248 : i32
      %254 = nvvm.shfl.sync  bfly %252, %191, %38, %253 : f32 -> f32
      %255 = llvm.fadd %191, %254 : f32
      %256 = llvm.mlir.constant(1 : i32) : i32
      %257 = llvm.mlir.constant(-1 : i32) : i32
      %258 = llvm.mlir.constant(32 : i32) : i32
      %259 = llvm.sub %258, %39 : i32
      %260 = llvm.lshr %257, %259 : i32
      %261 = llvm.sub %39, %256 : i32
      %262 = nvvm.shfl.sync  bfly %260, %255, %37, %261 : f32 -> f32
      %263 = llvm.fadd %255, %262 : f32
      %264 = llvm.mlir.constant(1 : i32) : i32
      %265 = llvm.mlir.constant(-1 : i32) : i32
      %266 = llvm.mlir.constant(32 : i32) : i32
      %267 = llvm.sub %266, %39 : i32
      %268 = llvm.lshr %265, %267 : i32
      %269 = llvm.sub %39, %264 : i32
      %270 = nvvm.shfl.sync  bfly %268, %263, %36, %269 : f32 -> f32
      %271 = llvm.fadd %263, %270 : f32
      %272 = llvm.mlir.constant(1 : i32) : i32
      %273 = llvm.mlir.constant(-1 : i32) : i32
      %274 = llvm.mlir.constant(32 : i32) : i32
      %275 = llvm.sub %274, %39 : i32
      %276 = llvm.lshr %273, %275 : i32
      %277 = llvm.sub %39, %272 : i32
      %278 = nvvm.shfl.sync  bfly %276, %271, %35, %277 : f32 -> f32
      %279 = llvm.fadd %271, %278 : f32
      %280 = llvm.mlir.constant(1 : i32) : i32
      %281 = llvm.mlir.constant(-1 : i32) : i32
      %282 = llvm.mlir.constant(32 : i32) : i32
      %283 = llvm.sub %282, %39 : i32
      %284 = llvm.lshr %281, %283 : i32
      %285 = llvm.sub %39, %280 : i32
      %286 = nvvm.shfl.sync  bfly %284, %279, %34, %285 : f32 -> f32
      %287 = llvm.fadd %279, %286 : f32
      llvm.br ^bb40(%287 : f32)
    ^bb40(%288: f32):  // 2 preds: ^bb38, ^bb39
      %289 = llvm.extractvalue %33[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %290 = llvm.getelementptr inbounds|nuw %289[%42] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %288, %290 : f32, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb41:  // pred: ^bb21
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      nvvm.barrier0
      %291 = llvm.extractvalue %33[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %292 = llvm.getelementptr inbounds|nuw %291[%42] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %293 = llvm.load %292 : !llvm.ptr<3> -> f32
      %294 = llvm.icmp "eq" %44, %42 : i64
      llvm.cond_br %294, ^bb43, ^bb44
    ^bb43:  // pred: ^bb42
      %295 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %296 = llvm.getelementptr inbounds|nuw %295[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %293, %296 : f32, !llvm.ptr
      llvm.br ^bb44
    ^bb44:  // 2 preds: ^bb42, ^bb43
      llvm.return
    }
  }
  func.func @host(%arg0: memref<1024xf32>, %arg1: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func  @kernels::@reduce blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<1024xf32>, %arg1 : memref<4xf32>)
    return
  }
  func.func @__dlti_queries() {
    %q0 = "test.data_layout_query"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %q1 = "test.data_layout_query"() : () -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
    %q2 = "test.data_layout_query"() : () -> !llvm.struct<(f32, i1)>
    %q3 = "test.data_layout_query"() : () -> i1
    %q4 = "test.data_layout_query"() : () -> i8
    %q5 = "test.data_layout_query"() : () -> i16
    %q6 = "test.data_layout_query"() : () -> i32
    %q7 = "test.data_layout_query"() : () -> i64
    %q8 = "test.data_layout_query"() : () -> i128
    %q9 = "test.data_layout_query"() : () -> f16
    %q10 = "test.data_layout_query"() : () -> f32
    %q11 = "test.data_layout_query"() : () -> f64
    %q12 = "test.data_layout_query"() : () -> f80
    %q13 = "test.data_layout_query"() : () -> f128
    %q14 = "test.data_layout_query"() : () -> index
    %q15 = "test.data_layout_query"() : () -> !llvm.ptr
    %q16 = "test.data_layout_query"() : () -> vector<4xf32>
    %q17 = "test.data_layout_query"() : () -> !llvm.array<3 x i24>
    return
  }
}
