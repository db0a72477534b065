// One spec written at three places (t/t1220-explain.sh): entries are
// uniqued, and each scope's explanation points at its own text.
#s = #dlti.dl_spec<i32 = dense<64> : vector<2xi64>>
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<2xi64>>} {
  module @t attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<2xi64>>} {
    module @u attributes {dlti.dl_spec = #s} {}
  }
}
