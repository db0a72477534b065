/* Loops with pragmas (unroll, vectorize), restrict pointers, a reduction. */
typedef __SIZE_TYPE__ size_t;

struct vec3 { float x, y, z; };
struct particle { struct vec3 pos, vel; float mass; int alive; };

void saxpy(size_t n, float a, const float *restrict x, float *restrict y) {
#pragma clang loop vectorize(enable) interleave_count(2)
  for (size_t i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

int sum8(const int *v) {
  int s = 0;
#pragma unroll
  for (int i = 0; i < 8; i++) s += v[i];
  return s;
}

int sum_n(const int *v, int n) {
  int s = 0;
#pragma unroll 4
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}

void step(struct particle *p, int n, float dt) {
#pragma clang loop unroll(disable)
  for (int i = 0; i < n; i++) {
    if (!p[i].alive) continue;
    p[i].pos.x += p[i].vel.x * dt;
    p[i].pos.y += p[i].vel.y * dt;
    p[i].pos.z += p[i].vel.z * dt;
  }
}

double dot(const double *a, const double *b, int n) {
  double s = 0;
#pragma clang loop vectorize_width(4) unroll_count(2)
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}

struct particle world[16];
float masses(void) { float m = 0; for (int i = 0; i < 16; i++) m += world[i].mass; return m; }
