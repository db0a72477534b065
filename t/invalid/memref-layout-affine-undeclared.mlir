// an affine map using an undeclared identifier
func.func private @f(memref<4xf32, affine_map<(d0) -> (d1)>>)
