#loop_annotation = #llvm.loop_annotation<mustProgress = true>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "any pointer", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "long double", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc4 = #llvm.tbaa_type_desc<id = "long long", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc5 = #llvm.tbaa_type_desc<id = "long", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc6 = #llvm.tbaa_type_desc<id = "double", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc7 = #llvm.tbaa_type_desc<id = "float", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc8 = #llvm.tbaa_type_desc<id = "short", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc3, offset = 0>
#tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc6, access_type = #tbaa_type_desc6, offset = 0>
#tbaa_type_desc9 = #llvm.tbaa_type_desc<id = "p1 _ZTS4node", members = {<#tbaa_type_desc1, 0>}>
#tbaa_type_desc10 = #llvm.tbaa_type_desc<id = "flags", members = {<#tbaa_type_desc2, 0>, <#tbaa_type_desc2, 0>, <#tbaa_type_desc2, 0>, <#tbaa_type_desc2, 0>}>
#tbaa_type_desc11 = #llvm.tbaa_type_desc<id = "timespec_like", members = {<#tbaa_type_desc5, 0>, <#tbaa_type_desc5, 8>}>
#tbaa_type_desc12 = #llvm.tbaa_type_desc<id = "matrix", members = {<#tbaa_type_desc, 0>, <#tbaa_type_desc7, 128>, <#tbaa_type_desc8, 132>}>
#tbaa_type_desc13 = #llvm.tbaa_type_desc<id = "mixed_ld", members = {<#tbaa_type_desc, 0>, <#tbaa_type_desc3, 8>, <#tbaa_type_desc8, 16>}>
#tbaa_tag3 = #llvm.tbaa_tag<base_type = #tbaa_type_desc12, access_type = #tbaa_type_desc7, offset = 128>
#tbaa_tag4 = #llvm.tbaa_tag<base_type = #tbaa_type_desc13, access_type = #tbaa_type_desc3, offset = 8>
#tbaa_type_desc14 = #llvm.tbaa_type_desc<id = "node", members = {<#tbaa_type_desc9, 0>, <#tbaa_type_desc2, 8>, <#tbaa_type_desc, 12>}>
#tbaa_type_desc15 = #llvm.tbaa_type_desc<id = "tagged", members = {<#tbaa_type_desc2, 0>, <#tbaa_type_desc, 8>, <#tbaa_type_desc10, 24>}>
#tbaa_type_desc16 = #llvm.tbaa_type_desc<id = "stat_like", members = {<#tbaa_type_desc4, 0>, <#tbaa_type_desc4, 8>, <#tbaa_type_desc2, 16>, <#tbaa_type_desc2, 20>, <#tbaa_type_desc2, 24>, <#tbaa_type_desc2, 28>, <#tbaa_type_desc4, 32>, <#tbaa_type_desc11, 40>, <#tbaa_type_desc11, 56>, <#tbaa_type_desc11, 72>, <#tbaa_type_desc, 88>}>
#tbaa_tag5 = #llvm.tbaa_tag<base_type = #tbaa_type_desc14, access_type = #tbaa_type_desc2, offset = 8>
#tbaa_tag6 = #llvm.tbaa_tag<base_type = #tbaa_type_desc14, access_type = #tbaa_type_desc9, offset = 0>
#tbaa_tag7 = #llvm.tbaa_tag<base_type = #tbaa_type_desc15, access_type = #tbaa_type_desc2, offset = 0>
#tbaa_tag8 = #llvm.tbaa_tag<base_type = #tbaa_type_desc16, access_type = #tbaa_type_desc4, offset = 32>
#tbaa_tag9 = #llvm.tbaa_tag<base_type = #tbaa_type_desc16, access_type = #tbaa_type_desc5, offset = 56>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<6> = dense<32> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, i256 = dense<256> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.legal_int_widths" = array<i32: 16, 32, 64>>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.mlir.global private unnamed_addr constant @".str"("hello, layout\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global external local_unnamed_addr @greeting() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr {
    %0 = llvm.mlir.addressof @".str" : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.global external @nodes() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>> {
    %0 = llvm.mlir.constant("four\00\00\00\00\00\00\00\00") : !llvm.array<12 x i8>
    %1 = llvm.mlir.constant(4 : i32) : i32
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.mlir.undef : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %6 = llvm.insertvalue %0, %5[2] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %7 = llvm.mlir.constant("three\00\00\00\00\00\00\00") : !llvm.array<12 x i8>
    %8 = llvm.mlir.constant(3 : i32) : i32
    %9 = llvm.mlir.constant(72 : i64) : i64
    %10 = llvm.mlir.addressof @nodes : !llvm.ptr
    %11 = llvm.getelementptr %10[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %12 = llvm.mlir.undef : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)>
    %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %14 = llvm.insertvalue %8, %13[1] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %15 = llvm.insertvalue %7, %14[2] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %16 = llvm.mlir.constant("two\00\00\00\00\00\00\00\00\00") : !llvm.array<12 x i8>
    %17 = llvm.mlir.constant(2 : i32) : i32
    %18 = llvm.mlir.constant(48 : i64) : i64
    %19 = llvm.getelementptr %10[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %20 = llvm.mlir.undef : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)>
    %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %22 = llvm.insertvalue %17, %21[1] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %23 = llvm.insertvalue %16, %22[2] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %24 = llvm.mlir.constant("one\00\00\00\00\00\00\00\00\00") : !llvm.array<12 x i8>
    %25 = llvm.mlir.constant(1 : i32) : i32
    %26 = llvm.mlir.constant(24 : i64) : i64
    %27 = llvm.getelementptr %10[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %28 = llvm.mlir.undef : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)>
    %29 = llvm.insertvalue %27, %28[0] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %30 = llvm.insertvalue %25, %29[1] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %31 = llvm.insertvalue %24, %30[2] : !llvm.struct<"struct.node", (ptr, i32, array<12 x i8>)> 
    %32 = llvm.mlir.undef : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>> 
    %34 = llvm.insertvalue %23, %33[1] : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>> 
    %35 = llvm.insertvalue %15, %34[2] : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>> 
    %36 = llvm.insertvalue %6, %35[3] : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>> 
    llvm.return %36 : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>>
  }
  llvm.mlir.global external local_unnamed_addr @table() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<packed (struct<(i32, array<4 x i8>, struct<"union.value", (i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)>, struct<(i32, array<4 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<4xi8>) : !llvm.array<4 x i8>
    %2 = llvm.mlir.constant(102 : i8) : i8
    %3 = llvm.mlir.undef : !llvm.struct<(i8, i8, i8, i8)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i8, i8, i8, i8)> 
    %5 = llvm.insertvalue %0, %4[1] : !llvm.struct<(i8, i8, i8, i8)> 
    %6 = llvm.insertvalue %0, %5[2] : !llvm.struct<(i8, i8, i8, i8)> 
    %7 = llvm.insertvalue %0, %6[3] : !llvm.struct<(i8, i8, i8, i8)> 
    %8 = llvm.mlir.constant(dense<0> : tensor<8xi8>) : !llvm.array<8 x i8>
    %9 = llvm.mlir.constant(2.500000e+00 : f64) : f64
    %10 = llvm.mlir.undef : !llvm.struct<(f64, array<8 x i8>)>
    %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(f64, array<8 x i8>)> 
    %12 = llvm.insertvalue %8, %11[1] : !llvm.struct<(f64, array<8 x i8>)> 
    %13 = llvm.mlir.constant(2 : i32) : i32
    %14 = llvm.mlir.undef : !llvm.struct<(i32, array<4 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)>
    %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(i32, array<4 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)> 
    %16 = llvm.insertvalue %1, %15[1] : !llvm.struct<(i32, array<4 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)> 
    %17 = llvm.insertvalue %12, %16[2] : !llvm.struct<(i32, array<4 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)> 
    %18 = llvm.insertvalue %7, %17[3] : !llvm.struct<(i32, array<4 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)> 
    %19 = llvm.insertvalue %1, %18[4] : !llvm.struct<(i32, array<4 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)> 
    %20 = llvm.mlir.constant(1 : i8) : i8
    %21 = llvm.mlir.constant(-51 : i8) : i8
    %22 = llvm.mlir.undef : !llvm.struct<(i8, i8, i8, i8)>
    %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(i8, i8, i8, i8)> 
    %24 = llvm.insertvalue %20, %23[1] : !llvm.struct<(i8, i8, i8, i8)> 
    %25 = llvm.insertvalue %0, %24[2] : !llvm.struct<(i8, i8, i8, i8)> 
    %26 = llvm.insertvalue %0, %25[3] : !llvm.struct<(i8, i8, i8, i8)> 
    %27 = llvm.mlir.constant(42 : i64) : i64
    %28 = llvm.mlir.undef : !llvm.struct<"union.value", (i64, array<8 x i8>)>
    %29 = llvm.insertvalue %27, %28[0] : !llvm.struct<"union.value", (i64, array<8 x i8>)> 
    %30 = llvm.insertvalue %8, %29[1] : !llvm.struct<"union.value", (i64, array<8 x i8>)> 
    %31 = llvm.mlir.constant(1 : i32) : i32
    %32 = llvm.mlir.undef : !llvm.struct<(i32, array<4 x i8>, struct<"union.value", (i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(i32, array<4 x i8>, struct<"union.value", (i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)> 
    %34 = llvm.insertvalue %1, %33[1] : !llvm.struct<(i32, array<4 x i8>, struct<"union.value", (i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)> 
    %35 = llvm.insertvalue %30, %34[2] : !llvm.struct<(i32, array<4 x i8>, struct<"union.value", (i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)> 
    %36 = llvm.insertvalue %26, %35[3] : !llvm.struct<(i32, array<4 x i8>, struct<"union.value", (i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)> 
    %37 = llvm.insertvalue %1, %36[4] : !llvm.struct<(i32, array<4 x i8>, struct<"union.value", (i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)> 
    %38 = llvm.mlir.undef : !llvm.struct<packed (struct<(i32, array<4 x i8>, struct<"union.value", (i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)>, struct<(i32, array<4 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)>)>
    %39 = llvm.insertvalue %37, %38[0] : !llvm.struct<packed (struct<(i32, array<4 x i8>, struct<"union.value", (i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)>, struct<(i32, array<4 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)>)> 
    %40 = llvm.insertvalue %19, %39[1] : !llvm.struct<packed (struct<(i32, array<4 x i8>, struct<"union.value", (i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)>, struct<(i32, array<4 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)>)> 
    llvm.return %40 : !llvm.struct<packed (struct<(i32, array<4 x i8>, struct<"union.value", (i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)>, struct<(i32, array<4 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<4 x i8>)>)>
  }
  llvm.mlir.global external local_unnamed_addr @identity() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<2xi8>) : !llvm.array<2 x i8>
    %2 = llvm.mlir.constant(7 : i16) : i16
    %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %4 = llvm.mlir.constant(dense<[0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]> : tensor<4xf64>) : !llvm.array<4 x f64>
    %5 = llvm.mlir.constant(dense<[0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00]> : tensor<4xf64>) : !llvm.array<4 x f64>
    %6 = llvm.mlir.constant(dense<[0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00]> : tensor<4xf64>) : !llvm.array<4 x f64>
    %7 = llvm.mlir.constant(dense<[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]> : tensor<4xf64>) : !llvm.array<4 x f64>
    %8 = llvm.mlir.constant(dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<4x4xf64>) : !llvm.array<4 x array<4 x f64>>
    %9 = llvm.mlir.undef : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)>
    %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)> 
    %11 = llvm.insertvalue %3, %10[1] : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)> 
    %12 = llvm.insertvalue %2, %11[2] : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)> 
    %13 = llvm.insertvalue %1, %12[3] : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)> 
    llvm.return %13 : !llvm.struct<(array<4 x array<4 x f64>>, f32, i16, array<2 x i8>)>
  }
  llvm.mlir.global external local_unnamed_addr @mld() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<(i8, array<7 x i8>, f64, i16, array<6 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<6xi8>) : !llvm.array<6 x i8>
    %2 = llvm.mlir.constant(9 : i16) : i16
    %3 = llvm.mlir.constant(3.250000e+00 : f64) : f64
    %4 = llvm.mlir.constant(dense<0> : tensor<7xi8>) : !llvm.array<7 x i8>
    %5 = llvm.mlir.constant(120 : i8) : i8
    %6 = llvm.mlir.undef : !llvm.struct<(i8, array<7 x i8>, f64, i16, array<6 x i8>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(i8, array<7 x i8>, f64, i16, array<6 x i8>)> 
    %8 = llvm.insertvalue %4, %7[1] : !llvm.struct<(i8, array<7 x i8>, f64, i16, array<6 x i8>)> 
    %9 = llvm.insertvalue %3, %8[2] : !llvm.struct<(i8, array<7 x i8>, f64, i16, array<6 x i8>)> 
    %10 = llvm.insertvalue %2, %9[3] : !llvm.struct<(i8, array<7 x i8>, f64, i16, array<6 x i8>)> 
    %11 = llvm.insertvalue %1, %10[4] : !llvm.struct<(i8, array<7 x i8>, f64, i16, array<6 x i8>)> 
    llvm.return %11 : !llvm.struct<(i8, array<7 x i8>, f64, i16, array<6 x i8>)>
  }
  llvm.mlir.global external local_unnamed_addr @ld_sum(0.000000e+00 : f64) {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : f64
  llvm.mlir.global internal constant @names(dense<[[97, 108, 112, 104, 97, 0, 0, 0], [98, 101, 116, 97, 0, 0, 0, 0], [103, 97, 109, 109, 97, 0, 0, 0]]> : tensor<3x8xi8>) {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.array<3 x array<8 x i8>>
  llvm.mlir.global external local_unnamed_addr @st() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(dense<0> : tensor<3xi64>) : !llvm.array<3 x i64>
    %2 = llvm.mlir.zero : !llvm.struct<"struct.timespec_like", (i64, i64)>
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.zero : !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)>
    llvm.return %4 : !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)>
  }
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<max, "frame-pointer", 2 : i32>]
  llvm.func local_unnamed_addr @str_len(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> i64 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_features = #llvm.target_features<["+ptx88"]>} {
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
  llvm.func local_unnamed_addr @count_list(%arg0: !llvm.ptr {llvm.noundef, llvm.readonly}) -> i32 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = none, errnoMem = read, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_features = #llvm.target_features<["+ptx88"]>} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(8 : i64) : i64
    %3 = llvm.icmp "eq" %arg0, %0 : !llvm.ptr
    llvm.cond_br %3, ^bb2(%1 : i32), ^bb1(%1, %arg0 : i32, !llvm.ptr)
  ^bb1(%4: i32, %5: !llvm.ptr):  // 2 preds: ^bb0, ^bb1
    %6 = llvm.getelementptr inbounds|nuw %5[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %7 = llvm.load %6 {alignment = 8 : i64, tbaa = [#tbaa_tag5]} : !llvm.ptr -> i32
    %8 = llvm.add %7, %4 overflow<nsw> : i32
    %9 = llvm.load %5 {alignment = 8 : i64, tbaa = [#tbaa_tag6]} : !llvm.ptr -> !llvm.ptr
    %10 = llvm.icmp "eq" %9, %0 : !llvm.ptr
    llvm.cond_br %10, ^bb2(%8 : i32), ^bb1(%8, %9 : i32, !llvm.ptr) {loop_annotation = #loop_annotation}
  ^bb2(%11: i32):  // 2 preds: ^bb0, ^bb1
    llvm.return %11 : i32
  }
  llvm.func local_unnamed_addr @sum_values(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: i32 {llvm.noundef}) -> f64 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, memory_effects = #llvm.memory_effects<other = write, argMem = read, inaccessibleMem = none, errnoMem = write, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_features = #llvm.target_features<["+ptx88"]>} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.mlir.constant(2147483646 : i32) : i32
    %4 = llvm.mlir.constant(8 : i64) : i64
    %5 = llvm.mlir.constant(24 : i64) : i64
    %6 = llvm.mlir.constant(2 : i32) : i32
    %7 = llvm.mlir.constant(15 : i32) : i32
    %8 = llvm.mlir.constant(32 : i64) : i64
    %9 = llvm.mlir.constant(40 : i64) : i64
    %10 = llvm.mlir.constant(56 : i64) : i64
    %11 = llvm.mlir.addressof @ld_sum : !llvm.ptr
    %12 = llvm.icmp "sgt" %arg1, %0 : i32
    llvm.cond_br %12, ^bb1, ^bb9(%1 : f64)
  ^bb1:  // pred: ^bb0
    %13 = llvm.and %arg1, %2 : i32
    %14 = llvm.icmp "eq" %arg1, %2 : i32
    llvm.cond_br %14, ^bb4(%0, %1 : i32, f64), ^bb2
  ^bb2:  // pred: ^bb1
    %15 = llvm.and %arg1, %3 : i32
    llvm.br ^bb10(%0, %1, %0 : i32, f64, i32)
  ^bb3:  // pred: ^bb18
    %16 = llvm.icmp "eq" %13, %0 : i32
    llvm.cond_br %16, ^bb9(%69 : f64), ^bb4(%70, %69 : i32, f64)
  ^bb4(%17: i32, %18: f64):  // 2 preds: ^bb1, ^bb3
    %19 = llvm.icmp "ne" %13, %0 : i32
    llvm.intr.assume %19  : i1
    %20 = llvm.zext nneg %17 : i32 to i64
    %21 = llvm.getelementptr inbounds|nuw %arg0[%20] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (i64, array<8 x i8>)>, struct<"struct.flags", (i32)>)>
    %22 = llvm.load %21 {alignment = 8 : i64, tbaa = [#tbaa_tag7]} : !llvm.ptr -> i32
    llvm.switch %22 : i32, ^bb7 [
      1: ^bb6,
      2: ^bb5
    ]
  ^bb5:  // pred: ^bb4
    %23 = llvm.getelementptr inbounds|nuw %21[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %24 = llvm.load %23 {alignment = 8 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f64
    llvm.br ^bb8(%24 : f64)
  ^bb6:  // pred: ^bb4
    %25 = llvm.getelementptr inbounds|nuw %21[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %26 = llvm.load %25 {alignment = 8 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i64
    %27 = llvm.sitofp %26 : i64 to f64
    llvm.br ^bb8(%27 : f64)
  ^bb7:  // pred: ^bb4
    %28 = llvm.getelementptr inbounds|nuw %21[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %29 = llvm.load %28 {alignment = 8 : i64} : !llvm.ptr -> i32
    %30 = llvm.lshr %29, %6 : i32
    %31 = llvm.and %30, %7 : i32
    %32 = llvm.uitofp nneg %31 : i32 to f64
    llvm.br ^bb8(%32 : f64)
  ^bb8(%33: f64):  // 3 preds: ^bb5, ^bb6, ^bb7
    %34 = llvm.fadd %18, %33 : f64
    llvm.br ^bb9(%34 : f64)
  ^bb9(%35: f64):  // 3 preds: ^bb0, ^bb3, ^bb8
    llvm.store %35, %11 {alignment = 8 : i64, tbaa = [#tbaa_tag1]} : f64, !llvm.ptr
    llvm.return %35 : f64
  ^bb10(%36: i32, %37: f64, %38: i32):  // 2 preds: ^bb2, ^bb18
    %39 = llvm.zext nneg %36 : i32 to i64
    %40 = llvm.getelementptr inbounds|nuw %arg0[%39] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (i64, array<8 x i8>)>, struct<"struct.flags", (i32)>)>
    %41 = llvm.load %40 {alignment = 8 : i64, tbaa = [#tbaa_tag7]} : !llvm.ptr -> i32
    llvm.switch %41 : i32, ^bb13 [
      1: ^bb11,
      2: ^bb12
    ]
  ^bb11:  // pred: ^bb10
    %42 = llvm.getelementptr inbounds|nuw %40[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %43 = llvm.load %42 {alignment = 8 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i64
    %44 = llvm.sitofp %43 : i64 to f64
    llvm.br ^bb14(%44 : f64)
  ^bb12:  // pred: ^bb10
    %45 = llvm.getelementptr inbounds|nuw %40[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %46 = llvm.load %45 {alignment = 8 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f64
    llvm.br ^bb14(%46 : f64)
  ^bb13:  // pred: ^bb10
    %47 = llvm.getelementptr inbounds|nuw %40[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %48 = llvm.load %47 {alignment = 8 : i64} : !llvm.ptr -> i32
    %49 = llvm.lshr %48, %6 : i32
    %50 = llvm.and %49, %7 : i32
    %51 = llvm.uitofp nneg %50 : i32 to f64
    llvm.br ^bb14(%51 : f64)
  ^bb14(%52: f64):  // 3 preds: ^bb11, ^bb12, ^bb13
    %53 = llvm.fadd %37, %52 : f64
    %54 = llvm.zext nneg %36 : i32 to i64
    %55 = llvm.getelementptr inbounds|nuw %arg0[%54] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (i64, array<8 x i8>)>, struct<"struct.flags", (i32)>)>
    %56 = llvm.getelementptr inbounds|nuw %55[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %57 = llvm.load %56 {alignment = 8 : i64, tbaa = [#tbaa_tag7]} : !llvm.ptr -> i32
    llvm.switch %57 : i32, ^bb17 [
      1: ^bb16,
      2: ^bb15
    ]
  ^bb15:  // pred: ^bb14
    %58 = llvm.getelementptr inbounds|nuw %55[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %59 = llvm.load %58 {alignment = 8 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f64
    llvm.br ^bb18(%59 : f64)
  ^bb16:  // pred: ^bb14
    %60 = llvm.getelementptr inbounds|nuw %55[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %61 = llvm.load %60 {alignment = 8 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i64
    %62 = llvm.sitofp %61 : i64 to f64
    llvm.br ^bb18(%62 : f64)
  ^bb17:  // pred: ^bb14
    %63 = llvm.getelementptr inbounds|nuw %55[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %64 = llvm.load %63 {alignment = 8 : i64} : !llvm.ptr -> i32
    %65 = llvm.lshr %64, %6 : i32
    %66 = llvm.and %65, %7 : i32
    %67 = llvm.uitofp nneg %66 : i32 to f64
    llvm.br ^bb18(%67 : f64)
  ^bb18(%68: f64):  // 3 preds: ^bb15, ^bb16, ^bb17
    %69 = llvm.fadd %53, %68 : f64
    %70 = llvm.add %36, %6 overflow<nsw, nuw> : i32
    %71 = llvm.add %38, %6 : i32
    %72 = llvm.icmp "eq" %71, %15 : i32
    llvm.cond_br %72, ^bb3, ^bb10(%70, %69, %71 : i32, f64, i32) {loop_annotation = #loop_annotation}
  }
  llvm.func local_unnamed_addr @bump_refs(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef}) -> (i32 {llvm.range = #llvm.constant_range<i32, 0, 67108864>}) attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_features = #llvm.target_features<["+ptx88"]>, will_return} {
    %0 = llvm.mlir.constant(24 : i64) : i64
    %1 = llvm.mlir.constant(-64 : i32) : i32
    %2 = llvm.mlir.constant(64 : i32) : i32
    %3 = llvm.mlir.constant(63 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(6 : i32) : i32
    %6 = llvm.getelementptr inbounds|nuw %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %7 = llvm.load %6 {alignment = 8 : i64} : !llvm.ptr -> i32
    %8 = llvm.and %7, %1 : i32
    %9 = llvm.add %8, %2 : i32
    %10 = llvm.and %7, %3 : i32
    %11 = llvm.or disjoint %9, %10 : i32
    %12 = llvm.xor %11, %4 : i32
    llvm.store %12, %6 {alignment = 8 : i64} : i32, !llvm.ptr
    %13 = llvm.lshr exact %9, %5 : i32
    llvm.return %13 : i32
  }
  llvm.func local_unnamed_addr @pick_name(%arg0: i32 {llvm.noundef}) -> (!llvm.ptr {llvm.nonnull}) attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_features = #llvm.target_features<["+ptx88"]>, will_return} {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.addressof @names : !llvm.ptr
    %2 = llvm.srem %arg0, %0 : i32
    %3 = llvm.sext %2 : i32 to i64
    %4 = llvm.getelementptr inbounds %1[%3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x i8>
    llvm.return %4 : !llvm.ptr
  }
  llvm.func local_unnamed_addr @file_size(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> i64 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_features = #llvm.target_features<["+ptx88"]>, will_return} {
    %0 = llvm.mlir.constant(32 : i64) : i64
    %1 = llvm.mlir.constant(56 : i64) : i64
    %2 = llvm.getelementptr inbounds|nuw %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %3 = llvm.load %2 {alignment = 8 : i64, tbaa = [#tbaa_tag8]} : !llvm.ptr -> i64
    %4 = llvm.getelementptr inbounds|nuw %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %5 = llvm.load %4 {alignment = 8 : i64, tbaa = [#tbaa_tag9]} : !llvm.ptr -> i64
    %6 = llvm.add %5, %3 overflow<nsw> : i64
    llvm.return %6 : i64
  }
  llvm.func local_unnamed_addr @trace(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> f64 attributes {dso_local, frame_pointer = #llvm.framePointerKind<all>, memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = none, errnoMem = read, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"]], target_features = #llvm.target_features<["+ptx88"]>, will_return} {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(40 : i64) : i64
    %2 = llvm.mlir.constant(80 : i64) : i64
    %3 = llvm.mlir.constant(120 : i64) : i64
    %4 = llvm.mlir.constant(128 : i64) : i64
    %5 = llvm.mlir.constant(8 : i64) : i64
    %6 = llvm.mlir.addressof @mld : !llvm.ptr
    %7 = llvm.getelementptr inbounds|nuw %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %8 = llvm.load %arg0 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %9 = llvm.fadd %8, %0 : f64
    %10 = llvm.getelementptr inbounds|nuw %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %11 = llvm.load %10 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %12 = llvm.fadd %9, %11 : f64
    %13 = llvm.getelementptr inbounds|nuw %arg0[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %14 = llvm.load %13 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %15 = llvm.fadd %12, %14 : f64
    %16 = llvm.getelementptr inbounds|nuw %arg0[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %17 = llvm.load %16 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> f64
    %18 = llvm.fadd %15, %17 : f64
    %19 = llvm.getelementptr inbounds|nuw %arg0[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %20 = llvm.load %19 {alignment = 8 : i64, tbaa = [#tbaa_tag3]} : !llvm.ptr -> f32
    %21 = llvm.fpext %20 : f32 to f64
    %22 = llvm.load %7 {alignment = 8 : i64, tbaa = [#tbaa_tag4]} : !llvm.ptr -> f64
    %23 = llvm.intr.fmuladd(%18, %21, %22) : (f64, f64, f64) -> f64
    llvm.return %23 : f64
  }
}
