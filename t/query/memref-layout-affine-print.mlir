// Affine map memref layouts print as MLIR 22 prints them: simplified as
// its AffineExpr operators build them, identity maps omitted, #map aliases
func.func private @perm(memref<4x8xf32, affine_map<(i, j) -> (j, i)>>)
func.func private @lin(memref<4x8xf32, affine_map<(i, j)[s0] -> (i * 8 + j + s0)>>)
func.func private @same(memref<4x8xf32, affine_map<(a, b) -> (b, a)>>)
func.func private @ident(memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>)
func.func private @ident_sym(memref<4xf32, affine_map<(d0)[s0] -> (d0)>>)
func.func private @simpl(memref<4x8xf32, affine_map<(d0, d1) -> (2 + d1 - d0 * 3 + (d0 floordiv 2) mod 4, -d0, d1 - 4, d0 * -3 + 7 - d1)>>)
func.func private @divs(memref<4x8xf32, affine_map<(d0, d1) -> (d1 ceildiv 3, d0 - d0 floordiv 4 * 4, (d0 + d1) * 2, (d0 * 4 + d1) floordiv 2, (d0 * 3) ceildiv -3)>>)
func.func private @folds(memref<4xf32, affine_map<(d0) -> (7 floordiv -2, -7 mod 3, 9223372036854775807 + 1, d0 mod 4 mod 2, (d0 * 4 + d0 * 8) floordiv 4)>>)
func.func private @syms(memref<4xf32, affine_map<(d0)[s0, s1] -> (-(s0 + 1) * d0, d0 * s0 + d0 * s0, 3 * s1 * d0, d0 - (d0 floordiv s0) * s0)>>)
func.func private @ids(memref<4x4xf32, affine_map<(i32, floordiv) -> (i32 + floordiv)>>)
func.func private @space(memref<4x8xf32, affine_map<(i, j) -> (j, i)>, 3>)
