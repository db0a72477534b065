// Types MLIR 22's dialects define that the plugins do not model: the test
// dialect's (a loaded plugin) and gpu's (no plugin); an llvm attribute
// holding a type.
module attributes {g.int = !test.int<signed, 8>, g.rec = !test.test_rec<a, i32>,
                   g.token = !gpu.async.token, g.hint = #llvm.vec_type_hint<hint = i32>,
                   g.list = [!test.int<unsigned, 4>, !llvm.ptr<1>]} {}
