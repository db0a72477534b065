// index entry given as a float
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32.0 : f32>} {
}
