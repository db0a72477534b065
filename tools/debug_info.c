/* debug_info.c - C names from debug info: reads the #llvm.di_* attributes
 * of a parsed file (opaque to the library: their text and the attributes
 * cut out of it, dlti_attr_opaque_body/_ref), collects its structs,
 * unions and classes with their members, and matches them to the
 * identified LLVM structs as clang names those: `struct.X`, `union.X`,
 * `class.X`, a typedef's name for an anonymous one, else `struct.anon`,
 * LLVM adding `.0`, `.1`, ... to a name taken. */
#include "config.h"

#include "debug_info.h"

#include <dlti/plugin.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- The text of a debug attribute --------------------------------------- */

/* A `key = value` of an attribute's body: the value's bytes [v0, v1). */
typedef struct kv {
    const char *key;
    size_t klen, v0, v1;
} kv;

#define MAX_KEYS 24

static int is_ident(char c, int first)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
           (!first && c >= '0' && c <= '9');
}

/* After `i` at a `,` of depth 1 (or the opening `<`): a key and its `=`;
 * the key's extent, and where its value starts, or 0. */
static size_t key_at(const char *b, size_t i, size_t *k0, size_t *k1)
{
    while (b[i] == ' ')
        i++;
    if (!is_ident(b[i], 1))
        return 0;
    *k0 = i;
    while (is_ident(b[i], 0))
        i++;
    *k1 = i;
    while (b[i] == ' ')
        i++;
    if (b[i] != '=')
        return 0;
    i++;
    while (b[i] == ' ')
        i++;
    return i;
}

/* The `key = value` items of the body of `mnemonic<...>`: strings and
 * nested brackets are skipped whole; refs were cut out, so a value may be
 * empty text.  Returns how many (at most cap). */
static size_t body_keys(const char *b, kv *out, size_t cap)
{
    const char *lt = strchr(b, '<');
    size_t n = 0, i, k0, k1, v;
    int depth = 1;
    if (!lt)
        return 0;
    i = (size_t)(lt - b) + 1;
    if ((v = key_at(b, i, &k0, &k1)) && n < cap)
        out[n++] = (kv){b + k0, k1 - k0, v, v};
    for (; b[i] && depth > 0; i++) {
        char c = b[i];
        if (c == '"') {
            for (i++; b[i] && b[i] != '"'; i++)
                if (b[i] == '\\' && b[i + 1])
                    i++;
            if (!b[i])
                break;
        } else if (c == '<' || c == '(' || c == '[' || c == '{') {
            depth++;
        } else if (c == '>' || c == ')' || c == ']' || c == '}') {
            if (--depth == 0 && n)
                out[n - 1].v1 = i;
        } else if (c == ',' && depth == 1 &&
                   (v = key_at(b, i + 1, &k0, &k1))) {
            if (n)
                out[n - 1].v1 = i;
            if (n < cap)
                out[n++] = (kv){b + k0, k1 - k0, v, v};
            else
                break;
        }
    }
    /* An unterminated body (never from the parser): values end there. */
    if (n && out[n - 1].v1 < out[n - 1].v0)
        out[n - 1].v1 = i;
    return n;
}

/* A parsed debug attribute: its mnemonic's kind and keys. */
typedef struct dattr {
    const dlti_attr *a;
    const char *body;
    size_t n_refs, nk;
    kv k[MAX_KEYS];
} dattr;

/* The mnemonic is `m` and the namespace llvm. */
static int dattr_read(const dlti_attr *a, const char *m, dattr *d)
{
    const char *ns;
    size_t len = strlen(m);
    d->a = a;
    d->body = dlti_attr_opaque_body(a, &ns, &d->n_refs);
    if (!d->body || strcmp(ns, "llvm") != 0 || strncmp(d->body, m, len) != 0 ||
        d->body[len] != '<')
        return 0;
    d->nk = body_keys(d->body, d->k, MAX_KEYS);
    return 1;
}

static const kv *dkey(const dattr *d, const char *key)
{
    size_t len = strlen(key);
    for (size_t i = 0; i < d->nk; i++)
        if (d->k[i].klen == len && memcmp(d->k[i].key, key, len) == 0)
            return &d->k[i];
    return NULL;
}

/* A value's text, trimmed. */
static int dtext(const dattr *d, const char *key, const char **s, size_t *n)
{
    const kv *k = dkey(d, key);
    if (!k)
        return 0;
    size_t a = k->v0, e = k->v1;
    while (e > a && d->body[e - 1] == ' ')
        e--;
    *s = d->body + a;
    *n = e - a;
    return 1;
}

static int dis(const dattr *d, const char *key, const char *word)
{
    const char *s;
    size_t n;
    return dtext(d, key, &s, &n) && n == strlen(word) && memcmp(s, word, n) == 0;
}

/* Whether `flags = A | B` names `flag`. */
static int has_flag(const dattr *d, const char *flag)
{
    const char *s;
    size_t n, len = strlen(flag);
    if (!dtext(d, "flags", &s, &n))
        return 0;
    for (size_t i = 0; i + len <= n; i++)
        if (memcmp(s + i, flag, len) == 0 && (i + len == n || !is_ident(s[i + len], 0)) &&
            (i == 0 || !is_ident(s[i - 1], 0)))
            return 1;
    return 0;
}

