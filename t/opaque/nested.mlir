// Dialect symbols nested in dialect symbols (issue 25): a body is scanned
// once, and where each '<' in it closes is remembered for the bodies
// nested in it.  Strings holding brackets and arrows, siblings, maps in
// maps, opaque attributes in opaque attributes, and a symbol after a
// nested one must all close where MLIR closes them.
#root = #llvm.tbaa_root<id = "r>(">
module attributes {
  n.map = #dlti.map<"a" = #dlti.map<"b" = #dlti.map<"c" = "x>y", "d" = [1, 2]>>, "e" = #dlti.map<"f" = 3>>,
  n.after = #dlti.map<"g" = "->", "h" = #dlti.map<"i" = "<-">, "l" = #dlti.map<"m" = 1>>,
  n.tbaa = #llvm.tbaa_tag<base_type = #llvm.tbaa_type_desc<id = "a<b", members = {<#llvm.tbaa_type_desc<id = "c)d", members = {<#root, 0>}>, 0>, <#llvm.tbaa_root<id = "q>">, 8>}>, access_type = #llvm.tbaa_type_desc<id = "e", members = {<#root, 0>}>, offset = 0>,
  n.list = [#llvm.tbaa_root<id = "s">, #dlti.map<"j" = #dlti.map<"k" = 1>>, #llvm.tbaa_root<id = "t>">]
} {}
