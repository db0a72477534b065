// unknown dlti attribute mnemonic
module attributes {dlti.dl_spec = #dlti.dl_spek<>} {
}