static uint64_t dnum(const dattr *d, const char *key)
{
    const char *s;
    size_t n;
    uint64_t v = 0;
    if (!dtext(d, key, &s, &n))
        return 0;
    for (size_t i = 0; i < n && s[i] >= '0' && s[i] <= '9'; i++)
        v = v * 10 + (uint64_t)(s[i] - '0');
    return v;
}

/* A string value unescaped as MLIR writes it (malloc'ed), or NULL. */
static char *unescape(const char *s, size_t n)
{
    char *r = malloc(n + 1);
    size_t k = 0;
    if (!r)
        return NULL;
    for (size_t i = 0; i < n; i++) {
        static const char hex[] = "0123456789abcdef";
        const char *h1, *h2;
        if (s[i] != '\\' || i + 1 >= n) {
            r[k++] = s[i];
        } else if (s[i + 1] == 'n' || s[i + 1] == 't') {
            r[k++] = s[i + 1] == 'n' ? '\n' : '\t';
            i++;
        } else if (i + 2 < n && (h1 = strchr(hex, s[i + 1] | 0x20)) &&
                   (h2 = strchr(hex, s[i + 2] | 0x20)) && *h1 && *h2) {
            r[k++] = (char)((h1 - hex) * 16 + (h2 - hex));
            i += 2;
        } else {
            r[k++] = s[++i];
        }
    }
    r[k] = '\0';
    return r;
}

static char *dstring(const dattr *d, const char *key)
{
    const char *s;
    size_t n;
    if (!dtext(d, key, &s, &n) || n < 2 || s[0] != '"' || s[n - 1] != '"')
        return NULL;
    return unescape(s + 1, n - 2);
}

/* Ref `i` of the refs within key's value (0: the first), or NULL. */
static const dlti_attr *dref(const dattr *d, const char *key, size_t i)
{
    const kv *k = dkey(d, key);
    if (!k)
        return NULL;
    for (size_t r = 0; r < d->n_refs; r++) {
        size_t at;
        const dlti_attr *a = dlti_attr_opaque_ref(d->a, r, &at);
        if (a && at >= k->v0 && at <= k->v1 && i-- == 0)
            return a;
    }
    return NULL;
}

/* The head of an identified struct's text: its name (malloc'd) and
 * whether it has no body (`!llvm.struct<"n">` or `<"n", opaque>`).  Read
 * from a bounded print, grown until the name and what follows it fit:
 * the whole text of a DAG of identified structs is exponential in its
 * depth.  0 with *name NULL for a literal struct; -1 without memory. */
static int struct_head(const dlti_type *t, char **name, int *opaque)
{
    static const char head[] = "!llvm.struct<\"", tail[] = ", opaque>";
    *name = NULL;
    *opaque = 0;
    for (size_t max = 256;; max *= 4) {
        int cut = 0;
        char *ts = dlti_type_to_string_bounded(t, max, &cut);
        if (!ts)
            return -1;
        const char *e = NULL;
        if (strncmp(ts, head, sizeof head - 1) == 0) {
            for (e = ts + sizeof head - 1; *e && *e != '"'; e++)
                if (*e == '\\' && e[1])
                    e++;
            /* the name, and the body's start or its absence, kept? */
            if (*e != '"' || (cut && strlen(e) < sizeof tail))
                e = NULL;
        } else if (!cut || strlen(ts) >= sizeof head - 1) {
            dlti_free(ts); /* not an identified struct */
            return 0;
        }
        if (e) {
            const char *p = ts + sizeof head - 1;
            *name = unescape(p, (size_t)(e - p));
            *opaque = strcmp(e + 1, ">") == 0 ||
                      strncmp(e + 1, tail, sizeof tail - 1) == 0;
            dlti_free(ts);
            return *name ? 0 : -1;
        }
        dlti_free(ts);
        if (!cut || max > SIZE_MAX / 8)
            return 0;
    }
}

char *llvm_struct_name(const dlti_type *t)
{
    char *name;
    int opaque;
    return struct_head(t, &name, &opaque) == 0 ? name : NULL;
}

/* ---- Collecting the composites ------------------------------------------ */

/* A set of attributes (open addressing). */
typedef struct aset {
    const dlti_attr **s;
    size_t cap, n;
} aset;

static int aset_add(aset *set, const dlti_attr *a)
{
    if (set->n * 2 >= set->cap) {
        size_t cap = set->cap ? set->cap * 2 : 64;
        const dlti_attr **s = calloc(cap, sizeof *s);
        if (!s)
            return -1;
        for (size_t i = 0; i < set->cap; i++)
            if (set->s[i]) {
                size_t j = ((uintptr_t)set->s[i] >> 4) & (cap - 1);
                while (s[j])
                    j = (j + 1) & (cap - 1);
                s[j] = set->s[i];
            }
        free(set->s);
        set->s = s;
        set->cap = cap;
    }
    size_t j = ((uintptr_t)a >> 4) & (set->cap - 1);
    for (; set->s[j]; j = (j + 1) & (set->cap - 1))
        if (set->s[j] == a)
            return 0;
    set->s[j] = a;
    set->n++;
    return 1;
}

