// Affine maps whose MLIR 22 text does not parse back to the same map (so
// not in t/query, whose cases must round-trip): the reassociation of a
// sum with a floordiv product leaves `+ -(...)` that parses to another
// sum; -INT64_MIN prints negative and does not parse.  dlti prints them as
// mlir-opt-22 does (print-unstable.out: mlir-opt-22
// --test-data-layout-query print-unstable.mlir).
func.func private @reassoc(memref<4x4x4xf32, affine_map<(d0, d1, d2)[s0, s1] -> (d0 + s0 - d1 floordiv 2, d0 + (d1 + s0) - d1 floordiv 2, d0 + s0 + s1 - d1 floordiv 2, d0 + s0 + (d1 floordiv 2) * s1)>>)
func.func private @intmin(memref<4x4xf32, affine_map<(d0, d1) -> (d0 + (-9223372036854775807 - 1), d0 + 9223372036854775807 + 1, d1 + d0 * (-9223372036854775807 - 1))>>)
