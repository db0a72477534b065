// a memory space before the layout
func.func private @f(memref<4xf32, 5, strided<[1]>>)
