#!/bin/sh
# t0610-plugins-invalid.sh - invalid inputs of the plugin dialects
# (t/invalid-plugins): rejected with the reference's first error line.
CASES=invalid-plugins
export CASES
exec sh "$(dirname "$0")/t0200-invalid.sh"
