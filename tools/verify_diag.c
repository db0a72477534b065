/* verify_diag.c - --verify-diagnostics: the expected-* comments of an input,
 * the diagnostics of its chunks checked against them, and the reports, as
 * mlir-opt-22's SourceMgrDiagnosticVerifierHandler makes them.
 *
 * MLIR 22 reads the comments of the whole file once, before any chunk of
 * --split-input-file is processed (an @+N may point into another chunk, and
 * @above/@below count every line of the file, '// -----' lines included),
 * and reports what was not produced after the last chunk.
 *
 * A comment is what llvm::Regex finds with
 *   expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$
 * in a line less its trailing white space: the message is the text between
 * the first '{{' after the designator and the '}}' that ends the line.
 * With -re, parts of it in {{...}} are regular expressions (llvm::Regex,
 * POSIX extended); here they go through POSIX regcomp/regexec, after a
 * translation that keeps llvm::Regex's reading where glibc's differs (see
 * translate_piece). */
#include "config.h"

#include "cli.h"

#include <ctype.h>
#include <limits.h>
#include <regex.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct expect {
    dlti_severity kind;
    unsigned line;             /* where the diagnostic is expected */
    unsigned at_line, at_col;  /* where the comment's "expected-" is */
    int unknown;               /* @unknown: no location */
    int is_re;                 /* -re: `re` compiled */
    int never;                 /* -re with an empty message: llvm::Regex
                                * refuses "", so it matches nothing */
    int matched;
    const char *sub;           /* the message, in the input's text */
    size_t sub_len;
    regex_t re;                /* when is_re */
} expect;

typedef struct expect_list {
    expect *v;
    size_t n, cap;
} expect_list;

struct vdiag {
    const input *in;
    int mode;
    int failed;
    expect_list file;     /* located, in the order of the file */
    expect_list unknown;  /* @unknown */
    /* Positions in `file` by expected line, in file order within a line:
     * a diagnostic is checked against its line's expectations only (a
     * split file may have 100,000s). */
    struct line_pos *by_line;
    line_cache cache;
};

/* A growable string. */
typedef struct sbuf {
    char *s;
    size_t n, cap;
    int oom;
} sbuf;

static void sb_add(sbuf *b, const char *p, size_t n)
{
    if (b->oom)
        return;
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 64;
        char *ns;
        while (cap < b->n + n + 1)
            cap *= 2;
        if (!(ns = realloc(b->s, cap))) {
            b->oom = 1;
            return;
        }
        b->s = ns;
        b->cap = cap;
    }
    memcpy(b->s + b->n, p, n);
    b->n += n;
    b->s[b->n] = '\0';
}

static void sb_putc(sbuf *b, char c)
{
    sb_add(b, &c, 1);
}

static int list_push(expect_list *l, const expect *e)
{
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 16;
        expect *nv = realloc(l->v, cap * sizeof *nv);
        if (!nv)
            return -1;
        l->v = nv;
        l->cap = cap;
    }
    l->v[l->n++] = *e;
    return 0;
}

static void list_free(expect_list *l)
{
    for (size_t i = 0; i < l->n; i++)
        if (l->v[i].is_re)
            regfree(&l->v[i].re);
    free(l->v);
}

static const char *find2(const char *p, const char *end, char a, char b)
{
    for (; end - p >= 2; p++)
        if (p[0] == a && p[1] == b)
            return p;
    return NULL;
}

/* ---- Reports ------------------------------------------------------------- */

/* An error at an expectation's comment (SourceMgr's "<unknown>:0" for an
 * @unknown one), `range` bytes underlined. */
static void report_at(vdiag *vd, const expect *e, size_t range,
                      const char *msg)
{
    if (e->unknown) {
        fflush(stdout);
        fprintf(stderr, "<unknown>:0: error: %s\n", msg);
        return;
    }
    print_diag_range(vd->in->name, e->at_line, e->at_col, range, "error", msg,
                     vd->in->text, vd->in->len, 1, &vd->cache);
}

