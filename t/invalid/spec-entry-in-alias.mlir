// the spec is defined by an alias at the top; its misspelt key is two
// lines below the alias name and three above the module
#spec = #dlti.dl_spec<
  "dlti.endianness" = "little",
  "dlti.endianess" = "big">

module attributes {dlti.dl_spec = #spec} {
}
