// The data layout of x86_64 Linux (LLVM's "e-m:e-i64:64-i128:128-f80:128-
// n8:16:32:64-S128"), written with builtin types only, and one query per type
// of interest.  `dlti query examples/x86_64.mlir` fills in the attributes of
// every "test.data_layout_query" op with the layout of its result type.
module attributes {dlti.dl_spec = #dlti.dl_spec<
    i1 = dense<8> : vector<2xi64>,
    i8 = dense<8> : vector<2xi64>,
    i16 = dense<16> : vector<2xi64>,
    i32 = dense<32> : vector<2xi64>,
    i64 = dense<64> : vector<2xi64>,
    i128 = dense<128> : vector<2xi64>,
    f16 = dense<16> : vector<2xi64>,
    f64 = dense<64> : vector<2xi64>,
    f80 = dense<128> : vector<2xi64>,
    f128 = dense<128> : vector<2xi64>,
    index = 64 : i64,
    "dlti.endianness" = "little",
    "dlti.mangling_mode" = "e",
    "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>,
    "dlti.stack_alignment" = 128 : i64>} {
  func.func @layouts() {
    // Integers: the entry with the smallest width >= N applies.
    %i1 = "test.data_layout_query"() : () -> i1
    %i8 = "test.data_layout_query"() : () -> i8
    %i16 = "test.data_layout_query"() : () -> i16
    %i24 = "test.data_layout_query"() : () -> i24
    %i32 = "test.data_layout_query"() : () -> i32
    %i48 = "test.data_layout_query"() : () -> i48
    %i64 = "test.data_layout_query"() : () -> i64
    %i128 = "test.data_layout_query"() : () -> i128
    %i256 = "test.data_layout_query"() : () -> i256
    %si32 = "test.data_layout_query"() : () -> si32
    %ui64 = "test.data_layout_query"() : () -> ui64
    // Floats: each float type has its own entry, or the default.
    %f16 = "test.data_layout_query"() : () -> f16
    %bf16 = "test.data_layout_query"() : () -> bf16
    %f32 = "test.data_layout_query"() : () -> f32
    %f64 = "test.data_layout_query"() : () -> f64
    %f80 = "test.data_layout_query"() : () -> f80
    %f128 = "test.data_layout_query"() : () -> f128
    %f8 = "test.data_layout_query"() : () -> f8E4M3FN
    // index is laid out as i64 here.
    %index = "test.data_layout_query"() : () -> index
    // Vectors: the whole vector's size, rounded up to a power of two.
    %v4f32 = "test.data_layout_query"() : () -> vector<4xf32>
    %v3i32 = "test.data_layout_query"() : () -> vector<3xi32>
    %v8i16 = "test.data_layout_query"() : () -> vector<8xi16>
    %v2x4f64 = "test.data_layout_query"() : () -> vector<2x4xf64>
    %v4i1 = "test.data_layout_query"() : () -> vector<4xi1>
    %vs4i32 = "test.data_layout_query"() : () -> vector<[4]xi32>
    // Complex numbers: two elements, no tail padding.
    %c32 = "test.data_layout_query"() : () -> complex<f32>
    %c64 = "test.data_layout_query"() : () -> complex<f64>
    %c80 = "test.data_layout_query"() : () -> complex<f80>
    %ci16 = "test.data_layout_query"() : () -> complex<i16>
    return
  }
}
