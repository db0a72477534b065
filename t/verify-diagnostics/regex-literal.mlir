// Without -re, {{...}} inside the message is plain text: this expectation
// is not met, and the error is unexpected.
// expected-error@+1 {{entry is expected to be {{.*}}}}
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "bad"> } {}
