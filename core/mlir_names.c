/* mlir_names.c - TEMPORARY scaffolding (replaced by the generated tables):
 * MLIR 22's dialect namespaces; every op of them counts as defined. */
#include "config.h"

#include <string.h>

#include "mlir_names.h"

static const char *const dialects[] = {
    "acc", "affine", "amdgpu", "amx", "arith", "arm_neon", "arm_sme",
    "arm_sve", "async", "bufferization", "builtin", "cf", "complex", "dlti",
    "emitc", "func", "gpu", "index", "irdl", "linalg", "llvm", "math",
    "memref", "ml_program", "mpi", "nvgpu", "nvvm", "omp", "pdl",
    "pdl_interp", "ptr", "quant", "rocdl", "scf", "shape", "shard", "smt",
    "sparse_tensor", "spirv", "tensor", "test", "test_dyn",
    "test_irdl_to_cpp", "tosa", "transform", "ub", "vector", "wasmssa",
    "x86vector", "xegpu", "xevm",
};

bool dl_mlir_dialect_known(const char *ns, size_t n)
{
    for (size_t i = 0; i < sizeof dialects / sizeof *dialects; i++)
        if (strlen(dialects[i]) == n && !memcmp(dialects[i], ns, n))
            return true;
    return false;
}

int dl_mlir_op_defined(const char *name, size_t n)
{
    const char *dot = memchr(name, '.', n);
    if (!dot || !dl_mlir_dialect_known(name, (size_t)(dot - name)))
        return -1;
    size_t nl = (size_t)(dot - name);
    if ((nl == 4 && !memcmp(name, "test", 4)) ||
        (nl == 7 && !memcmp(name, "builtin", 7) &&
         strncmp(name, "builtin.unrealized_conversion_cast", n)) ||
        (nl == 4 && !memcmp(name, "dlti", 4)))
        return 0;
    return 1;
}

int dl_mlir_attr_defined(const char *ns, size_t nslen, const char *mn,
                         size_t mlen)
{
    (void)mn;
    (void)mlen;
    return dl_mlir_dialect_known(ns, nslen) ? 1 : -1;
}

int dl_mlir_type_defined(const char *ns, size_t nslen, const char *mn,
                         size_t mlen)
{
    return dl_mlir_attr_defined(ns, nslen, mn, mlen);
}
