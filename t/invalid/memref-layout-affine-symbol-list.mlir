// an affine map whose symbol list is not closed
func.func private @f(memref<4xf32, affine_map<(d0)[s0 -> (d0)>>)
