// an affine map with a binary operator missing its right operand
func.func private @f(memref<4xf32, affine_map<(d0) -> (d0 +)>>)
