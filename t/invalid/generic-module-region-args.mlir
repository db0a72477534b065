// The region's arguments are named before its two blocks
// (NoRegionArguments comes before SingleBlock).
module {
  "builtin.module"() ({
  ^bb0(%x: index):
  ^bb1:
  }) : () -> ()
}
