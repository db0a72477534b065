// gpu.module's custom forms (MLIR 22's GPUModuleOp assembly format):
// `@name`, an optional `<handler>`, optional `[targets]`, `attributes {...}`
// and the body; targets of dialects without a dlti plugin (nvvm, rocdl,
// spirv) are kept opaque.  The golden is mlir-opt-22's printing.
module attributes {gpu.container_module} {
  gpu.module @empty {
  }
  gpu.module @empty_braces {}
  gpu.module @"quoted name" attributes {foo = 1 : i32, sym_visibility = "private"} {
  }
  gpu.module @one_target [#nvvm.target<chip = "sm_80">] {
  }
  gpu.module @targets [#nvvm.target, #rocdl.target<chip = "gfx90a">, #spirv.target_env<#spirv.vce<v1.0, [Kernel], []>, #spirv.resource_limits<>>] attributes {gpu.kernel_module} {
  }
  gpu.module @by_index <#gpu.select_object<1>> [#nvvm.target] {
  }
  gpu.module @by_target <#gpu.select_object<#rocdl.target>> [#nvvm.target, #rocdl.target] {
  }
  gpu.module @bare_handler <#gpu.select_object> {
  }
  gpu.module @name_from_dict attributes {sym_name = "renamed"} {
  }
  gpu.module @located {
  } loc("kernels.cu":3:4)
  gpu.module @outer {
    gpu.module @inner {
    }
    builtin.module @nested {
    }
    func.func @f(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
  }
}
