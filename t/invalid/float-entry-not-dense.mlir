// float entry given as a string
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = "x">} {
}
