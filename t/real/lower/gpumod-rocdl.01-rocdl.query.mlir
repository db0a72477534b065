module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64, !llvm.ptr = dense<64> : vector<4xi64>, "dlti.endianness" = "little">, gpu.container_module} {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>, f64 = dense<[32, 64]> : vector<2xi64>>, llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.mlir.global internal @__wg_reduce_0() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.mlir.global internal @__wg_reduce_1() {addr_space = 3 : i32} : !llvm.array<32 x f32>
    llvm.func @reduce(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, rocdl.flat_work_group_size = "256,256", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 256, 1, 1>} {
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
      %43 = rocdl.workitem.id.x range <i32, 0, 256> : i32
      %44 = llvm.sext %43 : i32 to i64
      %45 = rocdl.workgroup.id.x : i32
      %46 = llvm.sext %45 : i32 to i64
      %47 = rocdl.workgroup.dim.x range <i32, 1, 257> : i32
      %48 = llvm.sext %47 : i32 to i64
      %49 = llvm.mul %46, %48 : i64
      %50 = llvm.add %49, %44 : i64
      %51 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %52 = llvm.getelementptr inbounds|nuw %51[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %53 = llvm.load %52 : !llvm.ptr -> f32
      %54 = llvm.extractvalue %22[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %55 = llvm.getelementptr inbounds|nuw %54[%44] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %53, %55 : f32, !llvm.ptr<3>
      rocdl.barrier
      %56 = rocdl.workgroup.dim.x range <i32, 1, 257> : i32
      %57 = llvm.sext %56 : i32 to i64
      %58 = llvm.trunc %57 : i64 to i32
      %59 = rocdl.workgroup.dim.y range <i32, 1, 2> : i32
      %60 = llvm.sext %59 : i32 to i64
      %61 = llvm.trunc %60 : i64 to i32
      %62 = rocdl.workgroup.dim.z range <i32, 1, 2> : i32
      %63 = llvm.sext %62 : i32 to i64
      %64 = llvm.trunc %63 : i64 to i32
      %65 = rocdl.workitem.id.x range <i32, 0, 256> : i32
      %66 = llvm.sext %65 : i32 to i64
      %67 = llvm.trunc %66 : i64 to i32
      %68 = rocdl.workitem.id.y range <i32, 0, 1> : i32
      %69 = llvm.sext %68 : i32 to i64
      %70 = llvm.trunc %69 : i64 to i32
      %71 = rocdl.workitem.id.z range <i32, 0, 1> : i32
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
      %85 = llvm.mlir.constant(0 : i32) : i32
      %86 = llvm.mlir.constant(-1 : i32) : i32
      %87 = rocdl.mbcnt.lo %86, %85 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %88 = rocdl.mbcnt.hi %86, %87 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %89 = llvm.mlir.constant(0 : i32) : i32
      %90 = llvm.sub %89, %83 : i32
      %91 = llvm.add %88, %83 : i32
      %92 = llvm.and %91, %90 : i32
      %93 = llvm.xor %88, %38 : i32
      %94 = llvm.icmp "slt" %93, %92 : i32
      %95 = llvm.select %94, %93, %88 : i1, i32
      %96 = llvm.mlir.constant(2 : i32) : i32
      %97 = llvm.shl %95, %96 : i32
      %98 = llvm.bitcast %53 : f32 to i32
      %99 = rocdl.ds_bpermute %97, %98 : (i32, i32) -> i32
      %100 = llvm.bitcast %99 : i32 to f32
      llvm.cond_br %94, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %101 = llvm.fadd %53, %100 : f32
      llvm.br ^bb4(%101 : f32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4(%53 : f32)
    ^bb4(%102: f32):  // 2 preds: ^bb2, ^bb3
      %103 = llvm.mlir.constant(0 : i32) : i32
      %104 = llvm.mlir.constant(-1 : i32) : i32
      %105 = rocdl.mbcnt.lo %104, %103 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %106 = rocdl.mbcnt.hi %104, %105 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %107 = llvm.mlir.constant(0 : i32) : i32
      %108 = llvm.sub %107, %83 : i32
      %109 = llvm.add %106, %83 : i32
      %110 = llvm.and %109, %108 : i32
      %111 = llvm.xor %106, %37 : i32
      %112 = llvm.icmp "slt" %111, %110 : i32
      %113 = llvm.select %112, %111, %106 : i1, i32
      %114 = llvm.mlir.constant(2 : i32) : i32
      %115 = llvm.shl %113, %114 : i32
      %116 = llvm.bitcast %102 : f32 to i32
      %117 = rocdl.ds_bpermute %115, %116 : (i32, i32) -> i32
      %118 = llvm.bitcast %117 : i32 to f32
      llvm.cond_br %112, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %119 = llvm.fadd %102, %118 : f32
      llvm.br ^bb7(%119 : f32)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7(%102 : f32)
    ^bb7(%120: f32):  // 2 preds: ^bb5, ^bb6
      %121 = llvm.mlir.constant(0 : i32) : i32
      %122 = llvm.mlir.constant(-1 : i32) : i32
      %123 = rocdl.mbcnt.lo %122, %121 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %124 = rocdl.mbcnt.hi %122, %123 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %125 = llvm.mlir.constant(0 : i32) : i32
      %126 = llvm.sub %125, %83 : i32
      %127 = llvm.add %124, %83 : i32
      %128 = llvm.and %127, %126 : i32
      %129 = llvm.xor %124, %36 : i32
      %130 = llvm.icmp "slt" %129, %128 : i32
      %131 = llvm.select %130, %129, %124 : i1, i32
      %132 = llvm.mlir.constant(2 : i32) : i32
      %133 = llvm.shl %131, %132 : i32
      %134 = llvm.bitcast %120 : f32 to i32
      %135 = rocdl.ds_bpermute %133, %134 : (i32, i32) -> i32
      %136 = llvm.bitcast %135 : i32 to f32
      llvm.cond_br %130, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %137 = llvm.fadd %120, %136 : f32
      llvm.br ^bb10(%137 : f32)
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%120 : f32)
    ^bb10(%138: f32):  // 2 preds: ^bb8, ^bb9
      %139 = llvm.mlir.constant(0 : i32) : i32
      %140 = llvm.mlir.constant(-1 : i32) : i32
      %141 = rocdl.mbcnt.lo %140, %139 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %142 = rocdl.mbcnt.hi %140, %141 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %143 = llvm.mlir.constant(0 : i32) : i32
      %144 = llvm.sub %143, %83 : i32
      %145 = llvm.add %142, %83 : i32
      %146 = llvm.and %145, %144 : i32
      %147 = llvm.xor %142, %35 : i32
      %148 = llvm.icmp "slt" %147, %146 : i32
      %149 = llvm.select %148, %147, %142 : i1, i32
      %150 = llvm.mlir.constant(2 : i32) : i32
      %151 = llvm.shl %149, %150 : i32
      %152 = llvm.bitcast %138 : f32 to i32
      %153 = rocdl.ds_bpermute %151, %152 : (i32, i32) -> i32
      %154 = llvm.bitcast %153 : i32 to f32
      llvm.cond_br %148, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %155 = llvm.fadd %138, %154 : f32
      llvm.br ^bb13(%155 : f32)
    ^bb12:  // pred: ^bb10
      llvm.br ^bb13(%138 : f32)
    ^bb13(%156: f32):  // 2 preds: ^bb11, ^bb12
      %157 = llvm.mlir.constant(0 : i32) : i32
      %158 = llvm.mlir.constant(-1 : i32) : i32
      %159 = rocdl.mbcnt.lo %158, %157 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %160 = rocdl.mbcnt.hi %158, %159 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %161 = llvm.mlir.constant(0 : i32) : i32
      %162 = llvm.sub %161, %83 : i32
      %163 = llvm.add %160, %83 : i32
      %164 = llvm.and %163, %162 : i32
      %165 = llvm.xor %160, %34 : i32
      %166 = llvm.icmp "slt" %165, %164 : i32
      %167 = llvm.select %166, %165, %160 : i1, i32
      %168 = llvm.mlir.constant(2 : i32) : i32
      %169 = llvm.shl %167, %168 : i32
      %170 = llvm.bitcast %156 : f32 to i32
      %171 = rocdl.ds_bpermute %169, %170 : (i32, i32) -> i32
      %172 = llvm.bitcast %171 : i32 to f32
      llvm.cond_br %166, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %173 = llvm.fadd %156, %172 : f32
      llvm.br ^bb16(%173 : f32)
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%156 : f32)
    ^bb16(%174: f32):  // 2 preds: ^bb14, ^bb15
      llvm.br ^bb18(%174 : f32)
    ^bb17:  // pred: ^bb0
      %175 = llvm.mlir.constant(0 : i32) : i32
      %176 = llvm.mlir.constant(-1 : i32) : i32
      %177 = rocdl.mbcnt.lo %176, %175 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %178 = rocdl.mbcnt.hi %176, %177 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %179 = llvm.mlir.constant(0 : i32) : i32
      %180 = llvm.sub %179, %39 : i32
      %181 = llvm.add %178, %39 : i32
      %182 = llvm.and %181, %180 : i32
      %183 = llvm.xor %178, %38 : i32
      %184 = llvm.icmp "slt" %183, %182 : i32
      %185 = llvm.select %184, %183, %178 : i1, i32
      %186 = llvm.mlir.constant(2 : i32) : i32
      %187 = llvm.shl %185, %186 : i32
      %188 = llvm.bitcast %53 : f32 to i32
      %189 = rocdl.ds_bpermute %187, %188 : (i32, i32) -> i32
      %190 = llvm.bitcast %189 : i32 to f32
      %191 = llvm.fadd %53, %190 : f32
      %192 = llvm.mlir.constant(0 : i32) : i32
      %193 = llvm.mlir.constant(-1 : i32) : i32
      %194 = rocdl.mbcnt.lo %193, %192 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %195 = rocdl.mbcnt.hi %193, %194 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %196 = llvm.mlir.constant(0 : i32) : i32
      %197 = llvm.sub %196, %39 : i32
      %198 = llvm.add %195, %39 : i32
      %199 = llvm.and %198, %197 : i32
      %200 = llvm.xor %195, %37 : i32
      %201 = llvm.icmp "slt" %200, %199 : i32
      %202 = llvm.select %201, %200, %195 : i1, i32
      %203 = llvm.mlir.constant(2 : i32) : i32
      %204 = llvm.shl %202, %203 : i32
      %205 = llvm.bitcast %191 : f32 to i32
      %206 = rocdl.ds_bpermute %204, %205 : (i32, i32) -> i32
      %207 = llvm.bitcast %206 : i32 to f32
      %208 = llvm.fadd %191, %207 : f32
      %209 = llvm.mlir.constant(0 : i32) : i32
      %210 = llvm.mlir.constant(-1 : i32) : i32
      %211 = rocdl.mbcnt.lo %210, %209 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %212 = rocdl.mbcnt.hi %210, %211 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %213 = llvm.mlir.constant(0 : i32) : i32
      %214 = llvm.sub %213, %39 : i32
      %215 = llvm.add %212, %39 : i32
      %216 = llvm.and %215, %214 : i32
      %217 = llvm.xor %212, %36 : i32
      %218 = llvm.icmp "slt" %217, %216 : i32
      %219 = llvm.select %218, %217, %212 : i1, i32
      %220 = llvm.mlir.constant(2 : i32) : i32
      %221 = llvm.shl %219, %220 : i32
      %222 = llvm.bitcast %208 : f32 to i32
      %223 = rocdl.ds_bpermute %221, %222 : (i32, i32) -> i32
      %224 = llvm.bitcast %223 : i32 to f32
      %225 = llvm.fadd %208, %224 : f32
      %226 = llvm.mlir.constant(0 : i32) : i32
      %227 = llvm.mlir.constant(-1 : i32) : i32
      %228 = rocdl.mbcnt.lo %227, %226 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %229 = rocdl.mbcnt.hi %227, %228 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %230 = llvm.mlir.constant(0 : i32) : i32
      %231 = llvm.sub %230, %39 : i32
      %232 = llvm.add %229, %39 : i32
      %233 = llvm.and %232, %231 : i32
      %234 = llvm.xor %229, %35 : i32
      %235 = llvm.icmp "slt" %234, %233 : i32
      %236 = llvm.select %235, %234, %229 : i1, i32
      %237 = llvm.mlir.constant(2 : i32) : i32
      %238 = llvm.shl %236, %237 : i32
      %239 = llvm.bitcast %225 : f32 to i32
      %240 = rocdl.ds_bpermute %238, %239 : (i32, i32) -> i32
      %241 = llvm.bitcast %240 : i32 to f32
      %242 = llvm.fadd %225, %241 : f32
      %243 = llvm.mlir.constant(0 : i32) : i32
      %244 = llvm.mlir.constant(-1 : i32) : i32
      %245 = rocdl.mbcnt.lo %244, %243 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %246 = rocdl.mbcnt.hi %244, %245 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %247 = llvm.mlir.constant(0 : i32) : i32
      %248 = llvm.sub %247, %39 : i32
      %249 = llvm.add %246, %39 : i32
      %250 = llvm.and %249, %248 : i32
      %251 = llvm.xor %246, %34 : i32
      %252 = llvm.icmp "slt" %251, %250 : i32
      %253 = llvm.select %252, %251, %246 : i1, i32
      %254 = llvm.mlir.constant(2 : i32) : i32
      %255 = llvm.shl %253, %254 : i32
      %256 = llvm.bitcast %242 : f32 to i32
      %257 = rocdl.ds_bpermute %255, %256 : (i32, i32) -> i32
      %258 = llvm.bitcast %257 : i32 to f32
      %259 = llvm.fadd %242, %258 : f32
      llvm.br ^bb18(%259 : f32)
    ^bb18(%260: f32):  // 2 preds: ^bb16, ^bb17
      llvm.cond_br %81, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %261 = llvm.sdiv %78, %39 : i32
      %262 = llvm.sext %261 : i32 to i64
      %263 = llvm.extractvalue %33[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %264 = llvm.getelementptr inbounds|nuw %263[%262] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %260, %264 : f32, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      rocdl.barrier
      %265 = llvm.add %79, %41 : i32
      %266 = llvm.sdiv %265, %39 : i32
      %267 = llvm.icmp "slt" %78, %266 : i32
      llvm.cond_br %267, ^bb22, ^bb41
    ^bb22:  // pred: ^bb21
      %268 = llvm.sext %78 : i32 to i64
      %269 = llvm.extractvalue %33[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %270 = llvm.getelementptr inbounds|nuw %269[%268] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %271 = llvm.load %270 : !llvm.ptr<3> -> f32
      %272 = llvm.icmp "slt" %266, %39 : i32
      llvm.cond_br %272, ^bb23, ^bb39
    ^bb23:  // pred: ^bb22
      %273 = llvm.mlir.constant(0 : i32) : i32
      %274 = llvm.mlir.constant(-1 : i32) : i32
      %275 = rocdl.mbcnt.lo %274, %273 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %276 = rocdl.mbcnt.hi %274, %275 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %277 = llvm.mlir.constant(0 : i32) : i32
      %278 = llvm.sub %277, %266 : i32
      %279 = llvm.add %276, %266 : i32
      %280 = llvm.and %279, %278 : i32
      %281 = llvm.xor %276, %38 : i32
      %282 = llvm.icmp "slt" %281, %280 : i32
      %283 = llvm.select %282, %281, %276 : i1, i32
      %284 = llvm.mlir.constant(2 : i32) : i32
      %285 = llvm.shl %283, %284 : i32
      %286 = llvm.bitcast %271 : f32 to i32
      %287 = rocdl.ds_bpermute %285, %286 : (i32, i32) -> i32
      %288 = llvm.bitcast %287 : i32 to f32
      llvm.cond_br %282, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %289 = llvm.fadd %271, %288 : f32
      llvm.br ^bb26(%289 : f32)
    ^bb25:  // pred: ^bb23
      llvm.br ^bb26(%271 : f32)
    ^bb26(%290: f32):  // 2 preds: ^bb24, ^bb25
      %291 = llvm.mlir.constant(0 : i32) : i32
      %292 = llvm.mlir.constant(-1 : i32) : i32
      %293 = rocdl.mbcnt.lo %292, %291 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %294 = rocdl.mbcnt.hi %292, %293 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %295 = llvm.mlir.constant(0 : i32) : i32
      %296 = llvm.sub %295, %266 : i32
      %297 = llvm.add %294, %266 : i32
      %298 = llvm.and %297, %296 : i32
      %299 = llvm.xor %294, %37 : i32
      %300 = llvm.icmp "slt" %299, %298 : i32
      %301 = llvm.select %300, %299, %294 : i1, i32
      %302 = llvm.mlir.constant(2 : i32) : i32
      %303 = llvm.shl %301, %302 : i32
      %304 = llvm.bitcast %290 : f32 to i32
      %305 = rocdl.ds_bpermute %303, %304 : (i32, i32) -> i32
      %306 = llvm.bitcast %305 : i32 to f32
      llvm.cond_br %300, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %307 = llvm.fadd %290, %306 : f32
      llvm.br ^bb29(%307 : f32)
    ^bb28:  // pred: ^bb26
      llvm.br ^bb29(%290 : f32)
    ^bb29(%308: f32):  // 2 preds: ^bb27, ^bb28
      %309 = llvm.mlir.constant(0 : i32) : i32
      %310 = llvm.mlir.constant(-1 : i32) : i32
      %311 = rocdl.mbcnt.lo %310, %309 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %312 = rocdl.mbcnt.hi %310, %311 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %313 = llvm.mlir.constant(0 : i32) : i32
      %314 = llvm.sub %313, %266 : i32
      %315 = llvm.add %312, %266 : i32
      %316 = llvm.and %315, %314 : i32
      %317 = llvm.xor %312, %36 : i32
      %318 = llvm.icmp "slt" %317, %316 : i32
      %319 = llvm.select %318, %317, %312 : i1, i32
      %320 = llvm.mlir.constant(2 : i32) : i32
      %321 = llvm.shl %319, %320 : i32
      %322 = llvm.bitcast %308 : f32 to i32
      %323 = rocdl.ds_bpermute %321, %322 : (i32, i32) -> i32
      %324 = llvm.bitcast %323 : i32 to f32
      llvm.cond_br %318, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %325 = llvm.fadd %308, %324 : f32
      llvm.br ^bb32(%325 : f32)
    ^bb31:  // pred: ^bb29
      llvm.br ^bb32(%308 : f32)
    ^bb32(%326: f32):  // 2 preds: ^bb30, ^bb31
      %327 = llvm.mlir.constant(0 : i32) : i32
      %328 = llvm.mlir.constant(-1 : i32) : i32
      %329 = rocdl.mbcnt.lo %328, %327 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %330 = rocdl.mbcnt.hi %328, %329 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %331 = llvm.mlir.constant(0 : i32) : i32
      %332 = llvm.sub %331, %266 : i32
      %333 = llvm.add %330, %266 : i32
      %334 = llvm.and %333, %332 : i32
      %335 = llvm.xor %330, %35 : i32
      %336 = llvm.icmp "slt" %335, %334 : i32
      %337 = llvm.select %336, %335, %330 : i1, i32
      %338 = llvm.mlir.constant(2 : i32) : i32
      %339 = llvm.shl %337, %338 : i32
      %340 = llvm.bitcast %326 : f32 to i32
      %341 = rocdl.ds_bpermute %339, %340 : (i32, i32) -> i32
      %342 = llvm.bitcast %341 : i32 to f32
      llvm.cond_br %336, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %343 = llvm.fadd %326, %342 : f32
      llvm.br ^bb35(%343 : f32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%326 : f32)
    ^bb35(%344: f32):  // 2 preds: ^bb33, ^bb34
      %345 = llvm.mlir.constant(0 : i32) : i32
      %346 = llvm.mlir.constant(-1 : i32) : i32
      %347 = rocdl.mbcnt.lo %346, %345 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %348 = rocdl.mbcnt.hi %346, %347 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %349 = llvm.mlir.constant(0 : i32) : i32
      %350 = llvm.sub %349, %266 : i32
      %351 = llvm.add %348, %266 : i32
      %352 = llvm.and %351, %350 : i32
      %353 = llvm.xor %348, %34 : i32
      %354 = llvm.icmp "slt" %353, %352 : i32
      %355 = llvm.select %354, %353, %348 : i1, i32
      %356 = llvm.mlir.constant(2 : i32) : i32
      %357 = llvm.shl %355, %356 : i32
      %358 = llvm.bitcast %344 : f32 to i32
      %359 = rocdl.ds_bpermute %357, %358 : (i32, i32) -> i32
      %360 = llvm.bitcast %359 : i32 to f32
      llvm.cond_br %354, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      %361 = llvm.fadd %344, %360 : f32
      llvm.br ^bb38(%361 : f32)
    ^bb37:  // pred: ^bb35
      llvm.br ^bb38(%344 : f32)
    ^bb38(%362: f32):  // 2 preds: ^bb36, ^bb37
      llvm.br ^bb40(%362 : f32)
    ^bb39:  // pred: ^bb22
      %363 = llvm.mlir.constant(0 : i32) : i32
      %364 = llvm.mlir.constant(-1 : i32) : i32
      %365 = rocdl.mbcnt.lo %364, %363 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %366 = rocdl.mbcnt.hi %364, %365 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %367 = llvm.mlir.constant(0 : i32) : i32
      %368 = llvm.sub %367, %39 : i32
      %369 = llvm.add %366, %39 : i32
      %370 = llvm.and %369, %368 : i32
      %371 = llvm.xor %366, %38 : i32
      %372 = llvm.icmp "slt" %371, %370 : i32
      %373 = llvm.select %372, %371, %366 : i1, i32
      %374 = llvm.mlir.constant(2 : i32) : i32
      %375 = llvm.shl %373, %374 : i32
      %376 = llvm.bitcast %271 : f32 to i32
      %377 = rocdl.ds_bpermute %375, %376 : (i32, i32) -> i32
      %378 = llvm.bitcast %377 : i32 to f32
      %379 = llvm.fadd %271, %378 : f32
      %380 = llvm.mlir.constant(0 : i32) : i32
      %381 = llvm.mlir.constant(-1 : i32) : i32
      %382 = rocdl.mbcnt.lo %381, %380 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %383 = rocdl.mbcnt.hi %381, %382 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %384 = llvm.mlir.constant(0 : i32) : i32
      %385 = llvm.sub %384, %39 : i32
      %386 = llvm.add %383, %39 : i32
      %387 = llvm.and %386, %385 : i32
      %388 = llvm.xor %383, %37 : i32
      %389 = llvm.icmp "slt" %388, %387 : i32
      %390 = llvm.select %389, %388, %383 : i1, i32
      %391 = llvm.mlir.constant(2 : i32) : i32
      %392 = llvm.shl %390, %391 : i32
      %393 = llvm.bitcast %379 : f32 to i32
      %394 = rocdl.ds_bpermute %392, %393 : (i32, i32) -> i32
      %395 = llvm.bitcast %394 : i32 to f32
      %396 = llvm.fadd %379, %395 : f32
      %397 = llvm.mlir.constant(0 : i32) : i32
      %398 = llvm.mlir.constant(-1 : i32) : i32
      %399 = rocdl.mbcnt.lo %398, %397 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %400 = rocdl.mbcnt.hi %398, %399 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %401 = llvm.mlir.constant(0 : i32) : i32
      %402 = llvm.sub %401, %39 : i32
      %403 = llvm.add %400, %39 : i32
      %404 = llvm.and %403, %402 : i32
      %405 = llvm.xor %400, %36 : i32
      %406 = llvm.icmp "slt" %405, %404 : i32
      %407 = llvm.select %406, %405, %400 : i1, i32
      %408 = llvm.mlir.constant(2 : i32) : i32
      %409 = llvm.shl %407, %408 : i32
      %410 = llvm.bitcast %396 : f32 to i32
      %411 = rocdl.ds_bpermute %409, %410 : (i32, i32) -> i32
      %412 = llvm.bitcast %411 : i32 to f32
      %413 = llvm.fadd %396, %412 : f32
      %414 = llvm.mlir.constant(0 : i32) : i32
      %415 = llvm.mlir.constant(-1 : i32) : i32
      %416 = rocdl.mbcnt.lo %415, %414 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %417 = rocdl.mbcnt.hi %415, %416 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %418 = llvm.mlir.constant(0 : i32) : i32
      %419 = llvm.sub %418, %39 : i32
      %420 = llvm.add %417, %39 : i32
      %421 = llvm.and %420, %419 : i32
      %422 = llvm.xor %417, %35 : i32
      %423 = llvm.icmp "slt" %422, %421 : i32
      %424 = llvm.select %423, %422, %417 : i1, i32
      %425 = llvm.mlir.constant(2 : i32) : i32
      %426 = llvm.shl %424, %425 : i32
      %427 = llvm.bitcast %413 : f32 to i32
      %428 = rocdl.ds_bpermute %426, %427 : (i32, i32) -> i32
      %429 = llvm.bitcast %428 : i32 to f32
      %430 = llvm.fadd %413, %429 : f32
      %431 = llvm.mlir.constant(0 : i32) : i32
      %432 = llvm.mlir.constant(-1 : i32) : i32
      %433 = rocdl.mbcnt.lo %432, %431 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 32>}]} : (i32, i32) -> i32
      %434 = rocdl.mbcnt.hi %432, %433 {res_attrs = [{llvm.noundef, llvm.range = #llvm.constant_range<i32, 0, 64>}]} : (i32, i32) -> i32
      %435 = llvm.mlir.constant(0 : i32) : i32
      %436 = llvm.sub %435, %39 : i32
      %437 = llvm.add %434, %39 : i32
      %438 = llvm.and %437, %436 : i32
      %439 = llvm.xor %434, %34 : i32
      %440 = llvm.icmp "slt" %439, %438 : i32
      %441 = llvm.select %440, %439, %434 : i1, i32
      %442 = llvm.mlir.constant(2 : i32) : i32
      %443 = llvm.shl %441, %442 : i32
      %444 = llvm.bitcast %430 : f32 to i32
      %445 = rocdl.ds_bpermute %443, %444 : (i32, i32) -> i32
      %446 = llvm.bitcast %445 : i32 to f32
      %447 = llvm.fadd %430, %446 : f32
      llvm.br ^bb40(%447 : f32)
    ^bb40(%448: f32):  // 2 preds: ^bb38, ^bb39
      %449 = llvm.extractvalue %33[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %450 = llvm.getelementptr inbounds|nuw %449[%42] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %448, %450 : f32, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb41:  // pred: ^bb21
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      rocdl.barrier
      %451 = llvm.extractvalue %33[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> 
      %452 = llvm.getelementptr inbounds|nuw %451[%42] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %453 = llvm.load %452 : !llvm.ptr<3> -> f32
      %454 = llvm.icmp "eq" %44, %42 : i64
      scf.if %454 {
        %455 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
        %456 = llvm.getelementptr inbounds|nuw %455[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        llvm.store %453, %456 : f32, !llvm.ptr
      }
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
