// A malformed regex is reported where the comment starts, with the message
// underlined, before anything else; the comment is then ignored.
// expected-error-re {{abc{{[}}
// expected-error-re {{abc{{x(}}}}
// expected-error-re {{a{{}}b}}
// expected-error-re {{a{{*a}}b}}
// expected-error-re {{a{{a**}}b}}
// expected-error-re {{a{{a|}}b}}
// expected-error-re {{a{{[[:foo:]]}}b}}
// expected-error-re {{a{{a{2,1}}}b}}
// expected-error-re {{a{{[z-a]}}b}}
// expected-error-re {{a{{\1}}b}}
// expected-error-re {{a{{x{1}}}b}}
// expected-error-re {{a{{\}}b}}
// expected-error-re {{a{{x{300}}}b}}
module {}
