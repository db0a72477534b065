/* printer.c - the printer's entry points (dl_print_*, *_to_string,
 * dlti_op_write, the dlti_printer_* API of plugin.h), its set-up, and
 * the text shared by types, attributes and ops: escaped strings, bare
 * identifiers, dialect symbols.  Everything printed reproduces what
 * mlir-opt 22 prints, byte for byte (AsmPrinter.cpp).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dl_chars.h"
#include "printer.h"

const char dl_text_pr_hexdig[] = "0123456789ABCDEF";

void dl_text_pr_init(P *p, dl_buf *b)
{
    memset(p, 0, sizeof *p);
    p->b = b;
    p->default_dialect = "builtin";
    p->next_value = -1;
}

/* ======================================================================
 * Strings, identifiers, dialect symbols
 * ====================================================================== */

/* llvm::printEscapedString */
static void put_escaped(P *p, const char *s, size_t n)
{
    size_t run = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c != '\\' && c != '"' && c >= 0x20 && c <= 0x7E) {
            run++;
            continue;
        }
        if (run)
            putn(p, s + i - run, run);
        run = 0;
        char esc[3];
        esc[0] = '\\';
        if (c == '\\') {
            putn(p, "\\\\", 2);
        } else {
            esc[1] = dl_text_pr_hexdig[c >> 4];
            esc[2] = dl_text_pr_hexdig[c & 15];
            putn(p, esc, 3);
        }
    }
    if (run)
        putn(p, s + n - run, run);
}

void dl_text_pr_quoted(P *p, const char *s, size_t n)
{
    putc_(p, '"');
    put_escaped(p, s, n);
    putc_(p, '"');
}

/* isBareIdentifier, a table look-up a byte (the lexer's classes):
 * attribute names are checked on every dictionary printed (1.1M on the
 * split workload). */
static bool is_bare_identifier(const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    if (n == 0 || !((dl_text_lex_class[u[0]] & DL_CC_ALPHA) || u[0] == '_'))
        return false;
    for (size_t i = 1; i < n; i++)
        if (!(dl_text_lex_class[u[i]] & DL_CC_KW))
            return false;
    return true;
}

/* printKeywordOrString */
void dl_text_pr_keyword_or_string(P *p, const char *s, size_t n)
{
    if (is_bare_identifier(s, n))
        putn(p, s, n);
    else
        dl_text_pr_quoted(p, s, n);
}

/* printDialectSymbol: prefix + ns then `.sym` or `<sym>`. */
/* Whether a body cut short by a bounded print (`sym`, the part kept) is
 * taken to be pretty: a name, and a '<' not closed in what is kept.  The
 * rest is unknown; a dialect's printer closes what it opens, and only a
 * group closed before the end (seen here) makes a body not pretty. */
static bool cut_body_is_pretty(const char *sym, size_t n)
{
    if (!n || !(dl_text_lex_class[(unsigned char)sym[0]] & DL_CC_ALPHA))
        return false;
    size_t i = 0;
    while (i < n && ((dl_text_lex_class[(unsigned char)sym[i]] &
                      (DL_CC_ALPHA | DL_CC_DIGIT)) ||
                     sym[i] == '.' || sym[i] == '_'))
        i++;
    return i == n || (sym[i] == '<' && dl_ir_symbol_group_open(sym, n, i));
}

static void put_dialect_symbol(P *p, char prefix, const char *ns,
                               const char *sym, size_t n, bool cut)
{
    putc_(p, prefix);
    put(p, ns);
    if (cut ? cut_body_is_pretty(sym, n) : dl_ir_symbol_body_is_pretty(sym, n)) {
        putc_(p, '.');
        putn(p, sym, n);
    } else {
        putc_(p, '<');
        putn(p, sym, n);
        putc_(p, '>');
    }
}

/* The offset of the '>' closing the '<' that starts `s` (matched as the
 * parser matches a body), or n. */
static size_t wrap_end(const char *s, size_t n)
{
    size_t e = dl_ir_symbol_group_end(s, n, 0);
    return e ? e - 1 : n;
}

