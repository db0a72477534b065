/* Target triple parsing, a C11 port of LLVM 22's llvm::Triple
 * (llvm/lib/TargetParser/Triple.cpp: parseArch, parseSubArch, parseVendor,
 * parseOS, parseEnvironment, parseFormat, getDefaultFormat, the
 * Triple(const Twine &) constructor, normalize, getOSVersion) and the parts
 * of llvm/lib/TargetParser/ARMTargetParserCommon.cpp / ARMTargetParser.cpp
 * the triple needs (getCanonicalArchName, getArchSynonym, parseArchISA,
 * parseArchEndian, parseArch, parseArchProfile).
 *
 * Strings are (pointer, length) views into the caller's input; nothing is
 * allocated and nothing reads past the given length. */
#include "triple.h"

#include <string.h>

typedef struct {
  const char *p;
  size_t n;
} sref;

static sref mk(const char *p, size_t n) {
  sref s;
  s.p = p;
  s.n = n;
  return s;
}

static sref lit(const char *z) { return mk(z, strlen(z)); }

static int eq(sref s, const char *z) {
  size_t l = strlen(z);
  return s.n == l && (l == 0 || memcmp(s.p, z, l) == 0);
}

static int starts(sref s, const char *z) {
  size_t l = strlen(z);
  return s.n >= l && (l == 0 || memcmp(s.p, z, l) == 0);
}

static int ends(sref s, const char *z) {
  size_t l = strlen(z);
  return s.n >= l && (l == 0 || memcmp(s.p + s.n - l, z, l) == 0);
}

static int ends_s(sref s, sref suf) {
  return s.n >= suf.n &&
         (suf.n == 0 || memcmp(s.p + s.n - suf.n, suf.p, suf.n) == 0);
}

static int contains(sref s, const char *z) {
  size_t l = strlen(z), i;
  if (l == 0)
    return 1;
  for (i = 0; i + l <= s.n; i++)
    if (memcmp(s.p + i, z, l) == 0)
      return 1;
  return 0;
}

/* StringRef::substr: start clamped to the size, length to what is left. */
static sref sub(sref s, size_t off, size_t len) {
  if (off > s.n)
    off = s.n;
  if (len > s.n - off)
    len = s.n - off;
  return mk(s.p + off, len);
}

static sref drop(sref s, size_t k) { return sub(s, k, (size_t)-1); }

static int is_digit(char c) { return c >= '0' && c <= '9'; }

/* ---- names ------------------------------------------------------------ */

static const char *const arch_type_names[DL_ARCH_COUNT_] = {
    [DL_ARCH_UNKNOWN] = "unknown",     [DL_ARCH_ARM] = "arm",
    [DL_ARCH_ARMEB] = "armeb",         [DL_ARCH_AARCH64] = "aarch64",
    [DL_ARCH_AARCH64_BE] = "aarch64_be", [DL_ARCH_AARCH64_32] = "aarch64_32",
    [DL_ARCH_ARC] = "arc",             [DL_ARCH_AVR] = "avr",
    [DL_ARCH_BPFEL] = "bpfel",         [DL_ARCH_BPFEB] = "bpfeb",
    [DL_ARCH_CSKY] = "csky",           [DL_ARCH_DXIL] = "dxil",
    [DL_ARCH_HEXAGON] = "hexagon",     [DL_ARCH_LOONGARCH32] = "loongarch32",
    [DL_ARCH_LOONGARCH64] = "loongarch64", [DL_ARCH_M68K] = "m68k",
    [DL_ARCH_MIPS] = "mips",           [DL_ARCH_MIPSEL] = "mipsel",
    [DL_ARCH_MIPS64] = "mips64",       [DL_ARCH_MIPS64EL] = "mips64el",
    [DL_ARCH_MSP430] = "msp430",       [DL_ARCH_PPC] = "powerpc",
    [DL_ARCH_PPCLE] = "powerpcle",     [DL_ARCH_PPC64] = "powerpc64",
    [DL_ARCH_PPC64LE] = "powerpc64le", [DL_ARCH_R600] = "r600",
    [DL_ARCH_AMDGCN] = "amdgcn",       [DL_ARCH_RISCV32] = "riscv32",
    [DL_ARCH_RISCV64] = "riscv64",     [DL_ARCH_RISCV32BE] = "riscv32be",
    [DL_ARCH_RISCV64BE] = "riscv64be", [DL_ARCH_SPARC] = "sparc",
    [DL_ARCH_SPARCV9] = "sparcv9",     [DL_ARCH_SPARCEL] = "sparcel",
    [DL_ARCH_SYSTEMZ] = "s390x",       [DL_ARCH_TCE] = "tce",
    [DL_ARCH_TCELE] = "tcele",         [DL_ARCH_THUMB] = "thumb",
    [DL_ARCH_THUMBEB] = "thumbeb",     [DL_ARCH_X86] = "i386",
    [DL_ARCH_X86_64] = "x86_64",       [DL_ARCH_XCORE] = "xcore",
    [DL_ARCH_XTENSA] = "xtensa",       [DL_ARCH_NVPTX] = "nvptx",
    [DL_ARCH_NVPTX64] = "nvptx64",     [DL_ARCH_AMDIL] = "amdil",
    [DL_ARCH_AMDIL64] = "amdil64",     [DL_ARCH_HSAIL] = "hsail",
    [DL_ARCH_HSAIL64] = "hsail64",     [DL_ARCH_SPIR] = "spir",
    [DL_ARCH_SPIR64] = "spir64",       [DL_ARCH_SPIRV] = "spirv",
    [DL_ARCH_SPIRV32] = "spirv32",     [DL_ARCH_SPIRV64] = "spirv64",
    [DL_ARCH_KALIMBA] = "kalimba",     [DL_ARCH_SHAVE] = "shave",
    [DL_ARCH_LANAI] = "lanai",         [DL_ARCH_WASM32] = "wasm32",
    [DL_ARCH_WASM64] = "wasm64",       [DL_ARCH_RENDERSCRIPT32] = "renderscript32",
    [DL_ARCH_RENDERSCRIPT64] = "renderscript64", [DL_ARCH_VE] = "ve",
};

const char *dl_triple_arch_name(dl_arch a) {
  return (unsigned)a < DL_ARCH_COUNT_ ? arch_type_names[a] : "unknown";
}

/* Vendor, OS and environment tables: LLVM's parse order, which matters for
 * the prefix matches (eabihf before eabi, ...). */
struct name_id {
  const char *name;
  int id;
};

static const struct name_id vendor_names[] = {
    {"apple", DL_VENDOR_APPLE},   {"pc", DL_VENDOR_PC},
    {"scei", DL_VENDOR_SCEI},     {"sie", DL_VENDOR_SCEI},
    {"fsl", DL_VENDOR_FREESCALE}, {"ibm", DL_VENDOR_IBM},
    {"img", DL_VENDOR_IMG},       {"mti", DL_VENDOR_MTI},
    {"nvidia", DL_VENDOR_NVIDIA}, {"csr", DL_VENDOR_CSR},
    {"amd", DL_VENDOR_AMD},       {"mesa", DL_VENDOR_MESA},
    {"suse", DL_VENDOR_SUSE},     {"oe", DL_VENDOR_OE},
    {"intel", DL_VENDOR_INTEL},
};

