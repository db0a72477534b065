// an affine map without its arrow
func.func private @f(memref<4xf32, affine_map<(d0) (d0)>>)
