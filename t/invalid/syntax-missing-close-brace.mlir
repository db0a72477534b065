// the module body is not closed
module {
