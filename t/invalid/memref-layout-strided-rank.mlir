// strided<> with more strides than the memref's rank
func.func private @f(memref<4xf32, strided<[1, 2]>>)
