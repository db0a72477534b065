#loop_annotation = #llvm.loop_annotation<mustProgress = true>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "any pointer", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "long double", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc4 = #llvm.tbaa_type_desc<id = "long", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc5 = #llvm.tbaa_type_desc<id = "long long", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc6 = #llvm.tbaa_type_desc<id = "double", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc7 = #llvm.tbaa_type_desc<id = "float", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc8 = #llvm.tbaa_type_desc<id = "short", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc3, offset = 0>
#tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc6, access_type = #tbaa_type_desc6, offset = 0>
#tbaa_type_desc9 = #llvm.tbaa_type_desc<id = "p1 _ZTS4node", members = {<#tbaa_type_desc1, 0>}>
#tbaa_type_desc10 = #llvm.tbaa_type_desc<id = "flags", members = {<#tbaa_type_desc2, 0>, <#tbaa_type_desc2, 0>, <#tbaa_type_desc2, 0>, <#tbaa_type_desc2, 0>}>
#tbaa_type_desc11 = #llvm.tbaa_type_desc<id = "timespec_like", members = {<#tbaa_type_desc4, 0>, <#tbaa_type_desc4, 8>}>
#tbaa_type_desc12 = #llvm.tbaa_type_desc<id = "matrix", members = {<#tbaa_type_desc, 0>, <#tbaa_type_desc7, 128>, <#tbaa_type_desc8, 132>}>
#tbaa_type_desc13 = #llvm.tbaa_type_desc<id = "mixed_ld", members = {<#tbaa_type_desc, 0>, <#tbaa_type_desc3, 16>, <#tbaa_type_desc8, 32>}>
#tbaa_tag3 = #llvm.tbaa_tag<base_type = #tbaa_type_desc12, access_type = #tbaa_type_desc7, offset = 128>
#tbaa_tag4 = #llvm.tbaa_tag<base_type = #tbaa_type_desc13, access_type = #tbaa_type_desc3, offset = 16>
#tbaa_type_desc14 = #llvm.tbaa_type_desc<id = "node", members = {<#tbaa_type_desc9, 0>, <#tbaa_type_desc2, 8>, <#tbaa_type_desc, 12>}>
#tbaa_type_desc15 = #llvm.tbaa_type_desc<id = "tagged", members = {<#tbaa_type_desc2, 0>, <#tbaa_type_desc, 16>, <#tbaa_type_desc10, 32>}>
#tbaa_type_desc16 = #llvm.tbaa_type_desc<id = "stat_like", members = {<#tbaa_type_desc4, 0>, <#tbaa_type_desc4, 8>, <#tbaa_type_desc2, 16>, <#tbaa_type_desc2, 20>, <#tbaa_type_desc2, 24>, <#tbaa_type_desc2, 28>, <#tbaa_type_desc5, 32>, <#tbaa_type_desc11, 40>, <#tbaa_type_desc11, 56>, <#tbaa_type_desc11, 72>, <#tbaa_type_desc, 88>}>
#tbaa_tag5 = #llvm.tbaa_tag<base_type = #tbaa_type_desc14, access_type = #tbaa_type_desc2, offset = 8>
#tbaa_tag6 = #llvm.tbaa_tag<base_type = #tbaa_type_desc14, access_type = #tbaa_type_desc9, offset = 0>
#tbaa_tag7 = #llvm.tbaa_tag<base_type = #tbaa_type_desc15, access_type = #tbaa_type_desc2, offset = 0>
#tbaa_tag8 = #llvm.tbaa_tag<base_type = #tbaa_type_desc16, access_type = #tbaa_type_desc5, offset = 32>
#tbaa_tag9 = #llvm.tbaa_tag<base_type = #tbaa_type_desc16, access_type = #tbaa_type_desc4, offset = 56>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global private unnamed_addr constant @".str"("hello, layout\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global external local_unnamed_addr @greeting() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.ptr {
    %0 = llvm.mlir.addressof @".str" : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.global external @nodes() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<4 x struct<"struct.node", (ptr, i32, array<12 x i8>)>> {
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
  llvm.mlir.global external local_unnamed_addr @table() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<packed (struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>, struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<12xi8>) : !llvm.array<12 x i8>
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
    %14 = llvm.mlir.undef : !llvm.struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>
    %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %16 = llvm.insertvalue %1, %15[1] : !llvm.struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %17 = llvm.insertvalue %12, %16[2] : !llvm.struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %18 = llvm.insertvalue %7, %17[3] : !llvm.struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %19 = llvm.insertvalue %1, %18[4] : !llvm.struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %20 = llvm.mlir.constant(1 : i8) : i8
    %21 = llvm.mlir.constant(-51 : i8) : i8
    %22 = llvm.mlir.undef : !llvm.struct<(i8, i8, i8, i8)>
    %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(i8, i8, i8, i8)> 
    %24 = llvm.insertvalue %20, %23[1] : !llvm.struct<(i8, i8, i8, i8)> 
    %25 = llvm.insertvalue %0, %24[2] : !llvm.struct<(i8, i8, i8, i8)> 
    %26 = llvm.insertvalue %0, %25[3] : !llvm.struct<(i8, i8, i8, i8)> 
    %27 = llvm.mlir.constant(42 : i64) : i64
    %28 = llvm.mlir.undef : !llvm.struct<(i64, array<8 x i8>)>
    %29 = llvm.insertvalue %27, %28[0] : !llvm.struct<(i64, array<8 x i8>)> 
    %30 = llvm.insertvalue %8, %29[1] : !llvm.struct<(i64, array<8 x i8>)> 
    %31 = llvm.mlir.constant(1 : i32) : i32
    %32 = llvm.mlir.undef : !llvm.struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %34 = llvm.insertvalue %1, %33[1] : !llvm.struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %35 = llvm.insertvalue %30, %34[2] : !llvm.struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %36 = llvm.insertvalue %26, %35[3] : !llvm.struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %37 = llvm.insertvalue %1, %36[4] : !llvm.struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)> 
    %38 = llvm.mlir.undef : !llvm.struct<packed (struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>, struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>)>
    %39 = llvm.insertvalue %37, %38[0] : !llvm.struct<packed (struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>, struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>)> 
    %40 = llvm.insertvalue %19, %39[1] : !llvm.struct<packed (struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>, struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>)> 
    llvm.return %40 : !llvm.struct<packed (struct<(i32, array<12 x i8>, struct<(i64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>, struct<(i32, array<12 x i8>, struct<(f64, array<8 x i8>)>, struct<(i8, i8, i8, i8)>, array<12 x i8>)>)>
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
  llvm.mlir.global external local_unnamed_addr @mld() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<14xi8>) : !llvm.array<14 x i8>
    %2 = llvm.mlir.constant(9 : i16) : i16
    %3 = llvm.mlir.constant(3.250000e+00 : f80) : f80
    %4 = llvm.mlir.constant(dense<0> : tensor<15xi8>) : !llvm.array<15 x i8>
    %5 = llvm.mlir.constant(120 : i8) : i8
    %6 = llvm.mlir.undef : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)> 
    %8 = llvm.insertvalue %4, %7[1] : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)> 
    %9 = llvm.insertvalue %3, %8[2] : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)> 
    %10 = llvm.insertvalue %2, %9[3] : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)> 
    %11 = llvm.insertvalue %1, %10[4] : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)> 
    llvm.return %11 : !llvm.struct<(i8, array<15 x i8>, f80, i16, array<14 x i8>)>
  }
  llvm.mlir.global external local_unnamed_addr @ld_sum(0.000000e+00 : f80) {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : f80
  llvm.mlir.global internal constant @names(dense<[[97, 108, 112, 104, 97, 0, 0, 0], [98, 101, 116, 97, 0, 0, 0, 0], [103, 97, 109, 109, 97, 0, 0, 0]]> : tensor<3x8xi8>) {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.array<3 x array<8 x i8>>
  llvm.mlir.global external local_unnamed_addr @st() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(dense<0> : tensor<3xi64>) : !llvm.array<3 x i64>
    %2 = llvm.mlir.zero : !llvm.struct<"struct.timespec_like", (i64, i64)>
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.zero : !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)>
    llvm.return %4 : !llvm.struct<"struct.stat_like", (i64, i64, i32, i32, i32, i32, i64, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, struct<"struct.timespec_like", (i64, i64)>, array<3 x i64>)>
  }
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>]
  llvm.func local_unnamed_addr @str_len(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> i64 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
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
  llvm.func local_unnamed_addr @count_list(%arg0: !llvm.ptr {llvm.noundef, llvm.readonly}) -> i32 attributes {dso_local, memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = none, errnoMem = read, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
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
  llvm.func local_unnamed_addr @sum_values(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: i32 {llvm.noundef}) -> f80 attributes {dso_local, memory_effects = #llvm.memory_effects<other = write, argMem = read, inaccessibleMem = none, errnoMem = write, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f80) : f80
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(16 : i64) : i64
    %4 = llvm.mlir.constant(32 : i64) : i64
    %5 = llvm.mlir.constant(2 : i32) : i32
    %6 = llvm.mlir.constant(15 : i32) : i32
    %7 = llvm.mlir.constant(1 : i64) : i64
    %8 = llvm.mlir.addressof @ld_sum : !llvm.ptr
    %9 = llvm.icmp "sgt" %arg1, %0 : i32
    llvm.cond_br %9, ^bb1, ^bb2(%1 : f80)
  ^bb1:  // pred: ^bb0
    %10 = llvm.zext nneg %arg1 : i32 to i64
    llvm.br ^bb3(%2, %1 : i64, f80)
  ^bb2(%11: f80):  // 2 preds: ^bb0, ^bb7
    llvm.store %11, %8 {alignment = 16 : i64, tbaa = [#tbaa_tag1]} : f80, !llvm.ptr
    llvm.return %11 : f80
  ^bb3(%12: i64, %13: f80):  // 2 preds: ^bb1, ^bb7
    %14 = llvm.getelementptr inbounds|nuw %arg0[%12] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.tagged", (i32, struct<"union.value", (f80)>, struct<"struct.flags", (i32)>)>
    %15 = llvm.load %14 {alignment = 16 : i64, tbaa = [#tbaa_tag7]} : !llvm.ptr -> i32
    llvm.switch %15 : i32, ^bb6 [
      1: ^bb4,
      2: ^bb5
    ]
  ^bb4:  // pred: ^bb3
    %16 = llvm.getelementptr inbounds|nuw %14[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %17 = llvm.load %16 {alignment = 16 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i64
    %18 = llvm.sitofp %17 : i64 to f80
    llvm.br ^bb7(%18 : f80)
  ^bb5:  // pred: ^bb3
    %19 = llvm.getelementptr inbounds|nuw %14[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %20 = llvm.load %19 {alignment = 16 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> f64
    %21 = llvm.fpext %20 : f64 to f80
    llvm.br ^bb7(%21 : f80)
  ^bb6:  // pred: ^bb3
    %22 = llvm.getelementptr inbounds|nuw %14[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %23 = llvm.load %22 {alignment = 16 : i64} : !llvm.ptr -> i32
    %24 = llvm.lshr %23, %5 : i32
    %25 = llvm.and %24, %6 : i32
    %26 = llvm.uitofp nneg %25 : i32 to f80
    llvm.br ^bb7(%26 : f80)
  ^bb7(%27: f80):  // 3 preds: ^bb4, ^bb5, ^bb6
    %28 = llvm.fadd %13, %27 : f80
    %29 = llvm.add %12, %7 overflow<nsw, nuw> : i64
    %30 = llvm.icmp "eq" %29, %10 : i64
    llvm.cond_br %30, ^bb2(%28 : f80), ^bb3(%29, %28 : i64, f80) {loop_annotation = #loop_annotation}
  }
  llvm.func local_unnamed_addr @bump_refs(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef}) -> (i32 {llvm.range = #llvm.constant_range<i32, 0, 67108864>}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(32 : i64) : i64
    %1 = llvm.mlir.constant(-64 : i32) : i32
    %2 = llvm.mlir.constant(64 : i32) : i32
    %3 = llvm.mlir.constant(63 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(6 : i32) : i32
    %6 = llvm.getelementptr inbounds|nuw %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %7 = llvm.load %6 {alignment = 16 : i64} : !llvm.ptr -> i32
    %8 = llvm.and %7, %1 : i32
    %9 = llvm.add %8, %2 : i32
    %10 = llvm.and %7, %3 : i32
    %11 = llvm.or disjoint %9, %10 : i32
    %12 = llvm.xor %11, %4 : i32
    llvm.store %12, %6 {alignment = 16 : i64} : i32, !llvm.ptr
    %13 = llvm.lshr exact %9, %5 : i32
    llvm.return %13 : i32
  }
  llvm.func local_unnamed_addr @pick_name(%arg0: i32 {llvm.noundef}) -> (!llvm.ptr {llvm.nonnull}) attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.addressof @names : !llvm.ptr
    %2 = llvm.srem %arg0, %0 : i32
    %3 = llvm.sext %2 : i32 to i64
    %4 = llvm.getelementptr inbounds %1[%3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x i8>
    llvm.return %4 : !llvm.ptr
  }
  llvm.func local_unnamed_addr @file_size(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> i64 attributes {dso_local, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(32 : i64) : i64
    %1 = llvm.mlir.constant(56 : i64) : i64
    %2 = llvm.getelementptr inbounds|nuw %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %3 = llvm.load %2 {alignment = 8 : i64, tbaa = [#tbaa_tag8]} : !llvm.ptr -> i64
    %4 = llvm.getelementptr inbounds|nuw %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %5 = llvm.load %4 {alignment = 8 : i64, tbaa = [#tbaa_tag9]} : !llvm.ptr -> i64
    %6 = llvm.add %5, %3 overflow<nsw> : i64
    llvm.return %6 : i64
  }
  llvm.func local_unnamed_addr @trace(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}) -> f64 attributes {dso_local, memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = none, errnoMem = read, targetMem0 = none, targetMem1 = none>, no_unwind, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["min-legal-vector-width", "0"], "no-builtins", ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic", will_return} {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(40 : i64) : i64
    %2 = llvm.mlir.constant(80 : i64) : i64
    %3 = llvm.mlir.constant(120 : i64) : i64
    %4 = llvm.mlir.constant(128 : i64) : i64
    %5 = llvm.mlir.constant(16 : i64) : i64
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
    %22 = llvm.fmul %18, %21 : f64
    %23 = llvm.fpext %22 : f64 to f80
    %24 = llvm.load %7 {alignment = 16 : i64, tbaa = [#tbaa_tag4]} : !llvm.ptr -> f80
    %25 = llvm.fadd %24, %23 : f80
    %26 = llvm.fptrunc %25 : f80 to f64
    llvm.return %26 : f64
  }
}
