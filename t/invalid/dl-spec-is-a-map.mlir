// dlti.dl_spec holding a #dlti.map
module attributes {dlti.dl_spec = #dlti.map<"a" = 1>} {
}
