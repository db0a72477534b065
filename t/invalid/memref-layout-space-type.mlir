// a type as memory space
func.func private @f(memref<4xf32, i32>)
