// a duplicate key in the module attribute dictionary
module attributes {a.b = 1, a.b = 2} {
}
