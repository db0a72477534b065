// entries keyed by () -> () are rejected
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<() -> (), dense<[32, 64]> : vector<2xi64>>>} {
}
