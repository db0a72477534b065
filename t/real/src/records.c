/* Structs, unions, arrays, long double, bit-fields, globals and strings.
 * Freestanding: no #include. */
typedef __SIZE_TYPE__ size_t;
typedef __UINT32_TYPE__ u32;
typedef __UINT64_TYPE__ u64;

struct timespec_like { long sec; long nsec; };
struct stat_like {
  u64 dev; u64 ino; u32 mode; u32 nlink; u32 uid; u32 gid;
  long long size; struct timespec_like atim, mtim, ctim; long pad[3];
};
struct flags { unsigned ro : 1; unsigned exec : 1; unsigned kind : 4; unsigned refs : 26; };
union value { long long i; double d; long double ld; const char *s; unsigned char raw[16]; };
struct tagged { int tag; union value v; struct flags fl; };
struct node { struct node *next; int key; char name[12]; };
struct matrix { double m[4][4]; float scale; short id; };
struct mixed_ld { char c; long double x; short s; };

const char *greeting = "hello, layout";
static const char names[3][8] = { "alpha", "beta", "gamma" };
struct node nodes[4] = { { &nodes[1], 1, "one" }, { &nodes[2], 2, "two" },
                         { &nodes[3], 3, "three" }, { 0, 4, "four" } };
struct tagged table[2] = { { 1, { .i = 42 }, { 1, 0, 3, 7 } },
                           { 2, { .d = 2.5 }, { 0, 1, 9, 1 } } };
struct matrix identity = { { { 1, 0, 0, 0 }, { 0, 1, 0, 0 }, { 0, 0, 1, 0 }, { 0, 0, 0, 1 } }, 1.0f, 7 };
struct mixed_ld mld = { 'x', 3.25L, 9 };
struct stat_like st;
long double ld_sum;

size_t str_len(const char *s) { size_t n = 0; while (s[n]) n++; return n; }

int count_list(const struct node *n) { int c = 0; for (; n; n = n->next) c += n->key; return c; }

long double sum_values(const struct tagged *t, int n) {
  long double acc = 0;
  for (int i = 0; i < n; i++) {
    switch (t[i].tag) {
    case 1: acc += t[i].v.i; break;
    case 2: acc += t[i].v.d; break;
    default: acc += t[i].fl.kind;
    }
  }
  ld_sum = acc;
  return acc;
}

unsigned bump_refs(struct tagged *t) { t->fl.refs++; t->fl.ro = !t->fl.ro; return t->fl.refs; }

const char *pick_name(int i) { return names[i % 3]; }

long long file_size(const struct stat_like *s) { return s->size + s->mtim.sec; }

double trace(const struct matrix *m) {
  double t = 0;
  for (int i = 0; i < 4; i++) t += m->m[i][i];
  return t * m->scale + mld.x;
}
