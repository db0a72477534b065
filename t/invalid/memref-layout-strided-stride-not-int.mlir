// strided<> with a stride that is not an integer
func.func private @f(memref<4xf32, strided<[x]>>)
