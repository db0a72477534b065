// strided<> with a misspelled offset keyword
func.func private @f(memref<4xf32, strided<[1], off: 2>>)