static const char *const vendor_type_names[DL_VENDOR_COUNT_] = {
    [DL_VENDOR_UNKNOWN] = "unknown", [DL_VENDOR_APPLE] = "apple",
    [DL_VENDOR_PC] = "pc",           [DL_VENDOR_SCEI] = "scei",
    [DL_VENDOR_FREESCALE] = "fsl",   [DL_VENDOR_IBM] = "ibm",
    [DL_VENDOR_IMG] = "img",         [DL_VENDOR_MTI] = "mti",
    [DL_VENDOR_NVIDIA] = "nvidia",   [DL_VENDOR_CSR] = "csr",
    [DL_VENDOR_AMD] = "amd",         [DL_VENDOR_MESA] = "mesa",
    [DL_VENDOR_SUSE] = "suse",       [DL_VENDOR_OE] = "oe",
    [DL_VENDOR_INTEL] = "intel",
};

const char *dl_triple_vendor_name(dl_vendor v) {
  return (unsigned)v < DL_VENDOR_COUNT_ ? vendor_type_names[v] : "unknown";
}

static const struct name_id os_prefixes[] = {
    {"darwin", DL_OS_DARWIN},       {"dragonfly", DL_OS_DRAGONFLY},
    {"freebsd", DL_OS_FREEBSD},     {"fuchsia", DL_OS_FUCHSIA},
    {"ios", DL_OS_IOS},             {"kfreebsd", DL_OS_KFREEBSD},
    {"linux", DL_OS_LINUX},         {"lv2", DL_OS_LV2},
    {"macos", DL_OS_MACOSX},        {"netbsd", DL_OS_NETBSD},
    {"openbsd", DL_OS_OPENBSD},     {"solaris", DL_OS_SOLARIS},
    {"uefi", DL_OS_UEFI},           {"win32", DL_OS_WIN32},
    {"windows", DL_OS_WIN32},       {"zos", DL_OS_ZOS},
    {"haiku", DL_OS_HAIKU},         {"rtems", DL_OS_RTEMS},
    {"nacl", DL_OS_NACL},           {"aix", DL_OS_AIX},
    {"cuda", DL_OS_CUDA},           {"nvcl", DL_OS_NVCL},
    {"amdhsa", DL_OS_AMDHSA},       {"ps4", DL_OS_PS4},
    {"ps5", DL_OS_PS5},             {"elfiamcu", DL_OS_ELFIAMCU},
    {"tvos", DL_OS_TVOS},           {"watchos", DL_OS_WATCHOS},
    {"bridgeos", DL_OS_BRIDGEOS},   {"driverkit", DL_OS_DRIVERKIT},
    {"xros", DL_OS_XROS},           {"visionos", DL_OS_XROS},
    {"mesa3d", DL_OS_MESA3D},       {"amdpal", DL_OS_AMDPAL},
    {"hermit", DL_OS_HERMIT},       {"hurd", DL_OS_HURD},
    {"wasi", DL_OS_WASI},           {"emscripten", DL_OS_EMSCRIPTEN},
    {"shadermodel", DL_OS_SHADERMODEL}, {"liteos", DL_OS_LITEOS},
    {"serenity", DL_OS_SERENITY},   {"vulkan", DL_OS_VULKAN},
};

static const char *const os_type_names[DL_OS_COUNT_] = {
    [DL_OS_UNKNOWN] = "unknown",   [DL_OS_DARWIN] = "darwin",
    [DL_OS_DRAGONFLY] = "dragonfly", [DL_OS_FREEBSD] = "freebsd",
    [DL_OS_FUCHSIA] = "fuchsia",   [DL_OS_IOS] = "ios",
    [DL_OS_KFREEBSD] = "kfreebsd", [DL_OS_LINUX] = "linux",
    [DL_OS_LV2] = "lv2",           [DL_OS_MACOSX] = "macosx",
    [DL_OS_NETBSD] = "netbsd",     [DL_OS_OPENBSD] = "openbsd",
    [DL_OS_SOLARIS] = "solaris",   [DL_OS_UEFI] = "uefi",
    [DL_OS_WIN32] = "windows",     [DL_OS_ZOS] = "zos",
    [DL_OS_HAIKU] = "haiku",       [DL_OS_RTEMS] = "rtems",
    [DL_OS_NACL] = "nacl",         [DL_OS_AIX] = "aix",
    [DL_OS_CUDA] = "cuda",         [DL_OS_NVCL] = "nvcl",
    [DL_OS_AMDHSA] = "amdhsa",     [DL_OS_PS4] = "ps4",
    [DL_OS_PS5] = "ps5",           [DL_OS_ELFIAMCU] = "elfiamcu",
    [DL_OS_TVOS] = "tvos",         [DL_OS_WATCHOS] = "watchos",
    [DL_OS_BRIDGEOS] = "bridgeos", [DL_OS_DRIVERKIT] = "driverkit",
    [DL_OS_XROS] = "xros",         [DL_OS_MESA3D] = "mesa3d",
    [DL_OS_AMDPAL] = "amdpal",     [DL_OS_HERMIT] = "hermit",
    [DL_OS_HURD] = "hurd",         [DL_OS_WASI] = "wasi",
    [DL_OS_EMSCRIPTEN] = "emscripten", [DL_OS_SHADERMODEL] = "shadermodel",
    [DL_OS_LITEOS] = "liteos",     [DL_OS_SERENITY] = "serenity",
    [DL_OS_VULKAN] = "vulkan",
};

const char *dl_triple_os_name(dl_os o) {
  return (unsigned)o < DL_OS_COUNT_ ? os_type_names[o] : "unknown";
}

