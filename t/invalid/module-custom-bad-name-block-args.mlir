// The custom form checks its attribute dictionary after reading it, at
// `attributes`, with the custom op's prefix: before the block's arguments
// (NoRegionArguments).
module attributes {sym_name = 1} {
^bb0(%x: index):
}
