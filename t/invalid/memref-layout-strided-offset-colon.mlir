// strided<> without the colon after offset
func.func private @f(memref<4xf32, strided<[1], offset 2>>)