/* Whether `s` is a pretty body followed by ` : ` (a trailing type). */
static bool pretty_then_type(const char *s, size_t n)
{
    for (size_t i = 1; i + 3 <= n; i++)
        if (s[i] == ' ' && s[i + 1] == ':' && s[i + 2] == ' ' &&
            dl_ir_symbol_body_is_pretty(s, i))
            return true;
    return false;
}

void dl_text_pr_opaque(P *p, char prefix, const dl_opaque_key *k)
{
    const char *ns = k->ns ? k->ns : "";
    const char *body = k->body;
    /* Bodies are interned and may hold NUL bytes: use the stored length. */
    size_t n = body ? dl_ir_interned_len(body) : 0;
    if (!body)
        body = "";
    if (!k->n_refs) {
        /* An attribute's trailing ` : type` is part of the body the
         * parser made, after the data: `<data> : T` when the data needed
         * the brackets, `data : T` when it is pretty (the parser wraps
         * any other).  It is printed after the symbol, as MLIR does. */
        size_t close = n && body[0] == '<' ? wrap_end(body, n) : n;
        if (close < n - 1 && body[close + 1] == ' ') {
            putc_(p, prefix);
            put(p, ns);
            putn(p, body, n);
        } else if (n >= 2 && body[0] == '<' && body[n - 1] == '>') {
            put_dialect_symbol(p, prefix, ns, body + 1, n - 2, false);
        } else if (body[0] != '<' && !dl_ir_symbol_body_is_pretty(body, n) &&
                   pretty_then_type(body, n)) {
            putc_(p, prefix);
            put(p, ns);
            putc_(p, '.');
            putn(p, body, n);
        } else {
            put_dialect_symbol(p, prefix, ns, body, n, false);
        }
        return;
    }
    /* The parser chose the form: `<...>` or the pretty one. */
    putc_(p, prefix);
    put(p, ns);
    if (body[0] != '<')
        putc_(p, '.');
    dl_text_pr_text_refs(p, body, n, k->refs, k->n_refs);
}

/* A character of a prefixed identifier, as the lexer reads one. */
static bool is_name_char(char c)
{
    return dl_text_lex_class[(unsigned char)c] & DL_CC_ID;
}

/* What keeps the printed ref `d` (`len` bytes) apart from a '<' of the
 * body after it: nothing when it does not end in a name character; when
 * it ends in a `!ns.name` symbol, that symbol in its other form
 * `!ns<name>`, the same symbol, whose '>' ends what its parser reads
 * (*dot: the '.' to turn into '<'); else a space (an alias name or other
 * text).  The '<' would otherwise be read as the body of the ref's last
 * dialect symbol, by the lexer or by its dialect's parser, which reads
 * on past the symbol, as MLIR's does (`!llvm.ptr <3>` is a pointer in
 * space 3 there) (issue 25, R3). */
dl_apart dl_text_pr_apart(const char *d, size_t len, size_t *dot)
{
    size_t i = len;
    if (!len || !is_name_char(d[len - 1]))
        return DL_APART_NONE;
    while (i > 0 && is_name_char(d[i - 1]))
        i--;
    const char *dp = i > 0 && (d[i - 1] == '!' || d[i - 1] == '#')
                         ? memchr(d + i, '.', len - i)
                         : NULL;
    if (dp && dp > d + i && dp + 1 < d + len &&
        !memchr(d + i, '-', (size_t)(dp - (d + i))) &&
        !memchr(d + i, '$', (size_t)(dp - (d + i)))) {
        *dot = (size_t)(dp - d);
        return DL_APART_ANGLES;
    }
    return DL_APART_SPACE;
}

/* How much of a dialect symbol dl_text_pr_apart_of prints: enough to see
 * that its body is no bare name.  Printed whole, a symbol nesting others
 * that are each asked in turn took the depth times the input, per level
 * (`!memref<!llvm.struct<(...)><x>>` nested: a 1 MB file of 120 levels
 * took 16 s). */
#define APART_PRINT_MAX 256