typedef struct loader {
    di_info *di;
    aset seen;
    const dlti_attr **stack;
    size_t sp, scap;
    /* typedef names of anonymous composites: (composite, name) */
    const dlti_attr **td_of;
    char **td_name;
    size_t ntd, captd;
    int nomem;
} loader;

static int push(loader *l, const dlti_attr *a)
{
    int r = aset_add(&l->seen, a);
    if (r <= 0)
        return r;
    if (l->sp == l->scap) {
        size_t cap = l->scap ? l->scap * 2 : 64;
        const dlti_attr **s = realloc(l->stack, cap * sizeof *s);
        if (!s)
            return -1;
        l->stack = s;
        l->scap = cap;
    }
    l->stack[l->sp++] = a;
    return 1;
}

static int alias_cb(const char *name, size_t len, const dlti_attr *value,
                    void *user)
{
    (void)name;
    (void)len;
    return dlti_attr_opaque_body(value, NULL, NULL) && push(user, value) < 0;
}

static int is_composite_tag(const dattr *d, di_kind *k)
{
    if (dis(d, "tag", "DW_TAG_structure_type"))
        *k = DI_STRUCT;
    else if (dis(d, "tag", "DW_TAG_union_type"))
        *k = DI_UNION;
    else if (dis(d, "tag", "DW_TAG_class_type"))
        *k = DI_CLASS;
    else
        return 0;
    return 1;
}

/* Every debug attribute reachable from the aliases; the composites into
 * di->c, typedefs of them noted. */
static int collect(loader *l, const dlti_op *top)
{
    size_t capc = 0;
    if (dlti_file_attr_aliases(top, alias_cb, l))
        return -1;
    while (l->sp) {
        const dlti_attr *a = l->stack[--l->sp];
        size_t n_refs;
        dattr d;
        di_kind k;
        if (!dlti_attr_opaque_body(a, NULL, &n_refs))
            continue;
        for (size_t r = 0; r < n_refs; r++) {
            const dlti_attr *x = dlti_attr_opaque_ref(a, r, NULL);
            if (x && dlti_attr_opaque_body(x, NULL, NULL) && push(l, x) < 0)
                return -1;
        }
        if (dattr_read(a, "di_composite_type", &d) && is_composite_tag(&d, &k) &&
            !dis(&d, "isRecSelf", "true")) {
            if (l->di->n == capc) {
                capc = capc ? capc * 2 : 16;
                di_comp *c = realloc(l->di->c, capc * sizeof *c);
                if (!c)
                    return -1;
                l->di->c = c;
            }
            memset(&l->di->c[l->di->n], 0, sizeof *l->di->c);
            l->di->c[l->di->n].attr = a;
            l->di->c[l->di->n++].kind = k;
        } else if (dattr_read(a, "di_derived_type", &d) &&
                   dis(&d, "tag", "DW_TAG_typedef")) {
            const dlti_attr *b = dref(&d, "baseType", 0);
            char *name = dstring(&d, "name");
            if (!name)
                continue;
            if (l->ntd == l->captd) {
                size_t cap = l->captd ? l->captd * 2 : 16;
                const dlti_attr **t = realloc(l->td_of, cap * sizeof *t);
                char **s = t ? realloc(l->td_name, cap * sizeof *s) : NULL;
                if (t)
                    l->td_of = t;
                if (!s) {
                    free(name);
                    return -1;
                }
                l->td_name = s;
                l->captd = cap;
            }
            l->td_of[l->ntd] = b;
            l->td_name[l->ntd++] = name;
        }
    }
    return 0;
}

/* ---- C type names --------------------------------------------------------- */

static di_comp *comp_of(di_info *di, const dlti_attr *a);

/* The composite a placeholder (`recId = distinct[N]<>, isRecSelf = true`)
 * stands for: the one with its recId. */
static const dlti_attr *rec_target(di_info *di, const dattr *d)
{
    const char *id;
    size_t n;
    if (!dis(d, "isRecSelf", "true") || !dtext(d, "recId", &id, &n))
        return d->a;
    for (size_t i = 0; i < di->n; i++)
        if (di->c[i].rec_id && di->c[i].rec_len == n &&
            memcmp(di->c[i].rec_id, id, n) == 0)
            return di->c[i].attr;
    return d->a;
}

/* Appends to a growing string; on failure *s is freed and NULL. */
static void cat(char **s, const char *add)
{
    size_t a = *s ? strlen(*s) : 0, b = strlen(add);
    char *r = *s ? realloc(*s, a + b + 1) : malloc(b + 1);
    if (!r) {
        free(*s);
        *s = NULL;
        return;
    }
    memcpy(r + a, add, b + 1);
    *s = r;
}

/* The C name of type `a` (malloc'ed): the part before a declarator's name
 * into *type, array bounds after it into *suffix; *size its bytes when the
 * debug info says; *comp its struct/union when it is one.  Depth-bounded:
 * types nest in debug info without limit. */
