// `dlti export --scope NAME` (issue 26): the data layout string of a scope
// op's own spec, answered in the scope, as MLIR translates a gpu.module or
// nested module of its own (ModuleTranslation: the op's spec with the
// op's DataLayout).  export-scope.txt holds what mlir-translate-22
// --mlir-to-llvmir writes as `target datalayout` for a module holding
// each scope's spec alone (printf 'module attributes {dlti.dl_spec =
// #dlti.dl_spec<SPEC>} {\n}\n' | mlir-translate-22 --mlir-to-llvmir).
module attributes {gpu.container_module, dlti.dl_spec = #dlti.dl_spec<index = 64 : i64, !llvm.ptr = dense<64> : vector<4xi64>, "dlti.endianness" = "little">} {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>, f64 = dense<[32, 64]> : vector<2xi64>>} {
  }
  module @a attributes {dlti.dl_spec = #dlti.dl_spec<i16 = dense<[16, 32]> : vector<2xi64>, "dlti.stack_alignment" = 64 : i64>} {
    module @b attributes {dlti.dl_spec = #dlti.dl_spec<f128 = dense<[64, 128]> : vector<2xi64>>} {
    }
  }
}
