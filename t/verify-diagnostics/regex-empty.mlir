// With -re an empty message is an empty regex, which llvm::Regex refuses
// without a word: it matches nothing (without -re it matches anything).
// expected-error-re@+1 {{}}
foo
