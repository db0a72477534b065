// #dlti.map with an empty key
module attributes {dlti.map = #dlti.map<"" = 1>} {
}
