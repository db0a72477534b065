// linalg on tensors, bufferized; no data layout spec.
module {
  func.func @add(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %e = tensor.empty() : tensor<8x8xf32>
    %r = linalg.add ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %s = tensor.extract_slice %r[0, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
    %c = tensor.insert_slice %s into %r[4, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
    return %c : tensor<8x8xf32>
  }
}
