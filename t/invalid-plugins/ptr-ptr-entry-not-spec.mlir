// !ptr.ptr entry value not a #ptr.spec
module attributes {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#ptr.generic_space> = dense<[64, 64, 64]> : vector<3xi64>>} {
}
