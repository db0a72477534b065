// After a symbol name: at `attributes`.
module @m attributes {sym_visibility = 1} {
}