static void report_fmt(vdiag *vd, const expect *e, size_t range,
                       const char *fmt, ...) CLI_PRINTF(4, 5);
static void report_fmt(vdiag *vd, const expect *e, size_t range,
                       const char *fmt, ...)
{
    va_list ap;
    int n;
    char *msg;

    va_start(ap, fmt);
    n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || !(msg = malloc((size_t)n + 1))) {
        out_of_memory();
        return;
    }
    va_start(ap, fmt);
    vsnprintf(msg, (size_t)n + 1, fmt, ap);
    va_end(ap);
    report_at(vd, e, range, msg);
    free(msg);
}

/* The message of an expectation, for "%.*s". */
static int sub_len_int(const expect *e)
{
    return e->sub_len > INT_MAX / 2 ? INT_MAX / 2 : (int)e->sub_len;
}

/* ---- Regular expressions ------------------------------------------------- */

/* llvm::Regex's explanation of a POSIX error code (LLVM's regerror.c), for
 * the code glibc's regcomp gives. */
static const char *llvm_regex_error(int code)
{
    switch (code) {
    case REG_ECOLLATE: return "invalid collating element";
    case REG_ECTYPE: return "invalid character class";
    case REG_EESCAPE: return "trailing backslash (\\)";
    case REG_ESUBREG: return "invalid backreference number";
    case REG_EBRACK: return "brackets ([ ]) not balanced";
#ifdef REG_ERPAREN
    case REG_ERPAREN:
#endif
    case REG_EPAREN: return "parentheses not balanced";
    case REG_EBRACE: return "braces not balanced";
    case REG_BADBR: return "invalid repetition count(s)";
    case REG_ERANGE: return "invalid character range";
    case REG_ESPACE: return "out of memory";
    case REG_BADRPT: return "repetition-operator operand invalid";
    default: return "invalid regular expression";
    }
}

/* Where the bracket expression opened before `p` ends (its ']'), or NULL. */
static const char *bracket_end(const char *p, const char *end)
{
    if (p < end && *p == '^')
        p++;
    if (p < end && (*p == ']' || *p == '-'))
        p++;
    while (p < end && *p != ']') {
        if (*p == '[' && end - p >= 2 &&
            (p[1] == ':' || p[1] == '.' || p[1] == '=')) {
            const char *q = find2(p + 2, end, p[1], ']');
            if (!q)
                return NULL;
            p = q + 2;
        } else {
            p++;
        }
    }
    return p < end ? p : NULL;
}

/* An interval {m}, {m,} or {m,n} at `p` (after the '{'), checked as
 * llvm::Regex does (counts up to 255); its end (after the '}') or NULL
 * with *err set. */
static const char *interval_end(const char *p, const char *end,
                                const char **err)
{
    long m = 0, n;
    while (p < end && isdigit((unsigned char)*p) && m <= 255)
        m = m * 10 + (*p++ - '0');
    if (m > 255) {
        *err = "invalid repetition count(s)";
        return NULL;
    }
    if (p < end && *p == ',') {
        p++;
        if (p < end && isdigit((unsigned char)*p)) {
            n = 0;
            while (p < end && isdigit((unsigned char)*p) && n <= 255)
                n = n * 10 + (*p++ - '0');
            if (n > 255 || m > n) {
                *err = "invalid repetition count(s)";
                return NULL;
            }
        }
    }
    if (p < end && *p == '}')
        return p + 1;
    *err = memchr(p, '}', (size_t)(end - p)) ? "invalid repetition count(s)"
                                              : "braces not balanced";
    return NULL;
}

/* Appends the regex [p, end) to `b` as a group, in a spelling glibc reads
 * as llvm::Regex reads the original: a '{' not followed by a digit is a
 * character; '\' before anything but a special character or a back
 * reference \1-\9 is that character (glibc's \w, \s, \b, \<, \`... are GNU
 * extensions llvm::Regex lacks).  What
 * llvm::Regex refuses and glibc takes is refused here: an empty pattern or
 * alternative, a repetition of a repetition or of '^'.  Returns NULL, or
 * the llvm::Regex message of the first error found. */