static const struct name_id env_prefixes[] = {
    {"eabihf", DL_ENV_EABIHF},
    {"eabi", DL_ENV_EABI},
    {"gnuabin32", DL_ENV_GNUABIN32},
    {"gnuabi64", DL_ENV_GNUABI64},
    {"gnueabihft64", DL_ENV_GNUEABIHFT64},
    {"gnueabihf", DL_ENV_GNUEABIHF},
    {"gnueabit64", DL_ENV_GNUEABIT64},
    {"gnueabi", DL_ENV_GNUEABI},
    {"gnuf32", DL_ENV_GNUF32},
    {"gnuf64", DL_ENV_GNUF64},
    {"gnusf", DL_ENV_GNUSF},
    {"gnux32", DL_ENV_GNUX32},
    {"gnu_ilp32", DL_ENV_GNUILP32},
    {"code16", DL_ENV_CODE16},
    {"gnut64", DL_ENV_GNUT64},
    {"gnu", DL_ENV_GNU},
    {"android", DL_ENV_ANDROID},
    {"muslabin32", DL_ENV_MUSLABIN32},
    {"muslabi64", DL_ENV_MUSLABI64},
    {"musleabihf", DL_ENV_MUSLEABIHF},
    {"musleabi", DL_ENV_MUSLEABI},
    {"muslf32", DL_ENV_MUSLF32},
    {"muslsf", DL_ENV_MUSLSF},
    {"muslx32", DL_ENV_MUSLX32},
    {"musl", DL_ENV_MUSL},
    {"msvc", DL_ENV_MSVC},
    {"itanium", DL_ENV_ITANIUM},
    {"cygnus", DL_ENV_CYGNUS},
    {"coreclr", DL_ENV_CORECLR},
    {"simulator", DL_ENV_SIMULATOR},
    {"macabi", DL_ENV_MACABI},
    {"pixel", DL_ENV_PIXEL},
    {"vertex", DL_ENV_VERTEX},
    {"geometry", DL_ENV_GEOMETRY},
    {"hull", DL_ENV_HULL},
    {"domain", DL_ENV_DOMAIN},
    {"compute", DL_ENV_COMPUTE},
    {"library", DL_ENV_LIBRARY},
    {"raygeneration", DL_ENV_RAYGENERATION},
    {"intersection", DL_ENV_INTERSECTION},
    {"anyhit", DL_ENV_ANYHIT},
    {"closesthit", DL_ENV_CLOSESTHIT},
    {"miss", DL_ENV_MISS},
    {"callable", DL_ENV_CALLABLE},
    {"mesh", DL_ENV_MESH},
    {"amplification", DL_ENV_AMPLIFICATION},
    {"opencl", DL_ENV_OPENCL},
    {"ohos", DL_ENV_OHOS},
    {"pauthtest", DL_ENV_PAUTHTEST},
    {"llvm", DL_ENV_LLVM},
};

const char *dl_triple_env_name(dl_env e) {
  size_t i;
  if (e == DL_ENV_UNKNOWN)
    return "unknown";
  for (i = 0; i < sizeof env_prefixes / sizeof env_prefixes[0]; i++)
    if (env_prefixes[i].id == (int)e)
      return env_prefixes[i].name;
  return "unknown";
}

static const char *const objfmt_names[DL_OBJFMT_COUNT_] = {
    [DL_OBJFMT_UNKNOWN] = "",      [DL_OBJFMT_COFF] = "coff",
    [DL_OBJFMT_DXCONTAINER] = "dxcontainer", [DL_OBJFMT_ELF] = "elf",
    [DL_OBJFMT_GOFF] = "goff",     [DL_OBJFMT_MACHO] = "macho",
    [DL_OBJFMT_SPIRV] = "spirv",   [DL_OBJFMT_WASM] = "wasm",
    [DL_OBJFMT_XCOFF] = "xcoff",
};

const char *dl_triple_objfmt_name(dl_objfmt f) {
  return (unsigned)f < DL_OBJFMT_COUNT_ ? objfmt_names[f] : "";
}

/* ---- ARM architecture names (ARMTargetParserCommon.cpp) ---------------- */

/* ARM::ArchKind names in ARMTargetParser.def order: ARM::parseArch returns
 * the first whose name ends with the synonym, so the order matters. */
static const char *const arm_arch_names[] = {
    "invalid",   "armv4",       "armv4t",      "armv5t",    "armv5te",
    "armv5tej",  "armv6",       "armv6k",      "armv6t2",   "armv6kz",
    "armv6-m",   "armv7-a",     "armv7ve",     "armv7-r",   "armv7-m",
    "armv7e-m",  "armv8-a",     "armv8.1-a",   "armv8.2-a", "armv8.3-a",
    "armv8.4-a", "armv8.5-a",   "armv8.6-a",   "armv8.7-a", "armv8.8-a",
    "armv8.9-a", "armv9-a",     "armv9.1-a",   "armv9.2-a", "armv9.3-a",
    "armv9.4-a", "armv9.5-a",   "armv9.6-a",   "armv9.7-a", "armv8-r",
    "armv8-m.base", "armv8-m.main", "armv8.1-m.main", "iwmmxt", "iwmmxt2",
    "xscale",    "armv7s",      "armv7k",
};
#define ARM_NKINDS ((int)(sizeof arm_arch_names / sizeof arm_arch_names[0]))

const char *dl_triple_arm_kind_name(int kind) {
  return kind > 0 && kind < ARM_NKINDS ? arm_arch_names[kind] : "invalid";
}

static int arm_kind_named(const char *name) {
  int i;
  for (i = 0; i < ARM_NKINDS; i++)
    if (strcmp(arm_arch_names[i], name) == 0)
      return i;
  return 0;
}

static int arm_kind_is_m(int k) {
  const char *n = arm_arch_names[k];
  return strcmp(n, "armv6-m") == 0 || strcmp(n, "armv7-m") == 0 ||
         strcmp(n, "armv7e-m") == 0 || strcmp(n, "armv8-m.base") == 0 ||
         strcmp(n, "armv8-m.main") == 0 || strcmp(n, "armv8.1-m.main") == 0;
}

static sref arm_synonym(sref a) {
  static const struct {
    const char *from, *to;
  } syn[] = {
      {"v5", "v5t"},          {"v5e", "v5te"},       {"v6j", "v6"},
      {"v6hl", "v6k"},        {"v6m", "v6-m"},       {"v6sm", "v6-m"},
      {"v6s-m", "v6-m"},      {"v6z", "v6kz"},       {"v6zk", "v6kz"},
      {"v7", "v7-a"},         {"v7a", "v7-a"},       {"v7hl", "v7-a"},
      {"v7l", "v7-a"},        {"v7r", "v7-r"},       {"v7m", "v7-m"},
      {"v7em", "v7e-m"},      {"v8", "v8-a"},        {"v8a", "v8-a"},
      {"v8l", "v8-a"},        {"aarch64", "v8-a"},   {"arm64", "v8-a"},
      {"v8.1a", "v8.1-a"},    {"v8.2a", "v8.2-a"},   {"v8.3a", "v8.3-a"},
      {"v8.4a", "v8.4-a"},    {"v8.5a", "v8.5-a"},   {"v8.6a", "v8.6-a"},
      {"v8.7a", "v8.7-a"},    {"v8.8a", "v8.8-a"},   {"v8.9a", "v8.9-a"},
      {"v8r", "v8-r"},        {"v9", "v9-a"},        {"v9a", "v9-a"},
      {"v9.1a", "v9.1-a"},    {"v9.2a", "v9.2-a"},   {"v9.3a", "v9.3-a"},
      {"v9.4a", "v9.4-a"},    {"v9.5a", "v9.5-a"},   {"v9.6a", "v9.6-a"},
      {"v9.7a", "v9.7-a"},    {"v8m.base", "v8-m.base"},
      {"v8m.main", "v8-m.main"}, {"v8.1m.main", "v8.1-m.main"},
  };
  size_t i;
  for (i = 0; i < sizeof syn / sizeof syn[0]; i++)
    if (eq(a, syn[i].from))
      return lit(syn[i].to);
  return a;
}

