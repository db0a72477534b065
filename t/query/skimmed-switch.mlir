// scf.index_switch and emitc.switch as mlir-opt-22 prints them: their
// `case N {` and `default {` lines, and the space ending their first line.
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<2xi64>>} {
  func.func @f(%arg0: index, %arg1: i32) -> i32 {
    %0 = scf.index_switch %arg0 -> i32 
    case 2 {
      %1 = "test.data_layout_query"() : () -> i32
      scf.yield %arg1 : i32
    }
    case 5 {
      scf.yield %arg1 : i32
    }
    default {
      scf.yield %arg1 : i32
    }
    emitc.switch %arg1 : i32 
    case 2 {
      yield
    }
    default {
    }
    return %0 : i32
  }
}