static const char *translate_piece(sbuf *b, const char *p, const char *end)
{
    enum { BRANCH, ATOM, CARET, REPEAT } prev = BRANCH;
    int depth = 0;
    const char *err = NULL;

    sb_putc(b, '(');
    while (p < end) {
        char c = *p;
        const char *q;
        switch (c) {
        case '\\':
            if (end - p < 2)
                return "trailing backslash (\\)";
            c = p[1];
            if ((c >= '1' && c <= '9') || (c && strchr(".[]()*+?{}|^$\\", c)))
                sb_add(b, p, 2);
            else
                sb_putc(b, c);
            p += 2;
            prev = ATOM;
            break;
        case '[':
            if (!(q = bracket_end(p + 1, end)))
                return "brackets ([ ]) not balanced";
            sb_add(b, p, (size_t)(q + 1 - p));
            p = q + 1;
            prev = ATOM;
            break;
        case '(':
            if (end - p < 2)
                return "parentheses not balanced";
            if (p[1] == ')') {
                sb_add(b, "()", 2);
                p += 2;
                prev = ATOM;
                break;
            }
            sb_putc(b, '(');
            depth++;
            p++;
            prev = BRANCH;
            break;
        case ')':
            if (depth == 0)
                return "parentheses not balanced";
            if (prev == BRANCH)
                return "empty (sub)expression";
            sb_putc(b, ')');
            depth--;
            p++;
            prev = ATOM;
            break;
        case '|':
            if (prev == BRANCH)
                return "empty (sub)expression";
            sb_putc(b, '|');
            p++;
            prev = BRANCH;
            break;
        case '*':
        case '+':
        case '?':
            if (prev != ATOM)
                return "repetition-operator operand invalid";
            sb_putc(b, c);
            p++;
            prev = REPEAT;
            break;
        case '{':
            if (end - p >= 2 && isdigit((unsigned char)p[1])) {
                if (prev != ATOM)
                    return "repetition-operator operand invalid";
                if (!(q = interval_end(p + 1, end, &err)))
                    return err;
                sb_add(b, p, (size_t)(q - p));
                p = q;
                prev = REPEAT;
            } else {
                sb_add(b, "\\{", 2);
                p++;
                prev = ATOM;
            }
            break;
        case '}':
            sb_add(b, "\\}", 2);
            p++;
            prev = ATOM;
            break;
        case '^':
            sb_putc(b, c);
            p++;
            prev = CARET;
            break;
        default:
            sb_putc(b, c);
            p++;
            prev = ATOM;
            break;
        }
    }
    if (prev == BRANCH)
        return "empty (sub)expression";
    if (depth > 0)
        return "parentheses not balanced";
    sb_putc(b, ')');
    return NULL;
}

/* Appends [p, end) to `b` with llvm::Regex::escape's escapes. */
static void escape(sbuf *b, const char *p, const char *end)
{
    for (; p < end; p++) {
        if (strchr("()^$|*+?.[]\\{}", *p) && *p)
            sb_putc(b, '\\');
        sb_putc(b, *p);
    }
}

/* The regex of an expected-*-re message: its text outside {{...}} taken
 * literally, each {{...}} a group.  Returns 0, or -1 after reporting (as
 * MLIR does, at the comment with the message underlined). */