/* ARM::getCanonicalArchName; an empty result means "error". */
static sref arm_canonical(sref arch) {
  const size_t npos = (size_t)-1;
  size_t offset = npos;
  sref a = arch, err = mk("", 0);

  if (starts(a, "arm64_32"))
    offset = 8;
  else if (starts(a, "arm64e"))
    offset = 6;
  else if (starts(a, "arm64"))
    offset = 5;
  else if (starts(a, "aarch64_32"))
    offset = 10;
  else if (starts(a, "arm"))
    offset = 3;
  else if (starts(a, "thumb"))
    offset = 5;
  else if (starts(a, "aarch64")) {
    offset = 7;
    if (contains(a, "eb"))
      return err;
    if (eq(sub(a, offset, 3), "_be"))
      offset += 3;
  }

  if (offset != npos && eq(sub(a, offset, 2), "eb"))
    offset += 2;
  else if (ends(a, "eb"))
    a.n -= 2;
  if (offset != npos)
    a = drop(a, offset);

  if (a.n == 0)
    return arch;

  if (offset != npos) {
    if (a.n >= 2 && (a.p[0] != 'v' || !is_digit(a.p[1])))
      return err;
    if (contains(a, "eb"))
      return err;
  }
  return a;
}

/* ARM::parseArch: an index into arm_arch_names, 0 for invalid. */
static int arm_parse_kind(sref arch) {
  sref syn = arm_synonym(arm_canonical(arch));
  int i;
  for (i = 0; i < ARM_NKINDS; i++)
    if (ends_s(lit(arm_arch_names[i]), syn))
      return i;
  return 0;
}

/* ARM::parseArchProfile(name) == ProfileKind::M */
static int arm_is_mprofile(sref arch) {
  return arm_kind_is_m(arm_parse_kind(arm_canonical(arch)));
}

static int host_little_endian(void) {
  const unsigned one = 1;
  return *(const unsigned char *)&one == 1;
}

static dl_arch parse_bpf_arch(sref a) {
  if (eq(a, "bpf"))
    return host_little_endian() ? DL_ARCH_BPFEL : DL_ARCH_BPFEB;
  if (eq(a, "bpf_be") || eq(a, "bpfeb"))
    return DL_ARCH_BPFEB;
  if (eq(a, "bpf_le") || eq(a, "bpfel"))
    return DL_ARCH_BPFEL;
  return DL_ARCH_UNKNOWN;
}

static dl_arch parse_arm_arch(sref name) {
  enum { INVALID, ARMISA, THUMBISA, A64ISA } isa = INVALID;
  enum { E_INVALID, E_LITTLE, E_BIG } endian = E_INVALID;
  dl_arch arch = DL_ARCH_UNKNOWN;
  sref canon;

  if (starts(name, "aarch64") || starts(name, "arm64"))
    isa = A64ISA;
  else if (starts(name, "thumb"))
    isa = THUMBISA;
  else if (starts(name, "arm"))
    isa = ARMISA;

  if (starts(name, "armeb") || starts(name, "thumbeb") ||
      starts(name, "aarch64_be"))
    endian = E_BIG;
  else if (starts(name, "arm") || starts(name, "thumb"))
    endian = ends(name, "eb") ? E_BIG : E_LITTLE;
  else if (starts(name, "aarch64"))
    endian = E_LITTLE;

  if (endian == E_LITTLE)
    arch = isa == ARMISA     ? DL_ARCH_ARM
           : isa == THUMBISA ? DL_ARCH_THUMB
           : isa == A64ISA   ? DL_ARCH_AARCH64
                             : DL_ARCH_UNKNOWN;
  else if (endian == E_BIG)
    arch = isa == ARMISA     ? DL_ARCH_ARMEB
           : isa == THUMBISA ? DL_ARCH_THUMBEB
           : isa == A64ISA   ? DL_ARCH_AARCH64_BE
                             : DL_ARCH_UNKNOWN;

  canon = arm_canonical(name);
  if (canon.n == 0)
    return DL_ARCH_UNKNOWN;
  /* Thumb only exists in v4+. */
  if (isa == THUMBISA && (starts(canon, "v2") || starts(canon, "v3")))
    return DL_ARCH_UNKNOWN;
  /* v6-M is Thumb only. */
  if (arm_parse_kind(canon) == arm_kind_named("armv6-m"))
    return endian == E_BIG ? DL_ARCH_THUMBEB : DL_ARCH_THUMB;
  return arch;
}

/* ---- the component parsers (Triple.cpp) -------------------------------- */