/* Whether the start of a dialect symbol's printed body, `s` (`n` bytes,
 * cut short), shows that the body is no bare name, so that the symbol
 * ends in '>': `!ns<body>` when the body does not start with a letter,
 * else `!ns.body` with a `<...>` after the name (MLIR's
 * isDialectSymbolSimpleEnoughForPrettyForm).  Only the body's first bytes
 * are read; a nested symbol in it may have been cut short too, but after
 * its own '!' or '#', which already tells. */
static bool body_not_a_name(const char *s, size_t n)
{
    if (!n)
        return false;
    if (!(dl_text_lex_class[(unsigned char)s[0]] & DL_CC_ALPHA))
        return true;
    for (size_t i = 1; i < n; i++)
        if (!(dl_text_lex_class[(unsigned char)s[i]] &
              (DL_CC_ALPHA | DL_CC_DIGIT)) &&
            s[i] != '.' && s[i] != '_')
            return true;
    return false;
}

static void print_alone(dl_buf *b, const void *obj, bool is_type)
{
    if (is_type)
        dl_text_print_type(b, obj);
    else
        dl_text_print_attr(b, obj);
}

/* dl_text_pr_apart of the printed form of `obj`, a type (`is_type`) or
 * an attribute, printed alone; false when memory ran out.  An opaque
 * object with refs prints its body's text after the last ref as it is:
 * when that text holds a character that is no name character, the
 * decision is that text's, and the object (nested bodies hold each other:
 * printing each would cost the nesting depth times the input) is not
 * printed.  A dialect symbol is printed up to APART_PRINT_MAX bytes, for
 * the same reason; past them it is printed whole only when what was
 * printed of its body is all a name. */
bool dl_text_pr_apart_of(const void *obj, bool is_type, dl_apart *out)
{
    const dl_opaque_key *k =
        is_type ? (dl_ir_type_kind_of(obj) == DL_TY_OPAQUE ? dl_ir_opaque(obj)
                                                           : NULL)
                : (dl_ir_attr_kind_of(obj) == DL_AT_OPAQUE
                       ? (const dl_opaque_key *)((const dlti_attr *)obj)->key
                       : NULL);
    size_t dot;
    if (k && k->n_refs && k->body) {
        size_t n = dl_ir_interned_len(k->body), at = k->refs[k->n_refs - 1].at;
        for (size_t i = at; i < n; i++)
            if (!is_name_char(k->body[i])) {
                *out = dl_text_pr_apart(k->body + at, n - at, &dot);
                return true;
            }
    }
    bool hooked = is_type ? dl_ir_type_kind_of(obj) == DL_TY_DIALECT
                          : dl_ir_attr_kind_of(obj) == DL_AT_DIALECT;
    dl_buf b = { .limit = hooked ? APART_PRINT_MAX : 0 };
    print_alone(&b, obj, is_type);
    if (b.failed && b.limit) {
        /* cut short: `!ns`, a '.' or '<' (decided on a cut body), the
         * body's start */
        const dlti_dialect *d = is_type ? ((const dlti_type *)obj)->cls->dialect
                                        : ((const dlti_attr *)obj)->cls->dialect;
        size_t skip = 2 + (d && d->name ? strlen(d->name) : 0);
        bool ends_in_angle = b.data && b.len > skip &&
                             body_not_a_name(b.data + skip, b.len - skip);
        dl_buf_free(&b);
        if (ends_in_angle) {
            *out = DL_APART_NONE;
            return true;
        }
        b = (dl_buf){ 0 };
        print_alone(&b, obj, is_type);
    }
    if (b.failed) {
        dl_buf_free(&b);
        return false;
    }
    *out = dl_text_pr_apart(b.data ? b.data : "", b.len, &dot);
    dl_buf_free(&b);
    return true;
}

/* A ref printed (from `before`) that the body's text follows with a '<'
 * (after spaces or not), kept apart from it (dl_text_pr_apart); a space
 * only when none follows. */
