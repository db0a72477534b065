// an affine map with text after its results
func.func private @f(memref<4xf32, affine_map<(d0) -> (d0) x>>)