static const struct {
  const char *name;
  dl_arch arch;
} arch_exact[] = {
    {"i386", DL_ARCH_X86},          {"i486", DL_ARCH_X86},
    {"i586", DL_ARCH_X86},          {"i686", DL_ARCH_X86},
    {"i786", DL_ARCH_X86},          {"i886", DL_ARCH_X86},
    {"i986", DL_ARCH_X86},          {"amd64", DL_ARCH_X86_64},
    {"x86_64", DL_ARCH_X86_64},     {"x86_64h", DL_ARCH_X86_64},
    {"powerpc", DL_ARCH_PPC},       {"powerpcspe", DL_ARCH_PPC},
    {"ppc", DL_ARCH_PPC},           {"ppc32", DL_ARCH_PPC},
    {"powerpcle", DL_ARCH_PPCLE},   {"ppcle", DL_ARCH_PPCLE},
    {"ppc32le", DL_ARCH_PPCLE},     {"powerpc64", DL_ARCH_PPC64},
    {"ppu", DL_ARCH_PPC64},         {"ppc64", DL_ARCH_PPC64},
    {"powerpc64le", DL_ARCH_PPC64LE}, {"ppc64le", DL_ARCH_PPC64LE},
    {"xscale", DL_ARCH_ARM},        {"xscaleeb", DL_ARCH_ARMEB},
    {"aarch64", DL_ARCH_AARCH64},   {"aarch64_be", DL_ARCH_AARCH64_BE},
    {"aarch64_32", DL_ARCH_AARCH64_32}, {"arc", DL_ARCH_ARC},
    {"arm64", DL_ARCH_AARCH64},     {"arm64_32", DL_ARCH_AARCH64_32},
    {"arm64e", DL_ARCH_AARCH64},    {"arm64ec", DL_ARCH_AARCH64},
    {"arm", DL_ARCH_ARM},           {"armeb", DL_ARCH_ARMEB},
    {"thumb", DL_ARCH_THUMB},       {"thumbeb", DL_ARCH_THUMBEB},
    {"avr", DL_ARCH_AVR},           {"m68k", DL_ARCH_M68K},
    {"msp430", DL_ARCH_MSP430},
    {"mips", DL_ARCH_MIPS},         {"mipseb", DL_ARCH_MIPS},
    {"mipsallegrex", DL_ARCH_MIPS}, {"mipsisa32r6", DL_ARCH_MIPS},
    {"mipsr6", DL_ARCH_MIPS},
    {"mipsel", DL_ARCH_MIPSEL},     {"mipsallegrexel", DL_ARCH_MIPSEL},
    {"mipsisa32r6el", DL_ARCH_MIPSEL}, {"mipsr6el", DL_ARCH_MIPSEL},
    {"mips64", DL_ARCH_MIPS64},     {"mips64eb", DL_ARCH_MIPS64},
    {"mipsn32", DL_ARCH_MIPS64},    {"mipsisa64r6", DL_ARCH_MIPS64},
    {"mips64r6", DL_ARCH_MIPS64},   {"mipsn32r6", DL_ARCH_MIPS64},
    {"mips64el", DL_ARCH_MIPS64EL}, {"mipsn32el", DL_ARCH_MIPS64EL},
    {"mipsisa64r6el", DL_ARCH_MIPS64EL}, {"mips64r6el", DL_ARCH_MIPS64EL},
    {"mipsn32r6el", DL_ARCH_MIPS64EL},
    {"r600", DL_ARCH_R600},         {"amdgcn", DL_ARCH_AMDGCN},
    {"riscv32", DL_ARCH_RISCV32},   {"riscv64", DL_ARCH_RISCV64},
    {"riscv32be", DL_ARCH_RISCV32BE}, {"riscv64be", DL_ARCH_RISCV64BE},
    {"hexagon", DL_ARCH_HEXAGON},   {"s390x", DL_ARCH_SYSTEMZ},
    {"systemz", DL_ARCH_SYSTEMZ},   {"sparc", DL_ARCH_SPARC},
    {"sparcel", DL_ARCH_SPARCEL},   {"sparcv9", DL_ARCH_SPARCV9},
    {"sparc64", DL_ARCH_SPARCV9},   {"tce", DL_ARCH_TCE},
    {"tcele", DL_ARCH_TCELE},       {"xcore", DL_ARCH_XCORE},
    {"nvptx", DL_ARCH_NVPTX},       {"nvptx64", DL_ARCH_NVPTX64},
    {"amdil", DL_ARCH_AMDIL},       {"amdil64", DL_ARCH_AMDIL64},
    {"hsail", DL_ARCH_HSAIL},       {"hsail64", DL_ARCH_HSAIL64},
    {"spir", DL_ARCH_SPIR},         {"spir64", DL_ARCH_SPIR64},
    {"spirv", DL_ARCH_SPIRV},       {"spirv1.5", DL_ARCH_SPIRV},
    {"spirv1.6", DL_ARCH_SPIRV},
    {"spirv32", DL_ARCH_SPIRV32},   {"spirv32v1.0", DL_ARCH_SPIRV32},
    {"spirv32v1.1", DL_ARCH_SPIRV32}, {"spirv32v1.2", DL_ARCH_SPIRV32},
    {"spirv32v1.3", DL_ARCH_SPIRV32}, {"spirv32v1.4", DL_ARCH_SPIRV32},
    {"spirv32v1.5", DL_ARCH_SPIRV32}, {"spirv32v1.6", DL_ARCH_SPIRV32},
    {"spirv64", DL_ARCH_SPIRV64},   {"spirv64v1.0", DL_ARCH_SPIRV64},
    {"spirv64v1.1", DL_ARCH_SPIRV64}, {"spirv64v1.2", DL_ARCH_SPIRV64},
    {"spirv64v1.3", DL_ARCH_SPIRV64}, {"spirv64v1.4", DL_ARCH_SPIRV64},
    {"spirv64v1.5", DL_ARCH_SPIRV64}, {"spirv64v1.6", DL_ARCH_SPIRV64},
    {"lanai", DL_ARCH_LANAI},       {"renderscript32", DL_ARCH_RENDERSCRIPT32},
    {"renderscript64", DL_ARCH_RENDERSCRIPT64}, {"shave", DL_ARCH_SHAVE},
    {"ve", DL_ARCH_VE},             {"wasm32", DL_ARCH_WASM32},
    {"wasm64", DL_ARCH_WASM64},     {"csky", DL_ARCH_CSKY},
    {"loongarch32", DL_ARCH_LOONGARCH32}, {"loongarch64", DL_ARCH_LOONGARCH64},
    {"dxil", DL_ARCH_DXIL},         {"dxilv1.0", DL_ARCH_DXIL},
    {"dxilv1.1", DL_ARCH_DXIL},     {"dxilv1.2", DL_ARCH_DXIL},
    {"dxilv1.3", DL_ARCH_DXIL},     {"dxilv1.4", DL_ARCH_DXIL},
    {"dxilv1.5", DL_ARCH_DXIL},     {"dxilv1.6", DL_ARCH_DXIL},
    {"dxilv1.7", DL_ARCH_DXIL},     {"dxilv1.8", DL_ARCH_DXIL},
    {"dxilv1.9", DL_ARCH_DXIL}, /* LLVM 22 (checked: opt-22 -mtriple) */
    {"xtensa", DL_ARCH_XTENSA},
};

static dl_arch parse_arch(sref a) {
  size_t i;
  for (i = 0; i < sizeof arch_exact / sizeof arch_exact[0]; i++)
    if (eq(a, arch_exact[i].name))
      return arch_exact[i].arch;
  if (starts(a, "kalimba"))
    return DL_ARCH_KALIMBA;
  if (starts(a, "arm") || starts(a, "thumb") || starts(a, "aarch64"))
    return parse_arm_arch(a);
  if (starts(a, "bpf"))
    return parse_bpf_arch(a);
  return DL_ARCH_UNKNOWN;
}

static void parse_subarch(sref a, dl_triple *t) {
  static const char *const vers[] = {"v1.0", "v1.1", "v1.2", "v1.3", "v1.4",
                                     "v1.5", "v1.6", "v1.7", "v1.8", "v1.9"};
  unsigned i;
  int k;
  sref canon;

  t->subarch = DL_SUBARCH_NONE;
  t->arm_kind = 0;
  t->subarch_version = 0;
  if (starts(a, "mips") && (ends(a, "r6el") || ends(a, "r6"))) {
    t->subarch = DL_SUBARCH_MIPS_R6;
    return;
  }
  if (eq(a, "powerpcspe")) {
    t->subarch = DL_SUBARCH_PPC_SPE;
    return;
  }
  if (eq(a, "arm64e")) {
    t->subarch = DL_SUBARCH_ARM64E;
    return;
  }
  if (eq(a, "arm64ec")) {
    t->subarch = DL_SUBARCH_ARM64EC;
    return;
  }
  if (starts(a, "spirv") || starts(a, "dxil")) {
    unsigned nv = starts(a, "spirv") ? 7 : 10;
    for (i = 0; i < nv; i++)
      if (ends(a, vers[i])) {
        t->subarch = starts(a, "spirv") ? DL_SUBARCH_SPIRV : DL_SUBARCH_DXIL;
        t->subarch_version = i;
        return;
      }
    return;
  }
  canon = arm_canonical(a);
  if (canon.n == 0) {
    if (ends(a, "kalimba3") || ends(a, "kalimba4") || ends(a, "kalimba5")) {
      t->subarch = DL_SUBARCH_KALIMBA;
      t->subarch_version = (unsigned)(a.p[a.n - 1] - '0');
    }
    return;
  }
  k = arm_parse_kind(canon);
  if (k == 0 || k == arm_kind_named("armv4"))
    return;
  t->subarch = DL_SUBARCH_ARM;
  t->arm_kind = k;
}

