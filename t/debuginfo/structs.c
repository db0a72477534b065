/* structs.c - C types for t1280-debug-names.sh: dlti's --fields and
 * --structs on the module clang-22 -g and mlir-translate-22 make of it,
 * compared with pahole on the object clang-22 -g makes of it. */
struct point { int x, y; };

struct nested {
    char tag;
    struct point p;     /* a struct member */
    struct point ps[3]; /* an array of structs */
    double weight;
};

union number { char c[3]; long l; double d; };

struct with_union {
    short kind;
    union number n;     /* a named union */
    union {             /* an anonymous union member */
        int i;
        float f;
    };
    union {             /* a second anonymous union: union.anon.0 */
        char bytes[12];
        long long ll;
    } u2;
    char last;
};

struct flags {
    unsigned a : 1;
    unsigned b : 3;
    unsigned c : 30;    /* crosses into the next int */
    unsigned char d : 5;
    unsigned long long e : 40;
    unsigned short f : 9;
    int g;
};

struct __attribute__((packed)) packed {
    char c;
    int i;
    short s;
    long l;
};

struct aligned {
    char c;
    int i __attribute__((aligned(16)));
    char tail;
} __attribute__((aligned(32)));

typedef struct {        /* anonymous, named by its typedef: struct.pair */
    char first;
    long second;
} pair;

struct arrays {
    char name[5];
    int grid[2][3];
    short tail[1];
};

struct holes {
    char a;
    long b;
    char c;
    int d;
    char e;
};

struct nested n;
union number num;
struct with_union wu;
struct flags fl;
struct packed pk;
struct aligned al;
pair pr;
struct arrays ar;
struct holes ho;