static void keep_apart(P *p, size_t before, bool spaced)
{
    if (!p->b->data)
        return;
    size_t dot;
    switch (dl_text_pr_apart(p->b->data + before, p->b->len - before, &dot)) {
    case DL_APART_ANGLES:
        p->b->data[before + dot] = '<';
        putc_(p, '>');
        break;
    case DL_APART_SPACE:
        if (!spaced)
            putc_(p, ' ');
        break;
    case DL_APART_NONE:
        break;
    }
}

/* keep_apart for a ref whose print the public bounded print cut short:
 * decided on the ref printed alone (the cut text cannot tell).  Kept
 * apart, the whole text has a '<' for the '.' of the ref's last symbol,
 * which the cut text cannot place (`#a.b : !c.d` keeps `!c<d>` apart,
 * and a cut inside `#a.b` cannot know it): the text is cut again before
 * the ref's first '.', so that it is still the start of the whole.  (Not
 * in dl_text_pr_apart_of's own bounded prints, which decide on cut text:
 * there, each level deciding again on the next was exponential in the
 * nesting.) */
static void keep_apart_cut(P *p, size_t before, const dl_opaque_ref *r)
{
    dl_apart ap;
    if (!p->b->data || !dl_text_pr_apart_of(r->obj, r->is_type, &ap) ||
        ap != DL_APART_ANGLES)
        return;
    char *dot = memchr(p->b->data + before, '.', p->b->len - before);
    if (dot) {
        p->b->len = (size_t)(dot - p->b->data);
        p->b->data[p->b->len] = 0;
    }
}

void dl_text_pr_text_refs(P *p, const char *text, size_t n,
                     const dl_opaque_ref *refs, size_t n_refs)
{
    size_t at = 0;
    for (size_t i = 0; i < n_refs; i++) {
        const dl_opaque_ref *r = &refs[i];
        putn(p, text + at, r->at - at);
        at = r->at;
        /* The text after a ref never starts with a name character (the
         * parser puts a space first: dl_text_scan_refs); a '<' is kept
         * apart here. */
        size_t before = p->b->len, k = at;
        bool was_cut = p->b->failed;
        dl_text_pr_opaque_ref(p, r);
        while (k < n && (text[k] == ' ' || text[k] == '\t' || text[k] == '\n' ||
                         text[k] == '\r'))
            k++;
        /* (a ref there is what follows, not the '<' after it) */
        bool ref_next = i + 1 < n_refs && refs[i + 1].at <= k;
        if (k < n && text[k] == '<' && !ref_next) {
            if (p->exact_prefix && p->b->failed && !was_cut)
                keep_apart_cut(p, before, r);
            else
                keep_apart(p, before, k > at);
        }
    }
    putn(p, text + at, n - at);
}

void dl_text_pr_hooked(P *p, char prefix, const dlti_dialect *d, const char *name,
                  const dlti_type *t, const dlti_attr *a)
{
    const char *ns = d ? d->name : "";
    dl_buf tmp = { 0 };
    if (p->b->limit) {
        /* a bounded print: the body gets what is left after `!ns.`, so
         * that nested symbols stop where the outer print would */
        size_t used = p->b->len + 2 + strlen(ns);
        if (p->b->failed || used >= p->b->limit) {
            p->b->failed = true;
            return;
        }
        tmp.limit = p->b->limit - used;
    }
    P sub = *p;
    sub.b = &tmp;
    if (name)
        dl_buf_puts(&tmp, name);
    if (t && t->cls->hooks.print)
        t->cls->hooks.print(&sub, t);
    if (a && a->cls->hooks.print)
        a->cls->hooks.print(&sub, a);
    /* (what a bounded print kept of the body goes out before the mark) */
    put_dialect_symbol(p, prefix, ns, tmp.data ? tmp.data : "", tmp.len,
                       tmp.failed && tmp.limit);
    if (tmp.failed)
        p->b->failed = true;
    dl_buf_free(&tmp);
}

/* ======================================================================
 * Entry points
 * ====================================================================== */

void dl_text_print_type(dl_buf *b, const dlti_type *t)
{
    P p;
    dl_text_pr_init(&p, b);
    dl_text_pr_type(&p, t);
}

