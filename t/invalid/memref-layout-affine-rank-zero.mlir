// an affine map layout with dims on a rank 0 memref
func.func private @f(memref<f32, affine_map<(d0) -> (d0)>>)