static dl_vendor parse_vendor(sref v) {
  size_t i;
  for (i = 0; i < sizeof vendor_names / sizeof vendor_names[0]; i++)
    if (eq(v, vendor_names[i].name))
      return (dl_vendor)vendor_names[i].id;
  return DL_VENDOR_UNKNOWN;
}

static dl_os parse_os(sref o) {
  size_t i;
  for (i = 0; i < sizeof os_prefixes / sizeof os_prefixes[0]; i++)
    if (starts(o, os_prefixes[i].name))
      return (dl_os)os_prefixes[i].id;
  return DL_OS_UNKNOWN;
}

static dl_env parse_env(sref e) {
  size_t i;
  for (i = 0; i < sizeof env_prefixes / sizeof env_prefixes[0]; i++)
    if (starts(e, env_prefixes[i].name))
      return (dl_env)env_prefixes[i].id;
  return DL_ENV_UNKNOWN;
}

static dl_objfmt parse_format(sref e) {
  /* "xcoff" before "coff": the matches are suffixes. */
  if (ends(e, "xcoff"))
    return DL_OBJFMT_XCOFF;
  if (ends(e, "coff"))
    return DL_OBJFMT_COFF;
  if (ends(e, "elf"))
    return DL_OBJFMT_ELF;
  if (ends(e, "goff"))
    return DL_OBJFMT_GOFF;
  if (ends(e, "macho"))
    return DL_OBJFMT_MACHO;
  if (ends(e, "wasm"))
    return DL_OBJFMT_WASM;
  if (ends(e, "spirv"))
    return DL_OBJFMT_SPIRV;
  return DL_OBJFMT_UNKNOWN;
}

static int os_is_darwin(dl_os o) {
  return o == DL_OS_DARWIN || o == DL_OS_MACOSX || o == DL_OS_IOS ||
         o == DL_OS_TVOS || o == DL_OS_WATCHOS || o == DL_OS_DRIVERKIT ||
         o == DL_OS_XROS || o == DL_OS_BRIDGEOS;
}

/* getDefaultFormat */
static dl_objfmt default_format(const dl_triple *t) {
  switch (t->arch) {
  case DL_ARCH_UNKNOWN:
  case DL_ARCH_AARCH64:
  case DL_ARCH_AARCH64_32:
  case DL_ARCH_ARM:
  case DL_ARCH_THUMB:
  case DL_ARCH_X86:
  case DL_ARCH_X86_64:
    if (t->os == DL_OS_WIN32 || t->os == DL_OS_UEFI)
      return DL_OBJFMT_COFF;
    return os_is_darwin(t->os) ? DL_OBJFMT_MACHO : DL_OBJFMT_ELF;
  case DL_ARCH_MIPSEL:
    return t->os == DL_OS_WIN32 ? DL_OBJFMT_COFF : DL_OBJFMT_ELF;
  case DL_ARCH_PPC64:
  case DL_ARCH_PPC:
    if (t->os == DL_OS_AIX)
      return DL_OBJFMT_XCOFF;
    if (os_is_darwin(t->os))
      return DL_OBJFMT_MACHO;
    return DL_OBJFMT_ELF;
  case DL_ARCH_SYSTEMZ:
    return t->os == DL_OS_ZOS ? DL_OBJFMT_GOFF : DL_OBJFMT_ELF;
  case DL_ARCH_WASM32:
  case DL_ARCH_WASM64:
    return DL_OBJFMT_WASM;
  case DL_ARCH_SPIRV:
  case DL_ARCH_SPIRV32:
  case DL_ARCH_SPIRV64:
    return DL_OBJFMT_SPIRV;
  case DL_ARCH_DXIL:
    return DL_OBJFMT_DXCONTAINER;
  default:
    return DL_OBJFMT_ELF;
  }
}

/* VersionTuple::tryParse + withoutBuild: only major and "empty" are kept.
 * On a parse error the tuple stays empty, as in LLVM. */
static int parse_uint(sref *in, unsigned *v) {
  char c;
  if (in->n == 0)
    return 1;
  c = in->p[0];
  *in = drop(*in, 1);
  if (!is_digit(c))
    return 1;
  *v = (unsigned)(c - '0');
  while (in->n > 0 && is_digit(in->p[0])) {
    *v = *v * 10u + (unsigned)(in->p[0] - '0');
    *in = drop(*in, 1);
  }
  return 0;
}

static void parse_version(sref in, unsigned *major, int *empty,
                          int *has_minor, unsigned *minor_out) {
  unsigned part[4] = {0, 0, 0, 0};
  int i, nparts = 0;
  *major = 0;
  *empty = 1;
  *has_minor = 0;
  *minor_out = 0;
  for (i = 0; i < 4; i++) {
    if (parse_uint(&in, &part[i]))
      return;
    nparts = i + 1;
    if (in.n == 0)
      break;
    if (i == 3 || in.p[0] != '.')
      return;
    in = drop(in, 1);
  }
  *major = part[0];
  *has_minor = nparts >= 2;
  *minor_out = part[1];
  *empty = part[0] == 0 && part[1] == 0 && part[2] == 0;
}

static void set_text(dl_triple *t, sref s) {
  size_t cap = sizeof t->text - 1, i, n = s.n;
  int cut = 0;
  if (n > cap) {
    n = cap - 3;
    cut = 1;
  }
  for (i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s.p[i];
    t->text[i] = (c >= 0x20 && c < 0x7f) ? (char)c : '?';
  }
  if (cut) {
    memcpy(t->text + i, "...", 3);
    i += 3;
  }
  t->text[i] = '\0';
}

