/* Target triples the way LLVM 22's llvm::Triple reads them, and the data
 * layout string LLVM 22 computes for a triple (Triple::computeDataLayout,
 * llvm/lib/TargetParser/TargetDataLayout.cpp).
 *
 * Self-contained C11: no dependency on the rest of dlti, no allocation, no
 * global state.  Every function is bounded by its arguments: the input is a
 * (pointer, length) pair that need not be NUL-terminated and may hold any
 * byte; outputs go to caller buffers and are always NUL-terminated when the
 * buffer is not empty.
 */
#ifndef DLTI_PLUGINS_LLVM_TRIPLE_H
#define DLTI_PLUGINS_LLVM_TRIPLE_H

#include <stddef.h>

/* llvm::Triple::ArchType, LLVM 22 (only architectures LLVM 22 parses). */
typedef enum {
  DL_ARCH_UNKNOWN = 0,
  DL_ARCH_ARM, DL_ARCH_ARMEB, DL_ARCH_AARCH64, DL_ARCH_AARCH64_BE,
  DL_ARCH_AARCH64_32, DL_ARCH_ARC, DL_ARCH_AVR, DL_ARCH_BPFEL, DL_ARCH_BPFEB,
  DL_ARCH_CSKY, DL_ARCH_DXIL, DL_ARCH_HEXAGON, DL_ARCH_LOONGARCH32,
  DL_ARCH_LOONGARCH64, DL_ARCH_M68K, DL_ARCH_MIPS, DL_ARCH_MIPSEL,
  DL_ARCH_MIPS64, DL_ARCH_MIPS64EL, DL_ARCH_MSP430, DL_ARCH_PPC,
  DL_ARCH_PPCLE, DL_ARCH_PPC64, DL_ARCH_PPC64LE, DL_ARCH_R600,
  DL_ARCH_AMDGCN, DL_ARCH_RISCV32, DL_ARCH_RISCV64, DL_ARCH_RISCV32BE,
  DL_ARCH_RISCV64BE, DL_ARCH_SPARC, DL_ARCH_SPARCV9, DL_ARCH_SPARCEL,
  DL_ARCH_SYSTEMZ, DL_ARCH_TCE, DL_ARCH_TCELE, DL_ARCH_THUMB,
  DL_ARCH_THUMBEB, DL_ARCH_X86, DL_ARCH_X86_64, DL_ARCH_XCORE,
  DL_ARCH_XTENSA, DL_ARCH_NVPTX, DL_ARCH_NVPTX64, DL_ARCH_AMDIL,
  DL_ARCH_AMDIL64, DL_ARCH_HSAIL, DL_ARCH_HSAIL64, DL_ARCH_SPIR,
  DL_ARCH_SPIR64, DL_ARCH_SPIRV, DL_ARCH_SPIRV32, DL_ARCH_SPIRV64,
  DL_ARCH_KALIMBA, DL_ARCH_SHAVE, DL_ARCH_LANAI, DL_ARCH_WASM32,
  DL_ARCH_WASM64, DL_ARCH_RENDERSCRIPT32, DL_ARCH_RENDERSCRIPT64, DL_ARCH_VE,
  DL_ARCH_COUNT_
} dl_arch;

/* The parts of llvm::Triple::SubArchType that something reads. */
typedef enum {
  DL_SUBARCH_NONE = 0,
  DL_SUBARCH_ARM,         /* an ARM sub-architecture; see arm_kind */
  DL_SUBARCH_ARM64E, DL_SUBARCH_ARM64EC,
  DL_SUBARCH_MIPS_R6, DL_SUBARCH_PPC_SPE,
  DL_SUBARCH_SPIRV,       /* spirvN.M / spirvNNvN.M; see subarch_version */
  DL_SUBARCH_DXIL,        /* dxilv1.N */
  DL_SUBARCH_KALIMBA
} dl_subarch;

typedef enum {
  DL_VENDOR_UNKNOWN = 0,
  DL_VENDOR_APPLE, DL_VENDOR_PC, DL_VENDOR_SCEI, DL_VENDOR_FREESCALE,
  DL_VENDOR_IBM, DL_VENDOR_IMG, DL_VENDOR_MTI, DL_VENDOR_NVIDIA,
  DL_VENDOR_CSR, DL_VENDOR_AMD, DL_VENDOR_MESA, DL_VENDOR_SUSE,
  DL_VENDOR_OE, DL_VENDOR_INTEL,
  DL_VENDOR_COUNT_
} dl_vendor;

typedef enum {
  DL_OS_UNKNOWN = 0,
  DL_OS_DARWIN, DL_OS_DRAGONFLY, DL_OS_FREEBSD, DL_OS_FUCHSIA, DL_OS_IOS,
  DL_OS_KFREEBSD, DL_OS_LINUX, DL_OS_LV2, DL_OS_MACOSX, DL_OS_NETBSD,
  DL_OS_OPENBSD, DL_OS_SOLARIS, DL_OS_UEFI, DL_OS_WIN32, DL_OS_ZOS,
  DL_OS_HAIKU, DL_OS_RTEMS, DL_OS_NACL, DL_OS_AIX, DL_OS_CUDA, DL_OS_NVCL,
  DL_OS_AMDHSA, DL_OS_PS4, DL_OS_PS5, DL_OS_ELFIAMCU, DL_OS_TVOS,
  DL_OS_WATCHOS, DL_OS_BRIDGEOS, DL_OS_DRIVERKIT, DL_OS_XROS, DL_OS_MESA3D,
  DL_OS_AMDPAL, DL_OS_HERMIT, DL_OS_HURD, DL_OS_WASI, DL_OS_EMSCRIPTEN,
  DL_OS_SHADERMODEL, DL_OS_LITEOS, DL_OS_SERENITY, DL_OS_VULKAN,
  DL_OS_COUNT_
} dl_os;

