func.func @f(%a: i32) {
  scf.execute_region {
    %0 = arith.addi %a, %a : i32
