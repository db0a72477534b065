// missing '>' at the end of the file
module attributes {dlti.dl_spec = #dlti.dl_spec<
