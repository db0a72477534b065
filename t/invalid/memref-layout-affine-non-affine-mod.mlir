// an affine map taking a dim modulo a dim
func.func private @f(memref<4x4xf32, affine_map<(d0, d1) -> (d0 mod d1)>>)
