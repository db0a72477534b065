// a named module directly inside a func: symbol parent without SymbolTable
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module @inner {
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
