// two memory spaces
func.func private @f(memref<4xf32, 1, 2>)