static void type_name(di_info *di, const dlti_attr *a, char **type,
                      char **suffix, uint64_t *size, di_comp **comp,
                      unsigned depth)
{
    dattr d;
    char *name = NULL;
    di_kind k;
    if (!a) {
        cat(type, "void");
        return;
    }
    if (depth > 64) {
        cat(type, "...");
        return;
    }
    if (dattr_read(a, "di_basic_type", &d)) {
        name = dstring(&d, "name");
        cat(type, name ? name : "?");
        if (size && !*size)
            *size = dnum(&d, "sizeInBits") / 8;
    } else if (dattr_read(a, "di_derived_type", &d)) {
        const dlti_attr *b = dref(&d, "baseType", 0);
        if (size && !*size && dkey(&d, "sizeInBits"))
            *size = dnum(&d, "sizeInBits") / 8;
        if (dis(&d, "tag", "DW_TAG_typedef")) {
            name = dstring(&d, "name");
            cat(type, name ? name : "?");
            if (size || comp) { /* what it names, for its size and kind */
                char *t = NULL, *x = NULL;
                type_name(di, b, &t, &x, size, comp, depth + 1);
                free(t);
                free(x);
            }
        } else if (dis(&d, "tag", "DW_TAG_pointer_type")) {
            type_name(di, b, type, suffix, NULL, NULL, depth + 1);
            cat(type, " *");
        } else if (dis(&d, "tag", "DW_TAG_const_type") ||
                   dis(&d, "tag", "DW_TAG_volatile_type") ||
                   dis(&d, "tag", "DW_TAG_atomic_type")) {
            cat(type, dis(&d, "tag", "DW_TAG_const_type")      ? "const "
                      : dis(&d, "tag", "DW_TAG_volatile_type") ? "volatile "
                                                              : "_Atomic ");
            type_name(di, b, type, suffix, size, comp, depth + 1);
        } else {
            type_name(di, b, type, suffix, size, comp, depth + 1);
        }
    } else if (dattr_read(a, "di_composite_type", &d)) {
        const dlti_attr *t = rec_target(di, &d);
        if (t != a && dattr_read(t, "di_composite_type", &d))
            a = t;
        if (is_composite_tag(&d, &k) || dis(&d, "tag", "DW_TAG_enumeration_type")) {
            di_comp *c = comp_of(di, a);
            if (c && c->cname) {
                cat(type, c->cname);
            } else {
                name = dstring(&d, "name");
                cat(type, dis(&d, "tag", "DW_TAG_enumeration_type") ? "enum " : "");
                cat(type, name ? name : "{...}");
            }
            if (size && !*size)
                *size = dnum(&d, "sizeInBits") / 8;
            if (comp && c)
                *comp = c;
        } else if (dis(&d, "tag", "DW_TAG_array_type")) {
            if (size && !*size)
                *size = dnum(&d, "sizeInBits") / 8;
            type_name(di, dref(&d, "baseType", 0), type, suffix, NULL, NULL,
                      depth + 1);
            for (size_t i = 0;; i++) {
                const dlti_attr *r = dref(&d, "elements", i);
                dattr s;
                char buf[32];
                if (!r)
                    break;
                if (!dattr_read(r, "di_subrange", &s))
                    continue;
                snprintf(buf, sizeof buf, "[%" PRIu64 "]", dnum(&s, "count"));
                cat(suffix, buf);
            }
            if (!*suffix)
                cat(suffix, "[]");
        } else {
            cat(type, "?");
        }
    } else if (dattr_read(a, "di_subroutine_type", &d)) {
        cat(type, "function");
    } else {
        cat(type, "?");
    }
    free(name);
}

/* Lookups by pointer: index arrays sorted by the pointer they key. */
static const di_info *sort_di;

static int cmp_c_attr(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t)sort_di->c[*(const size_t *)a].attr;
    uintptr_t y = (uintptr_t)sort_di->c[*(const size_t *)b].attr;
    return x < y ? -1 : x > y;
}

static int cmp_s_type(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t)sort_di->s[*(const size_t *)a].type;
    uintptr_t y = (uintptr_t)sort_di->s[*(const size_t *)b].type;
    return x < y ? -1 : x > y;
}

static int cmp_c_base(const void *a, const void *b)
{
    return strcmp(sort_di->c[*(const size_t *)a].base,
                  sort_di->c[*(const size_t *)b].base);
}

/* idx: n indices sorted by key(i); the index whose key is p, or n. */
static size_t find_ptr(const size_t *idx, size_t n, const void *p,
                       const void *(*key)(const di_info *, size_t),
                       const di_info *di)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        uintptr_t k = (uintptr_t)key(di, idx[mid]);
        if (k == (uintptr_t)p)
            return idx[mid];
        if (k < (uintptr_t)p)
            lo = mid + 1;
        else
            hi = mid;
    }
    return n;
}

static const void *c_attr(const di_info *di, size_t i) { return di->c[i].attr; }
static const void *s_type(const di_info *di, size_t i) { return di->s[i].type; }

static size_t *index_of(const di_info *di, size_t n,
                        int (*cmp)(const void *, const void *))
{
    size_t *idx = malloc((n ? n : 1) * sizeof *idx);
    if (!idx)
        return NULL;
    for (size_t i = 0; i < n; i++)
        idx[i] = i;
    sort_di = di; /* the tool is single-threaded */
    if (n)
        qsort(idx, n, sizeof *idx, cmp);
    return idx;
}

