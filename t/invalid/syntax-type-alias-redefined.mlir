// a type alias defined twice
!t = i32
!t = i64
module attributes {test.x = !t} {
}
