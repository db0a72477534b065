// a layout on an unranked memref
func.func private @f(memref<*xf32, strided<[1]>>)