static int compile(vdiag *vd, expect *e)
{
    const char *p = e->sub, *end = e->sub + e->sub_len;
    sbuf b = {0};
    int rc = 0;

    while (p < end && rc == 0) {
        const char *open = find2(p, end, '{', '{'), *close, *err;
        if (!open) {
            escape(&b, p, end);
            break;
        }
        escape(&b, p, open);
        p = open + 2;
        if (!(close = find2(p, end, '}', '}'))) {
            report_at(vd, e, e->sub_len,
                      "found start of regex with no end '}}'");
            rc = -1;
            break;
        }
        sbuf piece = {0};
        err = translate_piece(&piece, p, close);
        if (!err && !piece.oom) {
            regex_t re;
            int code = regcomp(&re, piece.s, REG_EXTENDED | REG_NOSUB);
            if (code != 0)
                err = llvm_regex_error(code);
            else
                regfree(&re);
        }
        if (err) {
            report_fmt(vd, e, e->sub_len, "invalid regex: %s", err);
            rc = -1;
        } else {
            sb_add(&b, piece.s ? piece.s : "", piece.n);
        }
        b.oom |= piece.oom;
        free(piece.s);
        p = close + 2;
    }
    if (rc == 0 && b.oom) {
        out_of_memory();
        rc = -1;
    }
    if (rc == 0 && b.n == 0) {
        e->never = 1;
    } else if (rc == 0) {
        int code = regcomp(&e->re, b.s, REG_EXTENDED | REG_NOSUB);
        if (code != 0) {
            report_fmt(vd, e, e->sub_len, "invalid regex: %s",
                       llvm_regex_error(code));
            rc = -1;
        } else {
            e->is_re = 1;
        }
    }
    free(b.s);
    return rc;
}

static int expect_matches(const expect *e, const char *msg)
{
    size_t n;
    if (e->never)
        return 0;
    if (e->is_re)
        return regexec(&e->re, msg, 0, NULL, 0) == 0;
    if (e->sub_len == 0)
        return 1;
    n = strlen(msg);
    for (size_t i = 0; i + e->sub_len <= n; i++)
        if (memcmp(msg + i, e->sub, e->sub_len) == 0)
            return 1;
    return 0;
}

/* ---- The comments -------------------------------------------------------- */

typedef struct designator {
    size_t start;  /* of "expected-" in the line */
    dlti_severity kind;
    int is_re;
    char where;    /* 0, '+', '-', 'a'bove, 'b'elow, 'u'nknown */
    unsigned offset;
    size_t sub, sub_len;
} designator;

static int at(const char *s, size_t n, size_t i, const char *w)
{
    size_t m = strlen(w);
    return i <= n && n - i >= m && memcmp(s + i, w, m) == 0;
}

/* The N of @+N or @-N as MLIR reads it (StringRef::getAsInteger with radix
 * 0 into an int: a leading 0 means octal).  Where that fails, MLIR uses an
 * uninitialised value; here it is 0. */
static unsigned parse_offset(const char *s, size_t n)
{
    unsigned base = 10;
    unsigned long v = 0;
    if (n > 1 && s[0] == '0') {
        base = 8;
        s++;
        n--;
    }
    for (size_t i = 0; i < n; i++) {
        unsigned d = (unsigned)(s[i] - '0');
        if (d >= base)
            return 0;
        v = v * base + d;
        if (v > INT_MAX)
            return 0;
    }
    return (unsigned)v;
}

/* The expected-* comment starting at s[i] ("expected-"), if it is one. */
static int designator_at(const char *s, size_t n, size_t i, designator *d)
{
    static const struct {
        const char *name;
        dlti_severity sev;
    } kinds[] = {{"error", DLTI_SEV_ERROR},
                 {"note", DLTI_SEV_NOTE},
                 {"remark", DLTI_SEV_REMARK},
                 {"warning", DLTI_SEV_WARNING}};
    size_t k;

    d->start = i;
    i += strlen("expected-");
    for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (at(s, n, i, kinds[k].name))
            break;
    if (k == sizeof kinds / sizeof kinds[0])
        return 0;
    d->kind = kinds[k].sev;
    i += strlen(kinds[k].name);
    d->is_re = at(s, n, i, "-re");
    if (d->is_re)
        i += 3;
    while (i < n && s[i] == ' ')
        i++;
    d->where = 0;
    d->offset = 0;
    if (i < n && s[i] == '@') {
        size_t j = i + 1;
        if (j + 1 < n && (s[j] == '+' || s[j] == '-') &&
            isdigit((unsigned char)s[j + 1])) {
            size_t d0 = ++j;
            while (j < n && isdigit((unsigned char)s[j]))
                j++;
            d->where = s[d0 - 1];
            d->offset = parse_offset(s + d0, j - d0);
        } else if (at(s, n, j, "above")) {
            d->where = 'a';
            j += 5;
        } else if (at(s, n, j, "below")) {
            d->where = 'b';
            j += 5;
        } else if (at(s, n, j, "unknown")) {
            d->where = 'u';
            j += 7;
        } else {
            return 0;
        }
        i = j;
        while (i < n && s[i] == ' ')
            i++;
    }
    if (!at(s, n, i, "{{"))
        return 0;
    i += 2;
    if (n - i < 2 || s[n - 2] != '}' || s[n - 1] != '}')
        return 0;
    d->sub = i;
    d->sub_len = n - 2 - i;
    return 1;
}

