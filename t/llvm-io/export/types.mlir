module attributes {dlti.dl_spec = #dlti.dl_spec<i1 = dense<8> : vector<2xi64>, i32 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f32 = dense<[32, 64]> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, index = 32>} {
}
