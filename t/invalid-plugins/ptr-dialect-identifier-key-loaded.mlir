// ptr.* key once the ptr dialect is loaded
module attributes {dlti.dl_spec = #dlti.dl_spec<"ptr.foo" = 1, "dlti.default_memory_space" = #ptr.generic_space>} {
}
