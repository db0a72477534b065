// RUN: split
// Comments are read from the whole file, lines counted in it: an @below
// before a split marker points at the marker's line, an @above after one
// too, and an @+N may reach into the next chunk.
// expected-error@+5 {{unknown data layout entry name: dlti.a}}
module {}
// expected-error@below {{never on a marker line}}
// -----
// first line of the chunk
module attributes { dlti.dl_spec = #dlti.dl_spec<"dlti.a" = 1> } {}
// -----
// expected-error@above {{also never}}
module {}