typedef enum {
  DL_ENV_UNKNOWN = 0,
  DL_ENV_GNU, DL_ENV_GNUT64, DL_ENV_GNUABIN32, DL_ENV_GNUABI64,
  DL_ENV_GNUEABI, DL_ENV_GNUEABIT64, DL_ENV_GNUEABIHF, DL_ENV_GNUEABIHFT64,
  DL_ENV_GNUF32, DL_ENV_GNUF64, DL_ENV_GNUSF, DL_ENV_GNUX32, DL_ENV_GNUILP32,
  DL_ENV_CODE16, DL_ENV_EABI, DL_ENV_EABIHF, DL_ENV_ANDROID, DL_ENV_MUSL,
  DL_ENV_MUSLABIN32, DL_ENV_MUSLABI64, DL_ENV_MUSLEABI, DL_ENV_MUSLEABIHF,
  DL_ENV_MUSLF32, DL_ENV_MUSLSF, DL_ENV_MUSLX32, DL_ENV_MSVC,
  DL_ENV_ITANIUM, DL_ENV_CYGNUS, DL_ENV_CORECLR, DL_ENV_SIMULATOR,
  DL_ENV_MACABI, DL_ENV_PIXEL, DL_ENV_VERTEX, DL_ENV_GEOMETRY, DL_ENV_HULL,
  DL_ENV_DOMAIN, DL_ENV_COMPUTE, DL_ENV_LIBRARY, DL_ENV_RAYGENERATION,
  DL_ENV_INTERSECTION, DL_ENV_ANYHIT, DL_ENV_CLOSESTHIT, DL_ENV_MISS,
  DL_ENV_CALLABLE, DL_ENV_MESH, DL_ENV_AMPLIFICATION, DL_ENV_OPENCL,
  DL_ENV_OHOS, DL_ENV_PAUTHTEST, DL_ENV_LLVM,
  DL_ENV_COUNT_
} dl_env;

typedef enum {
  DL_OBJFMT_UNKNOWN = 0,
  DL_OBJFMT_COFF, DL_OBJFMT_DXCONTAINER, DL_OBJFMT_ELF, DL_OBJFMT_GOFF,
  DL_OBJFMT_MACHO, DL_OBJFMT_SPIRV, DL_OBJFMT_WASM, DL_OBJFMT_XCOFF,
  DL_OBJFMT_COUNT_
} dl_objfmt;

/* A parsed triple.  Holds no pointer into the input. */
typedef struct {
  dl_arch arch;
  dl_subarch subarch;
  int arm_kind;          /* ARM::ArchKind index (internal table) or 0 */
  int arm_mprofile;      /* arch name names an M-profile ARM architecture */
  unsigned subarch_version; /* SPIR-V / DXIL minor version, else 0 */
  dl_vendor vendor;
  dl_os os;
  dl_env env;
  dl_objfmt objfmt;      /* from the triple, else LLVM's default for it */
  unsigned os_major;     /* Triple::getOSVersion().getMajor() */
  int os_version_empty;  /* Triple::getOSVersion().empty() */
  unsigned ncomponents;  /* 1..4: components split off, as llvm::Triple */
  char text[72];         /* the triple for messages: printable ASCII, other
                            bytes as '?', cut to fit with "..." */
} dl_triple;

/* Parse exactly like `llvm::Triple T(str)` (LLVM 22): split into at most
 * four '-'-separated components, positionally, without normalization --
 * this is what mlir-opt-22 --llvm-target-to-data-layout does with
 * #llvm.target<triple = ...>.  Never fails on any input (unknown parts stay
 * unknown, as in LLVM); returns 0, or -1 only if s is NULL with n > 0 or out
 * is NULL. */
int dl_triple_parse(const char *s, size_t n, dl_triple *out);

/* llvm::Triple::normalize(str) (LLVM 22, CanonicalForm::ANY) -- what the
 * clang driver and `opt -mtriple=` do before parsing.  Writes the
 * normalized triple to buf.  Returns its length, or -1 (buf too small,
 * more than DL_TRIPLE_MAX_COMPONENTS components, bad arguments; err says
 * which). */
#define DL_TRIPLE_MAX_COMPONENTS 32
int dl_triple_normalize(const char *s, size_t n, char *buf, size_t buflen,
                        char *err, size_t errlen);

/* The data layout string LLVM 22 computes for the triple
 * (Triple::computeDataLayout(ABIName)).  abi_name may be NULL or "" (the
 * default ABI; what MLIR passes).  Returns the string's length, or -1 with
 * a message in err: unknown architecture, an architecture LLVM knows but
 * gives no data layout (amdil, hsail, kalimba, shave, renderscript), or buf
 * too small.  The message for an unknown architecture follows clang's
 * ("unknown target triple '...'"). */
int dl_triple_data_layout(const dl_triple *t, const char *abi_name,
                          char *buf, size_t buflen, char *err, size_t errlen);

/* Names, for messages and tests (LLVM's get*TypeName spellings). */
const char *dl_triple_arch_name(dl_arch a);
const char *dl_triple_vendor_name(dl_vendor v);
const char *dl_triple_os_name(dl_os o);
const char *dl_triple_env_name(dl_env e);
const char *dl_triple_objfmt_name(dl_objfmt f);
/* ARM::getArchName of dl_triple.arm_kind ("armv7-a", "armv7k", ...;
 * "invalid" for 0 or out of range). */
const char *dl_triple_arm_kind_name(int kind);

#endif
