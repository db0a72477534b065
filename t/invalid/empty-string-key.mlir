// an empty string key
module attributes {dlti.dl_spec = #dlti.dl_spec<"" = 1>} {
}
