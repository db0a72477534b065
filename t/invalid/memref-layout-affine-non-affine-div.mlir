// an affine map dividing by a dim
func.func private @f(memref<4xf32, affine_map<(d0) -> (d0 floordiv d0)>>)
