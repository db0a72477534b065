module {
  func.func @add(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = tensor.empty() : tensor<8x8xf32>
    %1 = linalg.add ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%0 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %extracted_slice = tensor.extract_slice %1[0, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %1[4, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
    return %inserted_slice : tensor<8x8xf32>
  }
}

