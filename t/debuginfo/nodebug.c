/* nodebug.c - t1280-debug-names.sh: a struct of a module without debug
 * info (clang-22 without -g) keeps the view without C names. */
struct holes {
    char a;
    long b;
    char c;
    int d;
    char e;
};
struct holes ho;
