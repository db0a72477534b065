// RUN: split
// With -re, {{...}} parts of the message are regexes (POSIX extended), the
// rest is matched literally.
// expected-error-re@+1 {{'dlti.{{[a-z]+}}' data layout entry is expected to be either '{{big|little}}' or '{{(big|little)}}'}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "bad"> } {}

// -----

// expected-error-re@+1 {{unknown data layout entry name: dlti.{{[[:alpha:]_]+$}}}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.unknown_id" = 1> } {}
