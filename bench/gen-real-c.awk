# gen-real-c.awk - a large single-file C "library" for the real-module
# benchmark (bench/run.sh): N structs of mixed members (chars, shorts,
# ints, long longs, doubles, long doubles, pointers, arrays, nested
# structs) and, per struct, functions with loops, field updates and
# calls, the shape of code clang turns into an llvm-dialect module.
#   awk -v n=NSTRUCTS -f gen-real-c.awk > lib.c
BEGIN {
    if (n == "") n = 400
    split("char short int long|long double float unsigned|char long|double", base, " ")
    nb = 8
    seed = 1
    printf "typedef unsigned long size_t;\n"
    for (i = 0; i < n; i++) {
        printf "struct s%d {\n", i
        m = 3 + i % 7
        for (j = 0; j < m; j++) {
            k = (i * 7 + j * 3) % nb + 1
            t = base[k]; gsub(/\|/, " ", t)
            if (j == 2 && i > 0)
                printf "    struct s%d inner%d;\n", (i * 13) % i, j
            else if (j % 4 == 3)
                printf "    %s a%d[%d];\n", t, j, 1 + (i + j) % 9
            else if (j % 5 == 4)
                printf "    struct s%d *p%d;\n", i, j
            else
                printf "    %s f%d;\n", t, j
        }
        printf "};\n"
    }
    for (i = 0; i < n; i++) {
        printf "double sum%d(struct s%d *v, size_t len) {\n", i, i
        printf "    double acc = 0;\n"
        printf "    for (size_t k = 0; k < len; k++) {\n"
        printf "        acc += (double)v[k].f0 * %d.5;\n", i % 17
        printf "        if (acc > %d) acc -= v[k].f1;\n", 100 + i
        printf "        v[k].f0 = (typeof(v[k].f0))(acc / (k + 1));\n"
        printf "    }\n"
        printf "    return acc;\n}\n"
        printf "void init%d(struct s%d *v, size_t len, int seed) {\n", i, i
        printf "    for (size_t k = 0; k < len; k++) {\n"
        printf "        __builtin_memset(&v[k], 0, sizeof v[k]);\n"
        printf "        v[k].f0 = (typeof(v[k].f0))(seed * (int)k + %d);\n", i
        printf "        v[k].f1 = (typeof(v[k].f1))(seed ^ (int)k);\n"
        printf "    }\n}\n"
        printf "int cmp%d(const struct s%d *a, const struct s%d *b) {\n", i, i, i
        printf "    if (a->f0 != b->f0) return a->f0 < b->f0 ? -1 : 1;\n"
        printf "    if (a->f1 != b->f1) return a->f1 < b->f1 ? -1 : 1;\n"
        printf "    return 0;\n}\n"
        printf "void sort%d(struct s%d *v, size_t len) {\n", i, i
        printf "    for (size_t x = 1; x < len; x++) {\n"
        printf "        struct s%d key = v[x]; size_t y = x;\n", i
        printf "        while (y > 0 && cmp%d(&v[y - 1], &key) > 0) { v[y] = v[y - 1]; y--; }\n", i
        printf "        v[y] = key;\n    }\n}\n"
    }
}
