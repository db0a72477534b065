// the module names #outer, an alias of #inner, whose second entry (in the
// #dlti.dl_entry form) gives index a float
#inner = #dlti.dl_spec<#dlti.dl_entry<"dlti.stack_alignment", 32 : i64>, #dlti.dl_entry<index, 32.0>>
#outer = #inner
module attributes {foo = 1, dlti.dl_spec = #outer} {
}
