// an affine map with empty parentheses
func.func private @f(memref<4xf32, affine_map<(d0) -> (()>>)