int dl_triple_parse(const char *s, size_t n, dl_triple *out) {
  sref data, comp[4], rest, osname;
  unsigned nc = 0;
  int has_minor;
  unsigned minor;

  if (!out || (!s && n > 0))
    return -1;
  memset(out, 0, sizeof *out);
  data = mk(s ? s : "", n);
  set_text(out, data);

  /* StringRef::split(Components, '-', 3): at most four components, the
   * last holds the rest; empty components are kept. */
  rest = data;
  while (nc < 3) {
    size_t i;
    for (i = 0; i < rest.n && rest.p[i] != '-'; i++)
      ;
    if (i == rest.n)
      break;
    comp[nc++] = mk(rest.p, i);
    rest = drop(rest, i + 1);
  }
  comp[nc++] = rest;
  out->ncomponents = nc;

  out->arch = parse_arch(comp[0]);
  parse_subarch(comp[0], out);
  out->arm_mprofile = arm_is_mprofile(comp[0]);
  if (nc > 1) {
    out->vendor = parse_vendor(comp[1]);
    if (nc > 2) {
      out->os = parse_os(comp[2]);
      if (nc > 3) {
        out->env = parse_env(comp[3]);
        out->objfmt = parse_format(comp[3]);
      }
    }
  } else {
    sref a = comp[0];
    if (starts(a, "mipsn32"))
      out->env = DL_ENV_GNUABIN32;
    else if (starts(a, "mips64") || starts(a, "mipsisa64"))
      out->env = DL_ENV_GNUABI64;
    else if (starts(a, "mipsisa32") || eq(a, "mips") || eq(a, "mipsel") ||
             eq(a, "mipsr6") || eq(a, "mipsr6el"))
      out->env = DL_ENV_GNU;
  }
  if (out->objfmt == DL_OBJFMT_UNKNOWN)
    out->objfmt = default_format(out);

  /* Triple::getOSVersion */
  osname = nc > 2 ? comp[2] : mk("", 0);
  if (starts(osname, dl_triple_os_name(out->os)))
    osname = drop(osname, strlen(dl_triple_os_name(out->os)));
  else if (out->os == DL_OS_MACOSX && starts(osname, "macos"))
    osname = drop(osname, 5);
  else if (starts(osname, "visionos"))
    osname = drop(osname, 8);
  parse_version(osname, &out->os_major, &out->os_version_empty, &has_minor,
                &minor);
  return 0;
}

/* ---- normalize ----------------------------------------------------------- */

/* A component of the normalized triple: an optional literal head and a
 * view into the input (only "android" + version uses both). */
typedef struct {
  const char *head;
  sref s;
} ncomp;

static int ncomp_empty(const ncomp *c) {
  return (c->head == NULL || c->head[0] == '\0') && c->s.n == 0;
}

static ncomp nc_of(sref s) {
  ncomp c;
  c.head = NULL;
  c.s = s;
  return c;
}

static ncomp nc_lit(const char *z) { return nc_of(lit(z)); }

static void put_err(char *err, size_t errlen, const char *msg) {
  size_t l;
  if (!err || errlen == 0)
    return;
  l = strlen(msg);
  if (l >= errlen)
    l = errlen - 1;
  memcpy(err, msg, l);
  err[l] = '\0';
}

/* DXIL arch name for a "shadermodelX.Y" OS component
 * (getDXILArchNameFromShaderModel). NULL: LLVM reports a fatal error. */
static const char *dxil_arch_for_shader_model(sref os) {
  /* LLVM 22 knows DXIL 1.0 to 1.9 (shader model 6.0 to 6.9); 1.9 is the
   * latest, what "shadermodel6.x" means (checked: opt-22 -mtriple). */
  static const char *const names[] = {"dxilv1.0", "dxilv1.1", "dxilv1.2",
                                      "dxilv1.3", "dxilv1.4", "dxilv1.5",
                                      "dxilv1.6", "dxilv1.7", "dxilv1.8",
                                      "dxilv1.9"};
  unsigned major, minor;
  int empty, has_minor;
  parse_version(drop(os, strlen("shadermodel")), &major, &empty, &has_minor,
                &minor);
  if (!empty) {
    if (major == 6 && has_minor)
      return minor <= 9 ? names[minor] : NULL;
  } else if (eq(os, "shadermodel6.x")) {
    return names[9];
  }
  return names[0];
}

/* The state of a normalization (Triple::normalize): the components, what
 * each position was found to hold, and the error, if any. */
typedef struct {
  ncomp c[DL_TRIPLE_MAX_COMPONENTS + 8];
  size_t n;
  dl_arch arch;
  dl_vendor vendor;
  dl_os os;
  dl_env env;
  dl_objfmt objfmt;
  int is_mingw, is_cygwin;
  int found[4]; /* arch, vendor, os, environment (or format) */
  const char *err;
} norm;

#define NORM_CAP (DL_TRIPLE_MAX_COMPONENTS + 8)

/* Splits `data` at each '-'; -1 with t->err when there are too many. */
static int norm_split(norm *t, sref data) {
  sref rest = data;
  size_t i;
  for (;;) {
    for (i = 0; i < rest.n && rest.p[i] != '-'; i++)
      ;
    if (t->n == DL_TRIPLE_MAX_COMPONENTS) {
      t->err = "target triple has too many components";
      return -1;
    }
    t->c[t->n++] = nc_of(mk(rest.p, i));
    if (i == rest.n)
      return 0;
    rest = drop(rest, i + 1);
  }
}

/* Each component parsed as what its position holds. */
static void norm_parse_in_place(norm *t) {
  const ncomp *c = t->c;
  t->arch = parse_arch(c[0].s);
  if (t->n > 1)
    t->vendor = parse_vendor(c[1].s);
  if (t->n > 2) {
    t->os = parse_os(c[2].s);
    t->is_cygwin = starts(c[2].s, "cygwin");
    t->is_mingw = starts(c[2].s, "mingw");
  }
  if (t->n > 3)
    t->env = parse_env(c[3].s);
  if (t->n > 4)
    t->objfmt = parse_format(c[4].s);
  t->found[0] = t->arch != DL_ARCH_UNKNOWN;
  t->found[1] = t->vendor != DL_VENDOR_UNKNOWN;
  t->found[2] = t->os != DL_OS_UNKNOWN;
  t->found[3] = t->env != DL_ENV_UNKNOWN;
}

/* Whether `comp` is a valid component for position `pos`; as in LLVM, the
 * attempt sets the parsed value whether valid or not. */
static int norm_try(norm *t, unsigned pos, sref comp) {
  switch (pos) {
  case 0:
    t->arch = parse_arch(comp);
    return t->arch != DL_ARCH_UNKNOWN;
  case 1:
    t->vendor = parse_vendor(comp);
    return t->vendor != DL_VENDOR_UNKNOWN;
  case 2:
    t->os = parse_os(comp);
    t->is_cygwin = starts(comp, "cygwin");
    t->is_mingw = starts(comp, "mingw");
    return t->os != DL_OS_UNKNOWN || t->is_cygwin || t->is_mingw;
  default:
    t->env = parse_env(comp);
    if (t->env != DL_ENV_UNKNOWN)
      return 1;
    t->objfmt = parse_format(comp);
    return t->objfmt != DL_OBJFMT_UNKNOWN;
  }
}

/* Component `idx` moves left to `pos`, pushing the components in the way
 * (but those already found) to the right. */
static int norm_insert_left(norm *t, size_t pos, size_t idx) {
  ncomp cur = t->c[idx], tmp;
  size_t k;
  t->c[idx] = nc_lit("");
  for (k = pos; !ncomp_empty(&cur); ++k) {
    while (k < 4 && t->found[k])
      ++k;
    if (k >= t->n) { /* cannot happen: idx is empty now */
      t->err = "internal error normalizing triple";
      return -1;
    }
    tmp = t->c[k];
    t->c[k] = cur;
    cur = tmp;
  }
  return 0;
}

