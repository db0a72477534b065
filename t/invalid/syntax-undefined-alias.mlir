// an undefined attribute alias
module attributes {dlti.dl_spec = #spec} {
}
