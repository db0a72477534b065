// The module's own entry block, labelled and branched to from the middle
// of the block: the op's check (the region's entry) comes before the
// block's (a branch not last).
module {
^bb0:
  "test.br"()[^bb0] : () -> ()
  "test.x"() : () -> ()
}
