// an affine map with a constant beyond int64
func.func private @f(memref<4xf32, affine_map<(d0) -> (99999999999999999999)>>)
