// RUN: split
// In an llvm::Regex, '\' before a character that is not special is that
// character: \< is '<' (glibc would read a word start), \w is 'w'; a '{'
// not followed by a digit is a '{' (glibc would refuse it).
// expected-error-re@+1 {{entry #dlti.dl_entry{{\<i32}}, 5 : i{{\w*}}64>}}
module attributes { dlti.dl_spec = #dlti.dl_spec<i32 = 5> } {}

// -----

// expected-error-re@+1 {{name: {{dlti.{x$}}}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.{x" = 1> } {}