static di_comp *comp_of(di_info *di, const dlti_attr *a)
{
    size_t i = find_ptr(di->c_by_attr, di->n, a, c_attr, di);
    return i < di->n ? &di->c[i] : NULL;
}

/* Each composite's recId text (recursive types), for rec_target. */
static int rec_ids(di_info *di)
{
    for (size_t i = 0; i < di->n; i++) {
        dattr d;
        if (dattr_read(di->c[i].attr, "di_composite_type", &d) &&
            dtext(&d, "recId", &di->c[i].rec_id, &di->c[i].rec_len) == 0)
            di->c[i].rec_id = NULL;
    }
    return 0;
}

static const char *const kind_word[] = {"struct", "union", "class"};

/* The C++ scopes around a composite, as clang qualifies its name
 * ("ns::Outer::"), into *q; C has none. */
static void qualifier(di_info *di, const dattr *d, char **q, unsigned depth)
{
    const dlti_attr *sc = dref(d, "scope", 0);
    dattr p;
    char *name;
    if (!sc || depth > 32)
        return;
    if (dattr_read(sc, "di_namespace", &p)) {
        qualifier(di, &p, q, depth + 1);
        name = dstring(&p, "name");
        cat(q, name ? name : "(anonymous namespace)");
        cat(q, "::");
        free(name);
    } else if (dattr_read(sc, "di_composite_type", &p)) {
        const dlti_attr *t = rec_target(di, &p);
        if (t != sc && !dattr_read(t, "di_composite_type", &p))
            return;
        qualifier(di, &p, q, depth + 1);
        if ((name = dstring(&p, "name"))) {
            cat(q, name);
            cat(q, "::");
            free(name);
        }
    }
}

/* The length of a C++ record's name without its own template arguments
 * ("_Scanner<char>" -> 8): clang's LLVM name leaves them out, the other
 * instances of the template getting ".N" (told apart by size, then by
 * the members of matched pairs). */
static size_t without_own_args(const char *name)
{
    size_t n = strlen(name), depth = 0;
    if (!n || name[n - 1] != '>')
        return n;
    for (size_t i = n; i-- > 0;) {
        if (name[i] == '>')
            depth++;
        else if (name[i] == '<' && --depth == 0)
            return i;
    }
    return n; /* unbalanced: as written */
}

/* DWARF spells nested template arguments "a<b<c> >", clang's LLVM names
 * "a<b<c>>": the spaces between closing angles out, in place. */
static void close_angles(char *s)
{
    char *w = s;
    for (const char *r = s; *r; r++)
        if (!(*r == ' ' && r > s && r[-1] == '>' && r[1] == '>'))
            *w++ = *r;
    *w = 0;
}

/* clang's LLVM spelling of a record named `name` in scopes `q` (may be
 * NULL), malloc'ed. */
static char *llvm_spelling(const char *q, const char *name)
{
    size_t a = q ? strlen(q) : 0, own = without_own_args(name);
    char *r = malloc(a + own + 1);
    if (!r)
        return NULL;
    memcpy(r, q ? q : "", a);
    memcpy(r + a, name, own);
    r[a + own] = 0;
    close_angles(r);
    return r;
}

/* Each composite's C name and clang's LLVM name for it. */
static int names(loader *l)
{
    di_info *di = l->di;
    for (size_t i = 0; i < di->n; i++) {
        di_comp *c = &di->c[i];
        dattr d;
        char *name;
        const char *w = kind_word[c->kind];
        dattr_read(c->attr, "di_composite_type", &d);
        c->size = dnum(&d, "sizeInBits") / 8;
        c->decl = has_flag(&d, "FwdDecl");
        name = dstring(&d, "name");
        char *lname = NULL; /* as clang spells it in the LLVM name */
        if (name) {
            char *q = NULL;
            qualifier(di, &d, &q, 0);
            if (!(lname = llvm_spelling(q, name))) {
                free(q);
                free(name);
                return -1;
            }
            if (q) {
                cat(&q, name);
                free(name);
                if (!(name = q)) {
                    free(lname);
                    return -1;
                }
            }
        }
        /* An anonymous one takes its typedef's name in clang's naming. */
        const char *td = NULL;
        for (size_t t = 0; !name && t < l->ntd; t++)
            if (l->td_of[t] == c->attr)
                td = l->td_name[t];
        size_t len = strlen(w) + 2 + (name ? strlen(name) : td ? strlen(td) : 5);
        c->cname = malloc(len + 5);
        c->base = malloc(len + 5);
        if (!c->cname || !c->base) {
            free(name);
            free(lname);
            return -1;
        }
        /* C calls an anonymous struct by its typedef's name alone. */
        if (!name && td)
            snprintf(c->cname, len + 5, "%s", td);
        else
            snprintf(c->cname, len + 5, "%s %s", w, name ? name : "{...}");
        snprintf(c->base, len + 5, "%s.%s", w, lname ? lname : td ? td : "anon");
        free(name);
        free(lname);
    }
    return 0;
}

