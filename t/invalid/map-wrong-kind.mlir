// dlti.map must be a #dlti.map
module attributes {dlti.map = 1} {
}
