// an array as memory space of an unranked memref
func.func private @f(memref<*xf32, [1]>)