/* Whether composite `a` holds no data (no member, no base but empty
 * ones, no virtual base): an empty base takes no bytes of the class
 * deriving from it.  A class only declared (FwdDecl) is empty when of an
 * empty class's size, 1 byte (std::allocator<char>, whose definition is
 * in another object).  Memoized per composite: hierarchies share bases. */
static int empty_record(di_info *di, const dlti_attr *a, unsigned depth)
{
    dattr d, md;
    /* (deeper than any real hierarchy: not empty, and not remembered) */
    if (depth > 64)
        return 0;
    /* a base may be named through a typedef (_Tp_alloc_type) */
    for (unsigned k = 0; a && k < 16 && dattr_read(a, "di_derived_type", &md) &&
                         (dis(&md, "tag", "DW_TAG_typedef") ||
                          dis(&md, "tag", "DW_TAG_const_type") ||
                          dis(&md, "tag", "DW_TAG_volatile_type"));
         k++)
        a = dref(&md, "baseType", 0);
    if (!a || !dattr_read(a, "di_composite_type", &d))
        return 0;
    const dlti_attr *t = rec_target(di, &d);
    if (t != a && !dattr_read(t, "di_composite_type", &d))
        return 0;
    di_comp *c = comp_of(di, t);
    if (c && c->empty)
        return c->empty == 1;
    if (c)
        c->empty = 3; /* (a base cycle: not empty) */
    int empty = 1;
    if (has_flag(&d, "FwdDecl")) {
        empty = dnum(&d, "sizeInBits") <= 8;
    } else {
        const dlti_attr *e;
        for (size_t j = 0; empty && (e = dref(&d, "elements", j)); j++) {
            if (!dattr_read(e, "di_derived_type", &md))
                continue; /* methods */
            if (dis(&md, "tag", "DW_TAG_inheritance"))
                empty = !has_flag(&md, "Virtual") &&
                        empty_record(di, dref(&md, "baseType", 0),
                                     depth + 1);
            else if (dis(&md, "tag", "DW_TAG_member") &&
                     !has_flag(&md, "StaticMember"))
                empty = 0;
        }
    }
    if (c)
        c->empty = empty ? 1 : 2;
    return empty;
}

/* Each composite's members. */
static int members(di_info *di)
{
    for (size_t i = 0; i < di->n; i++) {
        di_comp *c = &di->c[i];
        dattr d;
        size_t n = 0;
        dattr_read(c->attr, "di_composite_type", &d);
        while (dref(&d, "elements", n))
            n++;
        c->m = calloc(n ? n : 1, sizeof *c->m);
        if (!c->m)
            return -1;
        for (size_t j = 0; j < n; j++) {
            const dlti_attr *e = dref(&d, "elements", j);
            dattr md;
            di_member *m = &c->m[c->n];
            if (!dattr_read(e, "di_derived_type", &md))
                continue; /* methods */
            /* A base class is a member too, named as pahole names it,
             * unless virtual (no fixed offset); an empty one takes no
             * bytes of the class deriving from it. */
            int ancestor = dis(&md, "tag", "DW_TAG_inheritance");
            if (ancestor ? has_flag(&md, "Virtual")
                         : !dis(&md, "tag", "DW_TAG_member") ||
                               has_flag(&md, "StaticMember"))
                continue;
            c->n++;
            if (ancestor && (m->name = malloc(sizeof "<ancestor>")))
                memcpy(m->name, "<ancestor>", sizeof "<ancestor>");
            else if (!ancestor)
                m->name = dstring(&md, "name");
            uint64_t bits = dnum(&md, "sizeInBits");
            uint64_t off = dnum(&md, "offsetInBits"), tsize = 0;
            type_name(di, dref(&md, "baseType", 0), &m->type, &m->suffix,
                      &tsize, &m->comp, 0);
            if (ancestor)
                bits = empty_record(di, dref(&md, "baseType", 0), 0)
                           ? 0
                           : tsize * 8;
            if (!m->name)
                m->name = calloc(1, 1);
            if (!m->suffix)
                m->suffix = calloc(1, 1);
            if (!m->name || !m->type || !m->suffix)
                return -1;
            m->bitfield = !ancestor &&
                          (has_flag(&md, "Bitfield") || bits % 8 || off % 8 ||
                           (tsize && !*m->suffix && bits < tsize * 8));
            if (m->bitfield && tsize) {
                m->offset = off / (tsize * 8) * tsize;
                m->bit = off - m->offset * 8;
                m->bits = bits;
                m->size = tsize;
            } else {
                m->offset = off / 8;
                m->size = bits / 8;
                m->bits = bits;
            }
        }
        /* In offset order, as the views read them (a class's bases come
         * first in declaration, not always in memory): stable, and linear
         * on what is in order already. */
        for (size_t j = 1; j < c->n; j++) {
            di_member m = c->m[j];
            size_t k = j;
            for (; k > 0 && c->m[k - 1].offset > m.offset; k--)
                c->m[k] = c->m[k - 1];
            c->m[k] = m;
        }
        /* A 1-byte base where another member is (its only member empty
         * and [[no_unique_address]], which debug info does not say):
         * empty in the layout, as the LLVM struct has it. */
        uint64_t end = 0; /* of the members before (in offset order) */
        for (size_t j = 0; j < c->n; j++) {
            di_member *m = &c->m[j];
            if (m->size == 1 && strcmp(m->name, "<ancestor>") == 0 &&
                ((j + 1 < c->n && c->m[j + 1].offset == m->offset) ||
                 (j > 0 && end > m->offset)))
                m->size = m->bits = 0;
            if (m->offset + m->size > end)
                end = m->offset + m->size;
        }
    }
    return 0;
}