/* The leftmost expected-* comment of a line. */
static int find_designator(const char *s, size_t n, designator *d)
{
    for (size_t i = 0; i + 9 <= n; i++)
        if (s[i] == 'e' && at(s, n, i, "expected-") &&
            designator_at(s, n, i, d))
            return 1;
    return 0;
}

static int is_trailing_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' ||
           c == '\r';
}

/* Reads every comment of the input, in MLIR's order. */
static int scan(vdiag *vd)
{
    const char *t = vd->in->text;
    size_t len = vd->in->len, s = 0;
    unsigned nlines = 1, ln = 0, last_plain = 0;
    size_t *below = NULL, n_below = 0;
    int rc = 0;

    for (size_t i = 0; i < len; i++)
        nlines += t[i] == '\n';
    for (;;) {
        const char *nl = memchr(t + s, '\n', len - s);
        size_t e = nl ? (size_t)(nl - t) : len, n = e - s;
        designator d;

        while (n > 0 && is_trailing_space(t[s + n - 1]))
            n--;
        if (!find_designator(t + s, n, &d)) {
            /* A plain line: the @below comments before it point here. */
            for (size_t k = 0; k < n_below; k++)
                vd->file.v[below[k]].line = ln + 1;
            n_below = 0;
            last_plain = ln;
        } else {
            expect x;
            memset(&x, 0, sizeof x);
            x.kind = d.kind;
            x.line = x.at_line = ln + 1;
            x.at_col = (unsigned)d.start + 1;
            x.sub = t + s + d.sub;
            x.sub_len = d.sub_len;
            if (d.is_re && compile(vd, &x) != 0) {
                vd->failed = 1;
            } else {
                expect_list *l = &vd->file;
                /* Line arithmetic wraps, as MLIR's unsigned does. */
                if (d.where == '+') {
                    x.line += d.offset;
                } else if (d.where == '-') {
                    x.line -= d.offset;
                } else if (d.where == 'u') {
                    x.unknown = 1;
                    l = &vd->unknown;
                } else if (d.where == 'a') {
                    x.line = last_plain + 1;
                } else if (d.where == 'b') {
                    /* Dangling at the end of the file: its last line. */
                    size_t *nb = realloc(below, (n_below + 1) * sizeof *nb);
                    if (!nb) {
                        rc = -1;
                    } else {
                        below = nb;
                        below[n_below++] = vd->file.n;
                    }
                    x.line = nlines;
                }
                if (rc == 0 && list_push(l, &x) != 0)
                    rc = -1;
                if (rc != 0) {
                    if (x.is_re)
                        regfree(&x.re);
                    break;
                }
            }
        }
        if (!nl)
            break;
        s = e + 1;
        ln++;
    }
    free(below);
    return rc;
}

/* An expectation's line and position in `file`, sorted by both. */
typedef struct line_pos {
    unsigned line;
    size_t i;
} line_pos;

static int line_pos_cmp(const void *a, const void *b)
{
    const line_pos *x = a, *y = b;
    return x->line != y->line ? (x->line > y->line) - (x->line < y->line)
                              : (x->i > y->i) - (x->i < y->i);
}

static int index_lines(vdiag *vd)
{
    size_t n = vd->file.n;
    vd->by_line = malloc((n ? n : 1) * sizeof *vd->by_line);
    if (!vd->by_line)
        return -1;
    for (size_t i = 0; i < n; i++)
        vd->by_line[i] = (line_pos){vd->file.v[i].line, i};
    qsort(vd->by_line, n, sizeof *vd->by_line, line_pos_cmp);
    return 0;
}