void dl_text_print_attr(dl_buf *b, const dlti_attr *a)
{
    P p;
    dl_text_pr_init(&p, b);
    dl_text_pr_attr(&p, a, EL_NEVER);
}

/* ---- Texts kept from one printing to the next -------------------------
 * A module printed with no alias possible (none of the kinds that may
 * alias is in the context) and with the names the printer gives prints
 * each type, attribute and op tail with the text that pointer has in any
 * such printing: the texts kept by one printing serve the next printing
 * of the context (the chunks of a split file that a context serves one
 * after another).  Taken by one printing at a time; past this much text,
 * or once an alias is possible, given up. */
#define KEPT_POOL_MAX ((size_t)4 << 20)

static void print_kept_free(dlti_context *ctx)
{
    dl_text_pr_cache_free(dl_ir_kept_take(ctx, DL_KEPT_PRINT));
}

static pr_cache *print_kept_take(dlti_context *ctx)
{
    pr_cache *c = dl_ir_kept_take(ctx, DL_KEPT_PRINT);
    return c ? c : calloc(1, sizeof *c);
}

static void print_kept_give_back(dlti_context *ctx, pr_cache *c)
{
    if (!c || c->pool.len > KEPT_POOL_MAX || c->pool.failed ||
        !dl_ir_kept_give(ctx, DL_KEPT_PRINT, c, DL_FREE_PRINT,
                         print_kept_free))
        dl_text_pr_cache_free(c);
}

/* Values are numbered from `root` (the top op, or for diagnostics MLIR's
 * local scope: the nearest op isolated from above, the op itself
 * included). */
static void print_op_from(dl_buf *b, const dlti_op *op, const dlti_op *root,
                          unsigned indent)
{
    P p;
    dl_text_pr_init(&p, b);
    /* Ops kept as written name values, blocks and aliases as the input
     * does: then everything keeps the input's names (no renumbering) and
     * the input's alias definitions are printed as written. */
    bool as_written = dl_ir_op_has_skimmed(root);
    p.names = as_written ? NULL : dl_text_pr_names_build(root, op != root);
    p.preds = as_written ? dl_text_pr_preds_build(root) : NULL;
    /* (kept by a context serving several files: dlti_context_file_done) */
    bool kept = !as_written && !op->parent && op->ctx->files > 0 &&
                !dl_text_pr_may_alias(op->ctx);
    /* (optional: NULL prints uncached) */
    p.cache = kept ? print_kept_take(op->ctx) : calloc(1, sizeof *p.cache);
    pr_aliases *al = NULL;
    if (as_written) {
        const dl_source *src =
            root->loc.file ? dl_ir_source_find(op->ctx, root->loc.file) : NULL;
        if (!op->parent && src && src->alias_defs)
            put(&p, src->alias_defs);
    } else if (!op->parent) {
        /* Top level: collect and print the aliases first. */
        al = dl_text_pr_aliases_collect(&p, op);
        if (al)
            dl_text_pr_alias_defs(&p, al);
    }
    p.indent = indent;
    dl_text_pr_op(&p, op);
    putc_(&p, '\n');
    dl_text_pr_aliases_free(al);
    dl_text_pr_names_free(p.names);
    dl_text_pr_preds_free(p.preds);
    /* (a text cut short by a failed allocation or write is not kept) */
    if (kept && !dl_text_pr_may_alias(op->ctx) && !b->failed &&
        !b->sink_failed)
        print_kept_give_back(op->ctx, p.cache);
    else
        dl_text_pr_cache_free(p.cache);
}

void dl_text_print_op(dl_buf *b, const dlti_op *op, unsigned indent)
{
    if (!op) {
        dl_buf_puts(b, "<<NULL OPERATION>>\n");
        return;
    }
    const dlti_op *root = op;
    while (root->parent)
        root = root->parent;
    print_op_from(b, op, root, indent);
}

/* Texts in messages stop here, with " ..." after them: written out, an
 * attribute whose parts are shared through aliases (DWARF metadata) can
 * be exponentially longer than the file, which the parser allows as the
 * module prints them under their aliases.  The printer stops walking once
 * the buffer is full. */
