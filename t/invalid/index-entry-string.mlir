// index entry must be an integer attribute
module attributes {dlti.dl_spec = #dlti.dl_spec<index = "32">} {
}