/* The first position in by_line of the expectations of `line`. */
static size_t first_of_line(const vdiag *vd, unsigned line)
{
    size_t lo = 0, hi = vd->file.n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (vd->by_line[mid].line < line)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* ---- Interface ----------------------------------------------------------- */

vdiag *vdiag_new(const input *in, int mode)
{
    vdiag *vd = calloc(1, sizeof *vd);
    if (!vd) {
        out_of_memory();
        return NULL;
    }
    vd->in = in;
    vd->mode = mode;
    if (scan(vd) != 0 || index_lines(vd) != 0) {
        out_of_memory();
        list_free(&vd->file);
        list_free(&vd->unknown);
        free(vd->by_line);
        free(vd);
        return NULL;
    }
    return vd;
}

/* The sink of a chunk's diagnostics (vdiag_attach): a diagnostic is
 * consumed when expected, else reported. */
static void vdiag_process(void *user, dlti_severity sev, const dlti_loc *loc,
                          const char *msg, const char *text, size_t len)
{
    vdiag *vd = user;
    int located = loc->line != 0;
    expect_list *l = NULL;
    expect *near = NULL;
    const char *kind = severity_label(sev);

    size_t i = 0;
    if (!located) {
        l = &vd->unknown;
    } else if (loc->file && strcmp(loc->file, vd->in->name) == 0) {
        l = &vd->file;
        i = first_of_line(vd, loc->line);
    }
    for (; l && i < l->n; i++) {
        expect *e = located ? &l->v[vd->by_line[i].i] : &l->v[i];
        if (located && e->line != loc->line)
            break;
        if (expect_matches(e, msg)) {
            if (e->kind == sev) {
                e->matched = 1;
                return;
            }
            near = e;
        }
    }
    if (vd->mode == VERIFY_ONLY_EXPECTED)
        return;
    vd->failed = 1;
    if (near) {
        const char *want = severity_label(near->kind);
        report_fmt(vd, near, 0, "'%s' diagnostic emitted when expecting a '%s'",
                   kind, want);
        return;
    }
    size_t n = strlen(kind) + strlen(msg) + 16;
    char *m = malloc(n);
    if (!m) {
        out_of_memory();
        return;
    }
    snprintf(m, n, "unexpected %s: %s", kind, msg);
    if (located) {
        print_diag(loc->file, loc->line, loc->col, "error", m, text, len, 1,
                   &vd->cache);
    } else {
        fflush(stdout);
        fprintf(stderr, "<unknown>:0: error: %s\n", m);
    }
    free(m);
}

void vdiag_attach(vdiag *vd, diag_state *ds)
{
    diag_set_sink(ds, vdiag_process, vd);
    dlti_context_set_diag_flags(ds->ctx, DLTI_DIAG_MLIR_ONLY);
}

int vdiag_finish(vdiag *vd)
{
    int rc;
    for (size_t i = 0; i < vd->file.n; i++) {
        const expect *e = &vd->file.v[i];
        if (e->matched)
            continue;
        report_fmt(vd, e, e->sub_len, "expected %s \"%.*s\" was not produced",
                   severity_label(e->kind), sub_len_int(e), e->sub);
        vd->failed = 1;
    }
    /* MLIR checks twice (after the last chunk, then as its handler is
     * destroyed) and forgets only the located expectations in between:
     * an @unknown one not produced is reported twice. */
    for (int pass = 0; pass < 2; pass++) {
        for (size_t i = 0; i < vd->unknown.n; i++) {
            const expect *e = &vd->unknown.v[i];
            if (e->matched)
                continue;
            report_fmt(vd, e, 0, "expected %s \"%.*s\" was not produced",
                       severity_label(e->kind), sub_len_int(e), e->sub);
            vd->failed = 1;
        }
    }
    rc = vd->failed ? -1 : 0;
    free(vd->by_line);
    list_free(&vd->file);
    list_free(&vd->unknown);
    free(vd);
    return rc;
}
