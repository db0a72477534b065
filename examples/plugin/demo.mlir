// The data layout of examples/plugin/demo.c: elements of !demo.blob are
// 32 bits wide.
module attributes {dlti.dl_spec = #dlti.dl_spec<
    !demo.blob<1> = 32 : i64,
    "demo.mode" = "fast">} {
}
