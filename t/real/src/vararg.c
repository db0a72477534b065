/* Function pointers, varargs, packed and aligned structs, atomics, _Complex,
 * vector types, a switch table, thread-local and weak symbols. */
typedef __builtin_va_list va_list;
typedef float v4f __attribute__((vector_size(16)));

struct __attribute__((packed)) header { unsigned char kind; unsigned int len; unsigned short crc; };
struct __attribute__((aligned(32))) block { struct header h; unsigned char data[40]; };
struct ops { int (*open)(const char *); long (*read)(int, void *, long); void (*close)(int); };
struct cplx { _Complex double z; v4f lanes; };

_Thread_local int tls_counter;
__attribute__((weak)) int weak_value = 3;
long atomic_total;
struct block blocks[2];
struct cplx cval = { 1.0 + 2.0i, { 1, 2, 3, 4 } };

int sum_ints(int n, ...) {
  va_list ap; __builtin_va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += __builtin_va_arg(ap, int);
  __builtin_va_end(ap);
  return s;
}

static int my_open(const char *p) { return p[0]; }
static long my_read(int fd, void *b, long n) { ((char *)b)[0] = (char)fd; return n; }
static void my_close(int fd) { tls_counter += fd; }
const struct ops file_ops = { my_open, my_read, my_close };

long use_ops(const struct ops *o, const char *path, char *buf) {
  int fd = o->open(path);
  long r = o->read(fd, buf, 8);
  o->close(fd);
  __atomic_fetch_add(&atomic_total, r, __ATOMIC_SEQ_CST);
  return r + weak_value;
}

int classify(int c) {
  switch (c) {
  case 0: return 10; case 1: return 21; case 2: return 32; case 3: return 43;
  case 4: return 54; case 5: return 65; default: return -1;
  }
}

v4f scale(v4f v, float k) { return v * k; }
double cnorm(struct cplx *c) { return __real__ c->z * __real__ c->z + __imag__ c->z * __imag__ c->z + c->lanes[2]; }
unsigned crc_of(const struct block *b) { return b->h.crc + b->h.len; }
