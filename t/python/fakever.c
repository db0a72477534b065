/* fakever.c - a library that says it is libdlti 9.1.0, for the test that
 * the Python module refuses a library of another version
 * (t/python/errors.py). */
const char *dlti_version(void);
const char *dlti_version(void) { return "9.1.0"; }
