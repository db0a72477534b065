// Affine map memref layouts print as MLIR 22 builds them: two dims or two
// symbols out of order swap (d1 + d0, s1 * s0), a sum followed by a
// product of a floordiv is reassociated when the inner sum simplifies
// (d0 + d1 - (d1 floordiv 4) * 4 is d0 + d1 mod 4), no mod for a negative
// divisor.  (Cases that do not print back to the same map in MLIR 22
// either are in t/memref/print-unstable.mlir, t1200.)
func.func private @swap(memref<4x4x4xf32, affine_map<(d0, d1, d2)[s0, s1] -> (d1 + d0, d0 * (s1 * s0), d2 + d0 + d1, s1 + s0 + d2)>>)
func.func private @reassoc(memref<4x4x4xf32, affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1 - (d1 floordiv 4) * 4, d1 + d2 - (d1 floordiv 4) * 4, d0 + s0 - d1 ceildiv 2)>>)
func.func private @negmod(memref<4x4xf32, affine_map<(d0, d1) -> (d1 - (d1 floordiv -4) * -4, d0 + (d0 floordiv 2) floordiv -2)>>)
