// index entry given as an array
module attributes {dlti.dl_spec = #dlti.dl_spec<index = [32]>} {
}
