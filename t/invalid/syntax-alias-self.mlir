// an alias whose value uses the alias itself
#a = [1, #a]
module attributes {test.x = #a} {
}
