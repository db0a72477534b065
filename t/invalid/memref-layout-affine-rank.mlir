// an affine map layout with fewer dims than the memref's rank
func.func private @f(memref<4x8xf32, affine_map<(d0) -> (d0)>>)