#define MESSAGE_TEXT_MAX ((size_t)1 << 20)

static char *message_text_take(dl_buf *b)
{
    if (b->over) {
        b->failed = b->over = false;
        b->max = 0;
        dl_buf_puts(b, " ...");
    }
    return dl_buf_take(b);
}

char *dl_text_op_diag_text(const dlti_op *op)
{
    const dlti_op *root = op;
    while (root->parent &&
           !(root->cls && root->cls->traits_known &&
             (root->cls->flags & DLTI_OP_ISOLATED_FROM_ABOVE)))
        root = root->parent;
    dl_buf b = {.max = MESSAGE_TEXT_MAX};
    print_op_from(&b, op, root, 0);
    return message_text_take(&b);
}

/* ---- public API ---------------------------------------------------------- */

char *dl_text_type_text(const dlti_type *t)
{
    dl_buf b = {0};
    dl_text_print_type(&b, t);
    return dl_buf_take(&b);
}

char *dl_text_attr_text(const dlti_attr *a)
{
    dl_buf b = {0};
    dl_text_print_attr(&b, a);
    return dl_buf_take(&b);
}

char *dl_text_object_text(const void *obj, char kind)
{
    dl_buf b = {.max = MESSAGE_TEXT_MAX};
    if (kind == 'T')
        dl_text_print_type(&b, obj);
    else
        dl_text_print_attr(&b, obj);
    return message_text_take(&b);
}

char *dlti_type_to_string(const dlti_type *type) { return dl_text_type_text(type); }

char *dlti_type_to_string_bounded(const dlti_type *type, size_t max, int *cut)
{
    if (cut)
        *cut = max == 0;
    if (!max) {
        char *e = malloc(1);
        if (e)
            *e = 0;
        return e;
    }
    dl_buf b = { .limit = max };
    P pr;
    dl_text_pr_init(&pr, &b);
    pr.exact_prefix = true;
    dl_text_pr_type(&pr, type);
    if (b.failed && !b.data) { /* nothing kept: out of memory, or cut */
        b.data = malloc(1);
        if (b.data)
            b.data[0] = 0;
    }
    if (cut)
        *cut = b.failed;
    return b.data;
}

char *dlti_attr_to_string(const dlti_attr *attr) { return dl_text_attr_text(attr); }

char *dlti_op_to_string(const dlti_op *op)
{
    dl_buf b = { 0 };
    dl_text_print_op(&b, op, 0);
    return dl_buf_take(&b);
}

dlti_status dlti_op_write(const dlti_op *op, dlti_write_fn write, void *user)
{
    if (!write)
        return DLTI_ERR_MISUSE;
    dl_buf b = { 0 };
    b.sink = write;
    b.sink_user = user;
    dl_text_print_op(&b, op, 0);
    dl_buf_drain(&b, true);
    dlti_status st = b.failed ? DLTI_ERR_NOMEM
                     : b.sink_failed ? DLTI_ERR_IO : DLTI_OK;
    dl_buf_free(&b);
    return st;
}

dlti_status dl_text_print_into(const dlti_op *op, dlti_text *t)
{
    dl_buf b;
    dl_buf_adopt(&b, t);
    dl_text_print_op(&b, op, 0);
    return dl_buf_give_back(&b, t);
}

int dlti_printer_stopped(const dlti_printer *pr)
{
    return !pr || pr->b->failed;
}

void dlti_printer_puts(dlti_printer *pr, const char *s)
{
    if (pr && s)
        dl_buf_puts(pr->b, s);
}

void dlti_printer_printf(dlti_printer *pr, const char *fmt, ...)
{
    if (!pr || !fmt)
        return;
    va_list ap;
    va_start(ap, fmt);
    dl_buf_vprintf(pr->b, fmt, ap);
    va_end(ap);
}

void dlti_printer_type(dlti_printer *pr, const dlti_type *t)
{
    if (pr)
        dl_text_pr_type(pr, t);
}

void dlti_printer_attr(dlti_printer *pr, const dlti_attr *a)
{
    if (pr)
        dl_text_pr_attr(pr, a, EL_NEVER);
}

