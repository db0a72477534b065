// an affine map declaring an identifier twice
func.func private @f(memref<4xf32, affine_map<(d0, d0) -> (d0)>>)