/* ---- Matching LLVM structs ------------------------------------------------ */

static int llvm_cb(const dlti_type *t, void *user)
{
    loader *l = user;
    di_info *di = l->di;
    const dlti_type_class *cls = dlti_type_get_class(t);
    const dlti_dialect *d = cls ? dlti_type_class_dialect(cls) : NULL;
    char *name;
    if (!d || strcmp(dlti_dialect_namespace(d), "llvm") != 0 ||
        strcmp(dlti_type_class_name(cls), "struct") != 0)
        return 0;
    int opaque;
    if (struct_head(t, &name, &opaque) != 0 || !name) /* no memory, literal */
        return 0;
    /* Opaque ones and names only used have no layout: not listed. */
    if (opaque) {
        free(name);
        return 0;
    }
    di_llvm *s = realloc(di->s, (di->ns + 1) * sizeof *s);
    if (!s) {
        free(name);
        return -1;
    }
    di->s = s;
    di->s[di->ns++] = (di_llvm){t, name, NULL};
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const di_llvm *)a)->name, ((const di_llvm *)b)->name);
}

/* Whether LLVM name `n` is `base` or `base.N`. */
static int named_like(const char *n, const char *base)
{
    size_t len = strlen(base);
    if (strncmp(n, base, len) != 0)
        return 0;
    if (!n[len])
        return 1;
    if (n[len] != '.' || !n[len + 1])
        return 0;
    for (n += len + 1; *n; n++)
        if (*n < '0' || *n > '9')
            return 0;
    return 1;
}

static void pair(di_llvm *s, di_comp *c)
{
    s->comp = c;
    c->llvm = s->type;
}

static di_llvm *llvm_of(const di_info *di, const dlti_type *t)
{
    size_t i = find_ptr(di->s_by_type, di->ns, t, s_type, di);
    return i < di->ns ? &di->s[i] : NULL;
}

/* The first of di->s (sorted by name) whose name is not below `key`
 * (its first `len` bytes compared when `prefix`). */
