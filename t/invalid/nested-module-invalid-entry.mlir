// an invalid entry on a module nested in a func is reported at that module
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<[128, 64]> : vector<2xi64>>} {
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
