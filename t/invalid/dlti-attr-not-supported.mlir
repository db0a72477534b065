// unknown dlti.* attribute on an op
module attributes {dlti.foo = 1} {
}