static size_t s_lower(const di_info *di, const char *key, size_t len,
                      int prefix)
{
    size_t lo = 0, hi = di->ns;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = prefix ? strncmp(di->s[mid].name, key, len)
                       : strcmp(di->s[mid].name, key);
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Counts an unmatched LLVM struct `s` for c (as `candidate` does). */
static void consider(dlti_data_layout *dl, const di_comp *c, di_llvm *s,
                     di_llvm **found, size_t *n, di_llvm **sized,
                     size_t *nsized)
{
    dlti_size sz;
    if (s->comp)
        return;
    *found = s;
    ++*n;
    if (dlti_type_alloc_size(dl, s->type, &sz) == DLTI_OK &&
        sz.value == c->size) {
        *sized = s;
        ++*nsized;
    }
}

/* The unmatched LLVM struct named for c (`base` alone with exact_only,
 * else `base` or `base.N`); among several, the one of c's size; NULL when
 * none or several.  Found by binary search in the names (a scan of them
 * for each debug type was quadratic): `base` itself, then the run of
 * names starting with `base.`. */
static di_llvm *candidate(di_info *di, dlti_data_layout *dl, const di_comp *c,
                          int exact_only)
{
    if (c->decl)
        return NULL;
    di_llvm *found = NULL, *sized = NULL;
    size_t n = 0, nsized = 0, len = strlen(c->base);
    for (size_t i = s_lower(di, c->base, 0, 0);
         i < di->ns && strcmp(di->s[i].name, c->base) == 0; i++)
        consider(dl, c, &di->s[i], &found, &n, &sized, &nsized);
    char *dot = exact_only ? NULL : malloc(len + 2);
    if (dot) {
        memcpy(dot, c->base, len);
        memcpy(dot + len, ".", 2);
        for (size_t i = s_lower(di, dot, len + 1, 1);
             i < di->ns && strncmp(di->s[i].name, dot, len + 1) == 0; i++)
            if (named_like(di->s[i].name, c->base))
                consider(dl, c, &di->s[i], &found, &n, &sized, &nsized);
        free(dot);
    }
    return n == 1 ? found : nsized == 1 ? sized : NULL;
}

/* Members of matched pairs: an LLVM member at the offset of a C member of
 * struct or union type is that type's (anonymous ones are told apart so). */
static int propagate(di_info *di, dlti_data_layout *dl)
{
    int changed = 0;
    for (size_t i = 0; i < di->n; i++) {
        di_comp *c = &di->c[i];
        size_t n;
        int agg;
        if (!c->llvm || dlti_type_num_fields(dl, c->llvm, &n, &agg) || !agg)
            continue;
        for (size_t j = 0; j < c->n; j++) {
            di_member *m = &c->m[j];
            if (!m->comp || m->comp->llvm || m->comp->decl || m->bitfield)
                continue;
            /* The struct's members are in offset order: the first at the
             * C member's offset by binary search (a scan of them for each
             * C member was quadratic in the struct's size). */
            size_t lo = 0, hi = n;
            dlti_field_info fi;
            while (lo < hi) {
                size_t mid = lo + (hi - lo) / 2;
                if (dlti_type_field(dl, c->llvm, mid, &fi) == DLTI_OK &&
                    fi.offset < m->offset)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            for (size_t f = lo; f < n; f++) {
                di_llvm *s;
                if (dlti_type_field(dl, c->llvm, f, &fi) ||
                    fi.offset != m->offset)
                    break;
                if (!(s = llvm_of(di, fi.type)) || s->comp ||
                    !named_like(s->name, m->comp->base))
                    continue;
                pair(s, m->comp);
                changed = 1;
                break;
            }
        }
    }
    return changed;
}

static void match(di_info *di, dlti_data_layout *dl)
{
    /* Names taken by one debug type and one LLVM struct alone first (the
     * debug types by base name, to count each name's: a count by a scan
     * for each was quadratic). */
    size_t *by = index_of(di, di->n, cmp_c_base);
    for (size_t k = 0; by && k < di->n;) {
        size_t e = k + 1;
        while (e < di->n && !strcmp(di->c[by[e]].base, di->c[by[k]].base))
            e++;
        di_llvm *s;
        if (e == k + 1 && (s = candidate(di, dl, &di->c[by[k]], 1)))
            pair(s, &di->c[by[k]]);
        k = e;
    }
    free(by);
    while (propagate(di, dl))
        ;
    /* What is left: the one candidate of its size. */
    for (size_t i = 0; i < di->n; i++) {
        di_llvm *s;
        if (!di->c[i].llvm && (s = candidate(di, dl, &di->c[i], 0)))
            pair(s, &di->c[i]);
    }
    while (propagate(di, dl))
        ;
}

dlti_status di_load(const dlti_op *top, dlti_data_layout *dl, di_info **out)
{
    loader l;
    memset(&l, 0, sizeof l);
    *out = NULL;
    if (!(l.di = calloc(1, sizeof *l.di)))
        return DLTI_ERR_NOMEM;
    int bad = collect(&l, top) || rec_ids(l.di) ||
              !(l.di->c_by_attr = index_of(l.di, l.di->n, cmp_c_attr)) ||
              names(&l) || members(l.di) ||
              dlti_context_walk_types(dlti_op_context(top), llvm_cb, &l);
    if (!bad) {
        if (l.di->ns)
            qsort(l.di->s, l.di->ns, sizeof *l.di->s, by_name);
        bad = !(l.di->s_by_type = index_of(l.di, l.di->ns, cmp_s_type));
    }
    if (!bad)
        match(l.di, dl);
    free(l.seen.s);
    free(l.stack);
    for (size_t i = 0; i < l.ntd; i++)
        free(l.td_name[i]);
    free(l.td_name);
    free(l.td_of);
    if (bad) {
        di_free(l.di);
        return DLTI_ERR_NOMEM;
    }
    *out = l.di;
    return DLTI_OK;
}

const di_comp *di_find(const di_info *di, const dlti_type *t)
{
    const di_llvm *s = di ? llvm_of(di, t) : NULL;
    return s ? s->comp : NULL;
}

void di_free(di_info *di)
{
    if (!di)
        return;
    for (size_t i = 0; i < di->n; i++) {
        for (size_t j = 0; j < di->c[i].n; j++) {
            free(di->c[i].m[j].name);
            free(di->c[i].m[j].type);
            free(di->c[i].m[j].suffix);
        }
        free(di->c[i].m);
        free(di->c[i].cname);
        free(di->c[i].base);
    }
    for (size_t i = 0; i < di->ns; i++)
        free(di->s[i].name);
    free(di->c);
    free(di->s);
    free(di->c_by_attr);
    free(di->s_by_type);
    free(di);
}

/* ---- Totals --------------------------------------------------------------- */

void di_holes(const di_comp *c, void (*fn)(void *user, uint64_t at,
                                          uint64_t size, size_t before),
              void *user)
{
    uint64_t end = 0;
    if (c->kind == DI_UNION)
        return;
    for (size_t i = 0; i < c->n; i++) {
        const di_member *m = &c->m[i];
        if (i > 0 && m->offset > end && fn)
            fn(user, end, m->offset - end, i);
        if (m->offset + m->size > end)
            end = m->offset + m->size;
    }
}

static void count_hole(void *user, uint64_t at, uint64_t size, size_t before)
{
    di_sums *s = user;
    (void)at;
    (void)before;
    s->holes++;
    s->sum_holes += size;
}

void di_sum(const di_comp *c, di_sums *s)
{
    uint64_t end = 0;
    memset(s, 0, sizeof *s);
    for (size_t i = 0; i < c->n; i++) {
        const di_member *m = &c->m[i];
        if (m->bitfield) {
            s->bitfields++;
            s->bits += m->bits;
        } else {
            s->sum_members += m->size;
        }
        if (m->offset + m->size > end)
            end = m->offset + m->size;
    }
    di_holes(c, count_hole, s);
    s->padding = c->size > end ? c->size - end : 0;
}
