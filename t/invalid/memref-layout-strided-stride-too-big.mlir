// strided<> with a stride beyond int64
func.func private @f(memref<4xf32, strided<[9223372036854775808]>>)
