// Dense elements of complex type, as MLIR 22 prints them: (re,im) pairs
// without a space, equal pairs as one splat, parts in hexadecimal past
// 100 elements (each element's real part, then its imaginary part), and
// `(a, b)` in a non-complex literal read as two elements.
module attributes {
  test.c01 = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>,
  test.c02 = dense<(1, 2)> : tensor<complex<i32>>,
  test.c03 = dense<(5, -6)> : tensor<3x2xcomplex<i16>>,
  test.c04 = dense<[(1, 1), (1, 1)]> : tensor<2xcomplex<i32>>,
  test.c05 = dense<[[(1, 2)], [(3, 4)]]> : tensor<2x1xcomplex<i8>>,
  test.c06 = dense<[(1.5, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>,
  test.c07 = dense<(1.0, 2.0)> : tensor<2x2xcomplex<f64>>,
  test.c08 = dense<[(0x7FC00000, 1.0)]> : tensor<1xcomplex<f32>>,
  test.c09 = dense<(1.0, 2.5)> : tensor<complex<bf16>>,
  test.c10 = dense<[]> : tensor<0xcomplex<f32>>,
  test.c11 = dense<(1, 2)> : tensor<0xcomplex<i32>>,
  test.c12 = dense<"0x0100000002000000"> : tensor<complex<i32>>,
  test.c13 = dense<"0x01000000020000000300000004000000"> : tensor<2xcomplex<i32>>,
  test.c14 = dense<"0x0000803F00000040"> : tensor<3xcomplex<f32>>,
  test.c15 = dense<[((1, 2), 3), 4]> : tensor<2xcomplex<i32>>,
  test.c16 = dense<[(200, 255)]> : tensor<1xcomplex<ui8>>,
  test.c17 = dense<(-1, 2)> : tensor<2xcomplex<si16>>,
  test.c18 = dense<(1, 2)> : tensor<2xi32>,
  test.c19 = dense<[(0, 0), (1, -1), (2, -2), (3, -3), (4, -4), (5, -5), (6, -6), (7, -7), (8, -8), (9, -9), (10, -10), (11, -11), (12, -12), (13, -13), (14, -14), (15, -15), (16, -16), (17, -17), (18, -18), (19, -19), (20, -20), (21, -21), (22, -22), (23, -23), (24, -24), (25, -25), (26, -26), (27, -27), (28, -28), (29, -29), (30, -30), (31, -31), (32, -32), (33, -33), (34, -34), (35, -35), (36, -36), (37, -37), (38, -38), (39, -39), (40, -40), (41, -41), (42, -42), (43, -43), (44, -44), (45, -45), (46, -46), (47, -47), (48, -48), (49, -49), (50, -50), (51, -51), (52, -52), (53, -53), (54, -54), (55, -55), (56, -56), (57, -57), (58, -58), (59, -59), (60, -60), (61, -61), (62, -62), (63, -63), (64, -64), (65, -65), (66, -66), (67, -67), (68, -68), (69, -69), (70, -70), (71, -71), (72, -72), (73, -73), (74, -74), (75, -75), (76, -76), (77, -77), (78, -78), (79, -79), (80, -80), (81, -81), (82, -82), (83, -83), (84, -84), (85, -85), (86, -86), (87, -87), (88, -88), (89, -89), (90, -90), (91, -91), (92, -92), (93, -93), (94, -94), (95, -95), (96, -96), (97, -97), (98, -98), (99, -99), (100, -100)]> : tensor<101xcomplex<i16>>
} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<f32>
    "func.return"() : () -> ()
  }) : () -> ()
}
