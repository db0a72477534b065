// an attribute alias defined twice
#a = 1 : i32
#a = 2 : i32
module attributes {test.x = #a} {
}
