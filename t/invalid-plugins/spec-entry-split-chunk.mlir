// RUN: split
// the second chunk's bad entry: lines are the file's, not the chunk's
module {
}

// -----

#s = #dlti.dl_spec<
  !ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 64, abi = 64, preferred = 64>,
  !ptr.ptr<#test.const_memory_space<3>> = dense<32> : vector<1xi64>>
module attributes {dlti.dl_spec = #s} {
}