/* Component `idx` moves right to `pos`: empty components are inserted at
 * idx, pushing it (and those after it, but those already found) right. */
static int norm_push_right(norm *t, size_t pos, size_t idx) {
  do {
    ncomp cur = nc_lit(""), tmp;
    size_t k;
    for (k = idx; k < t->n;) {
      tmp = t->c[k];
      t->c[k] = cur;
      cur = tmp;
      if (ncomp_empty(&cur))
        break;
      while (++k < 4 && t->found[k])
        ;
    }
    if (!ncomp_empty(&cur)) {
      if (t->n == NORM_CAP) {
        t->err = "target triple has too many components";
        return -1;
      }
      t->c[t->n++] = cur;
    }
    while (++idx < 4 && t->found[idx])
      ;
  } while (idx < pos);
  return 0;
}

/* Each position not found in place takes the first component not yet
 * placed that is valid there, moved to it. */
static int norm_reorder(norm *t) {
  unsigned pos;
  for (pos = 0; pos < 4; pos++) {
    size_t idx;
    if (t->found[pos])
      continue;
    for (idx = 0; idx < t->n; idx++) {
      if (idx < 4 && t->found[idx])
        continue;
      if (!norm_try(t, pos, t->c[idx].s))
        continue;
      if (pos < idx && norm_insert_left(t, pos, idx) != 0)
        return -1;
      if (pos > idx && norm_push_right(t, pos, idx) != 0)
        return -1;
      t->found[pos] = 1;
      break;
    }
  }
  return 0;
}

/* "none" as the OS, "unknown" for the empty components, and the
 * environment spellings LLVM rewrites (androideabiN, SUSE's gnueabi). */
static void norm_fill(norm *t) {
  ncomp *c = t->c;
  size_t i;
  /* "none" in the middle of a three-component triple is the OS. */
  if (t->found[0] && !t->found[1] && !t->found[2] && t->found[3] &&
      t->n > 2 && eq(c[1].s, "none") && c[1].head == NULL &&
      ncomp_empty(&c[2])) {
    ncomp tmp = c[1];
    c[1] = c[2];
    c[2] = tmp;
  }
  for (i = 0; i < t->n; i++)
    if (ncomp_empty(&c[i]))
      c[i] = nc_lit("unknown");
  if (t->env == DL_ENV_ANDROID && t->n > 3 && c[3].head == NULL &&
      starts(c[3].s, "androideabi")) {
    sref ver = drop(c[3].s, strlen("androideabi"));
    c[3].head = "android";
    c[3].s = ver;
  }
  if (t->vendor == DL_VENDOR_SUSE && t->env == DL_ENV_GNUEABI && t->n > 3)
    c[3] = nc_lit("gnueabihf");
}

/* Exactly `k` components: empty ones added, or the last ones dropped. */
static void norm_resize(norm *t, size_t k) {
  while (t->n < k)
    t->c[t->n++] = nc_lit("");
  t->n = k;
}

/* Windows triples: win32, mingw and cygwin OSes name the environment (or
 * the object format) the way LLVM spells them. */
static void norm_windows(norm *t) {
  ncomp *c = t->c;
  if (t->os == DL_OS_WIN32) {
    norm_resize(t, 4);
    c[2] = nc_lit("windows");
    if (t->env == DL_ENV_UNKNOWN) {
      if (t->objfmt == DL_OBJFMT_UNKNOWN || t->objfmt == DL_OBJFMT_COFF)
        c[3] = nc_lit("msvc");
      else
        c[3] = nc_lit(dl_triple_objfmt_name(t->objfmt));
    }
  } else if (t->is_mingw) {
    norm_resize(t, 4);
    c[2] = nc_lit("windows");
    c[3] = nc_lit("gnu");
  } else if (t->is_cygwin) {
    norm_resize(t, 4);
    c[2] = nc_lit("windows");
    c[3] = nc_lit("cygnus");
  }
  if (t->is_mingw || t->is_cygwin ||
      (t->os == DL_OS_WIN32 && t->env != DL_ENV_UNKNOWN)) {
    if (t->objfmt != DL_OBJFMT_UNKNOWN && t->objfmt != DL_OBJFMT_COFF) {
      norm_resize(t, 5);
      c[4] = nc_lit(dl_triple_objfmt_name(t->objfmt));
    }
  }
}

/* dxil: at most four components, the arch named by the shader model. */
static int norm_dxil(norm *t) {
  if (t->c[0].head != NULL || !eq(t->c[0].s, "dxil"))
    return 0;
  if (t->n > 4)
    t->n = 4;
  if (t->os == DL_OS_SHADERMODEL && t->n > 2) {
    const char *a = dxil_arch_for_shader_model(t->c[2].s);
    if (!a) {
      t->err = "Unsupported Shader Model version";
      return -1;
    }
    t->c[0] = nc_lit(a);
  }
  return 0;
}

/* The components joined by '-' into buf; the length, or -1 with t->err
 * (and buf empty) when they do not fit. */
static long norm_write(norm *t, char *buf, size_t buflen) {
  size_t len = 0, i;
  for (i = 0; i < t->n; i++) {
    const ncomp *c = &t->c[i];
    size_t hl = c->head ? strlen(c->head) : 0;
    size_t need = (i > 0) + hl + c->s.n;
    if (need >= buflen - len) {
      t->err = "normalized target triple does not fit";
      buf[0] = '\0';
      return -1;
    }
    if (i > 0)
      buf[len++] = '-';
    if (hl) {
      memcpy(buf + len, c->head, hl);
      len += hl;
    }
    if (c->s.n) {
      memcpy(buf + len, c->s.p, c->s.n);
      len += c->s.n;
    }
  }
  buf[len] = '\0';
  if (len > 0x7fffffff) {
    t->err = "normalized target triple too long";
    return -1;
  }
  return (long)len;
}

int dl_triple_normalize(const char *s, size_t n, char *buf, size_t buflen,
                        char *err, size_t errlen) {
  norm t = {.arch = DL_ARCH_UNKNOWN,
            .vendor = DL_VENDOR_UNKNOWN,
            .os = DL_OS_UNKNOWN,
            .env = DL_ENV_UNKNOWN,
            .objfmt = DL_OBJFMT_UNKNOWN};
  long len = -1;

  if ((!s && n > 0) || !buf || buflen == 0) {
    put_err(err, errlen, "bad arguments");
    return -1;
  }
  buf[0] = '\0';
  if (norm_split(&t, mk(s ? s : "", n)) == 0) {
    norm_parse_in_place(&t);
    if (norm_reorder(&t) == 0) {
      norm_fill(&t);
      norm_windows(&t);
      if (norm_dxil(&t) == 0)
        len = norm_write(&t, buf, buflen);
    }
  }
  if (len < 0) {
    put_err(err, errlen, t.err);
    return -1;
  }
  return (int)len;
}
