// Two regions are named before a result (OneRegion comes first).
module {
  "builtin.module"() ({
  ^bb0:
  }, {
  }) : () -> index
}
