// #ptr.spec with abi > preferred
module attributes {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 32, abi = 64, preferred = 32>>} {
}
