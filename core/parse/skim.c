/* skim.c - ops no plugin models (arith.addi, scf.for, llvm.func, ...):
 * delimited by balanced brackets and strings, kept as written, their
 * regions parsed for real (a region is a `{` that ends its line, as
 * MLIR prints them), so that the ops inside that matter to layouts are
 * still read as ops.  When only layouts are read (dlti_parse_scopes), ops
 * that are no data layout scope are delimited the same way and dropped. */
#include "config.h"

#include "mlir_names.h"
#include "parser.h"

/* The open brackets of an op's text; bounded like nesting anywhere. */
typedef struct skim_stack {
    size_t off[DL_MAX_NESTING];
    char ch[DL_MAX_NESTING];
    unsigned n;
} skim_stack;

/* (an embedded NUL is white space to MLIR's lexer) */
static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\0';
}

/* A bare identifier's character, as the lexer has it. */
static bool is_ident(char c)
{
    return dl_text_lex_class[(unsigned char)c] & DL_CC_KW;
}

/* Where the `//` comment at `i` ends: its '\n' or '\r' (MLIR's lexer ends
 * a comment at either, so code may follow a '\r' on the same line), or
 * the end. */
static size_t comment_end(const char *b, size_t len, size_t i)
{
    while (i < len && b[i] != '\n' && b[i] != '\r')
        i++;
    return i;
}

/* Offset of the first byte at or after `i` that is not a blank or part
 * of a `//` comment, on this line (stops at '\n' or the end). */
static size_t skip_line_blanks(const char *b, size_t len, size_t i)
{
    for (;;) {
        while (i < len && is_blank(b[i]))
            i++;
        if (!(i + 1 < len && b[i] == '/' && b[i + 1] == '/'))
            return i;
        i = comment_end(b, len, i);
    }
}

/* Offset of the next byte that is not white space or a comment. */
static size_t skip_space(const char *b, size_t len, size_t i)
{
    for (;;) {
        i = skip_line_blanks(b, len, i);
        if (i < len && b[i] == '\n') {
            i++;
            continue;
        }
        return i;
    }
}

static bool word_at(const char *b, size_t len, size_t i, const char *w)
{
    size_t n = strlen(w);
    return len - i >= n && !memcmp(b + i, w, n) &&
           (len - i == n || !is_ident(b[i + n]));
}

/* After a line break at depth 0, whether the op goes on at `i` (the next
 * line's first token): anything but what starts an op, a block label or
 * the end of the region (MLIR prints an op on one line, but a person may
 * break it before a type, an attribute, a symbol name or its visibility:
 * `func.func` alone on a line, then `private @f(i32)`; and MLIR puts the
 * `case N` and `default` of a switch's regions on lines of their own).
 * No op starts with `@`, and no dialect has an op named by a visibility
 * word, `case` or `default`. */
static bool continues(const char *b, size_t len, size_t i)
{
    if (i >= len)
        return false;
    switch (b[i]) {
    case ':': case ',': case '=': case '(': case '[': case '{': case '<':
    case '-': case '@':
        return true;
    case 'l':
        return word_at(b, len, i, "loc");
    case 'a':
        return word_at(b, len, i, "attributes");
    case 'c': /* scf.index_switch's and emitc.switch's regions */
        return word_at(b, len, i, "case");
    case 'd':
        return word_at(b, len, i, "default");
    case 'p':
        return word_at(b, len, i, "private") || word_at(b, len, i, "public");
    case 'n':
        return word_at(b, len, i, "nested");
    default:
        return false;
    }
}

/* The bytes the reader stops at; every other byte is part of the text. */
static const unsigned char special[256] = {
    ['\n'] = 1, ['/'] = 1, ['"'] = 1, ['!'] = 1, ['#'] = 1, ['{'] = 1,
    ['('] = 1, ['['] = 1, [')'] = 1, [']'] = 1, ['}'] = 1,
};

/* The end of the body of a dialect symbol whose `<` is at k: just after
 * its closing `>`, read as MLIR reads such a body (balanced brackets,
 * strings, an arrow's `>` not counted; its line breaks, unless
 * `one_line`, and `//` are text); 0 if it is not closed. */
static size_t symbol_body_end(const char *b, size_t len, size_t k,
                              bool one_line)
{
    static const unsigned char stop[256] = {
        ['"'] = 1, ['<'] = 1, ['('] = 1, ['['] = 1, ['{'] = 1, ['>'] = 1,
        [')'] = 1, [']'] = 1, ['}'] = 1, ['-'] = 1, ['\n'] = 1, ['\0'] = 1,
    };
    char stack[DL_MAX_NESTING];
    size_t n = 0;
    for (; k < len; k++) {
        while (k < len && !stop[(unsigned char)b[k]])
            k++;
        if (k >= len)
            break;
        char c = b[k];
        switch (c) {
        case '"':
            for (k++; k < len && b[k] != '"' && b[k] != '\n'; k++)
                if (b[k] == '\\')
                    k++;
            if (k >= len || b[k] != '"')
                return 0;
            break;
        case '<': case '(': case '[': case '{':
            if (n == sizeof stack)
                return 0;
            stack[n++] = c;
            break;
        case '-':
            if (k + 1 < len && b[k + 1] == '>')
                k++;
            break;
        case '>': case ')': case ']': case '}': {
            char open = c == '>' ? '<' : c == ')' ? '(' : c == ']' ? '[' : '{';
            if (!n || stack[n - 1] != open)
                return 0;
            if (--n == 0)
                return k + 1;
            break;
        }
        case '\n':
            if (one_line)
                return 0;
            break;
        case '\0':
            return 0;
        }
    }
    return 0;
}

/* Whether the `{` at `i` opens a region: it ends its line, and the next
 * line does not read as an attribute entry (`name =`, `name,`, `name}`). */
static bool opens_region(const char *b, size_t len, size_t i)
{
    size_t j = skip_line_blanks(b, len, i + 1);
    if (j < len && b[j] != '\n')
        return false;
    j = skip_space(b, len, j);
    size_t k = j;
    if (k < len && b[k] == '"') {
        for (k++; k < len && b[k] != '"' && b[k] != '\n'; k++)
            if (b[k] == '\\')
                k++;
        k++;
    } else {
        while (k < len && is_ident(b[k]))
            k++;
    }
    if (k == j || k > len)
        return true;
    k = skip_space(b, len, k);
    return !(k < len && (b[k] == '=' || b[k] == ',' || b[k] == '}'));
}

/* The `<`s less the `>`s in [from, to), outside strings and comments,
 * an arrow's `>` and `<=`, `>=` not counted: positive while a type or an
 * attribute is open (`vector<4x` at the end of a line, its `f32>` on the
 * next: the line break does not end the op).  *open_end: the text ends
 * in a token that needs more (`:`, `,`, `=`, `->`), as a generic op's
 * `() ->` before a type on the next line. */
static int angle_balance(const char *b, size_t from, size_t to,
                         bool *open_end)
{
    int n = 0;
    char last = 0, before = 0;
    for (size_t k = from; k < to; k++) {
        char c = b[k];
        if (is_blank(c) || c == '\n')
            continue;
        before = last;
        last = c;
        if (c == '"') {
            for (k++; k < to && b[k] != '"'; k++)
                if (b[k] == '\\')
                    k++;
        } else if (c == '/' && k + 1 < to && b[k + 1] == '/') {
            last = before;
            k = comment_end(b, to, k);
        } else if ((c == '<' || c == '>') && k + 1 < to && b[k + 1] == '=') {
            last = b[++k];
        } else if (c == '<') {
            n++;
        } else if (c == '>' && !(k > from && b[k - 1] == '-')) {
            n--;
        }
    }
    if (open_end)
        *open_end = last == ':' || last == ',' || last == '=' ||
                    (last == '>' && before == '-');
    return n;
}

/* The walk of delimit over an op's text: where it is (`i`), where the
 * kept text since the last region starts (`from`), the open brackets
 * (`st`), and the open `<`s outside brackets, counted up to `seg`
 * (angle_balance). */
typedef struct skim_walk {
    parser *p;
    dlti_op *op;
    const char *b, *name;
    size_t len, name_off;
    bool drop;
    skim_stack *st;
    size_t from, i, end, seg;
    int angles;
    bool stop;         /* the op ends at `end` */
    bool scope_inside; /* dropping: a line inside starts a scope op */
    vec *texts, *regions;
    vec *comments;     /* kept: [start, end) of each `//` comment */
    size_t cseg;       /* kept: the `<`s open at cseg are `cangles` */
    int cangles;
    bool lines;        /* the op goes on past a line break */
    size_t op_indent;  /* kept: the op's line's indentation, once known */
} skim_walk;

/* The indentation of the line the op starts on (where its name is), found
 * by a bounded look back: a line longer than that counts as unindented. */
static size_t op_line_indent(const skim_walk *w)
{
    size_t ls = w->name_off, lim = ls > 4096 ? ls - 4096 : 0;
    while (ls > lim && w->b[ls - 1] != '\n')
        ls--;
    if (ls > 0 && w->b[ls - 1] != '\n')
        return 0;
    size_t n = 0;
    while (ls + n < w->name_off && (w->b[ls + n] == ' ' || w->b[ls + n] == '\t'))
        n++;
    return n;
}

/* The length of out[0, n) without its trailing blanks and line breaks. */
static size_t trim_end(const char *out, size_t n)
{
    while (n && (is_blank(out[n - 1]) || out[n - 1] == '\n'))
        n--;
    return n;
}

/* Where a trailing `loc(...)` of out[0, n) starts (MLIR prints locations
 * only when asked to), or n. */
static size_t trailing_loc(const char *out, size_t n)
{
    if (!n || out[n - 1] != ')')
        return n;
    size_t i = n - 1;
    int depth = 0;
    bool in_str = false;
    for (;; i--) {
        char c = out[i];
        if (c == '"' && (i == 0 || out[i - 1] != '\\'))
            in_str = !in_str;
        else if (!in_str && c == ')')
            depth++;
        else if (!in_str && c == '(' && --depth == 0)
            break;
        if (i == 0)
            break;
    }
    if (depth == 0 && i >= 3 && !memcmp(out + i - 3, "loc", 3) &&
        (i == 3 || !is_ident(out[i - 4])))
        return i - 3;
    return n;
}

enum { QUIRK_NONE, QUIRK_ENDS_IN_SPACE, QUIRK_ONE_SPACE };

/* MLIR 22's printer quirks an op's text is made to follow: the ops whose
 * assembly format ends in a directive that prints nothing after a space
 * end in that space (`llvm.insertvalue %1, %0[0] : !llvm.struct<(i32)> `),
 * written by MLIR or not; mlir-translate-22 writes
 * `llvm.intr.assume %c  : i1` (an empty operand bundle list between the
 * spaces), which MLIR prints with one space once it has read it. */
static int op_quirk(const char *name)
{
    /* (one look at a letter rules out most ops: this runs for each) */
    switch (strncmp(name, "llvm.", 5) == 0 ? name[5] : 0) {
    case 'e':
        return strcmp(name, "llvm.extractvalue") == 0 ? QUIRK_ENDS_IN_SPACE
                                                      : QUIRK_NONE;
    case 'i':
        if (strcmp(name, "llvm.insertvalue") == 0)
            return QUIRK_ENDS_IN_SPACE;
        return strcmp(name, "llvm.intr.assume") == 0 ? QUIRK_ONE_SPACE
                                                     : QUIRK_NONE;
    case 's':
        return strcmp(name, "llvm.shufflevector") == 0 ? QUIRK_ENDS_IN_SPACE
                                                       : QUIRK_NONE;
    default:
        return QUIRK_NONE;
    }
}

/* out[0, n) with each run of spaces outside strings made one; its new
 * length (QUIRK_ONE_SPACE). */
static size_t squeeze_spaces(char *out, size_t n)
{
    size_t k = 0;
    bool str = false;
    for (size_t i = 0; i < n; i++) {
        char c = out[i];
        if (str && c == '\\' && i + 1 < n) {
            out[k++] = c;
            c = out[++i];
        } else if (c == '"') {
            str = !str;
        } else if (!str && c == ' ' && k && out[k - 1] == ' ') {
            continue;
        }
        out[k++] = c;
    }
    return k;
}

/* The text [from, to) of the op `w` walks, copied to the IR as MLIR would
 * print it from what MLIR printed: without its `//` comments (and the
 * blanks before them), its later lines indented relative to the op's
 * line, a line's last spaces kept but the text's (not the space some
 * ops end in: op_quirk), and no trailing `loc(...)`. */
static const char *keep_text(skim_walk *w, size_t from, size_t to, bool last)
{
    const char *b = w->b;
    /* (+2: the space QUIRK_ENDS_IN_SPACE adds, and the NUL) */
    char *out = dl_text_ir_alloc(w->p, to - from + 2);
    if (!out)
        return NULL;
    const size_t *cm = (const size_t *)w->comments->data;
    size_t nc = w->comments->n / 2, ci = 0, n = 0;
    while (ci < nc && cm[2 * ci] < from)
        ci++;
    bool plain = !w->lines && (ci >= nc || cm[2 * ci] >= to);
    if (plain) { /* one line, no comment: the usual op */
        memcpy(out, b + from, to - from);
        n = to - from;
    }
    for (size_t i = from; !plain && i < to;) {
        while (ci < nc && cm[2 * ci] < i) /* (none: recorded in order) */
            ci++;
        /* up to the next line break or comment, in one copy */
        size_t stop = ci < nc && cm[2 * ci] < to ? cm[2 * ci] : to;
        const char *nl = memchr(b + i, '\n', stop - i);
        size_t e = nl ? (size_t)(nl - b) : stop;
        memcpy(out + n, b + i, e - i);
        n += e - i;
        i = e;
        if (i >= to)
            break;
        if (!nl) { /* a comment */
            while (n && (out[n - 1] == ' ' || out[n - 1] == '\t'))
                n--;
            i = cm[2 * ci + 1];
            ci++;
            continue;
        }
        i++;
        /* A line left empty goes; a line's last spaces stay, as MLIR
         * prints some (`scf.index_switch %0 -> i32 `), not its '\r'. */
        size_t e2 = n;
        while (e2 && is_blank(out[e2 - 1]))
            e2--;
        if (!e2 || out[e2 - 1] == '\n')
            n = e2;
        else
            while (out[n - 1] != ' ' && is_blank(out[n - 1]))
                n--;
        if (!n || out[n - 1] != '\n')
            out[n++] = '\n';
        size_t lead = 0;
        while (i + lead < to && (b[i + lead] == ' ' || b[i + lead] == '\t'))
            lead++;
        if (w->op_indent == SIZE_MAX)
            w->op_indent = op_line_indent(w);
        for (size_t k = w->op_indent; k < lead; k++)
            out[n++] = ' ';
        i += lead;
    }
    int quirk = last ? op_quirk(w->name) : QUIRK_NONE;
    if (quirk == QUIRK_ONE_SPACE)
        n = squeeze_spaces(out, n);
    n = trim_end(out, n);
    if (last) {
        size_t l = trailing_loc(out, n);
        if (l < n)
            n = trim_end(out, l);
    }
    if (n && quirk == QUIRK_ENDS_IN_SPACE)
        out[n++] = ' ';
    out[n] = 0;
    return out;
}

/* The error when the op cannot be delimited: at the op, with a note
 * where the reader lost track. */
static dlti_status lost(parser *p, const char *name, bool drop,
                        size_t name_off, size_t at, const char *why, char ch)
{
    dlti_status st = dl_text_err_at(p, name_off, "cannot find the end of %sop "
                               "'%s' (%s)", drop ? "" : "custom ", name,
                               drop ? "read for the data layout only: its "
                                      "text is delimited, not parsed"
                                    : "kept as written: no plugin models it");
    if (ch)
        dl_text_note_at(p, at, why, ch);
    else
        dl_text_note_at(p, at, "%s", why);
    return st == DLTI_OK ? DLTI_ERR_PARSE : st;
}

static dlti_status add_region(skim_walk *w, size_t brace)
{
    parser *p = w->p;
    const char *t = keep_text(w, w->from, brace, false);
    if (!t)
        return DLTI_ERR_NOMEM;
    TRY(VEC_PUSH(p, *w->texts, const char *, t));
    dl_region r;
    memset(&r, 0, sizeof r);
    TRY(VEC_PUSH(p, *w->regions, dl_region, r));
    return DLTI_OK;
}

/* ---- Dropped ops (dlti_parse_scopes) -------------------------------------
 *
 * An op that is no data layout scope is only delimited.  Two things in its
 * text still matter: a scope op nested in its regions (a module in a
 * function: then the op is read as usual, see scope_op_at), and the
 * dialect types it writes, which may define named types (identified LLVM
 * structs), read once per spelling. */

/* Whether a registered op class is a data layout scope. */
static bool class_is_scope(const dl_op_class *c)
{
    return c && (c->is_scope || c->is_module);
}

/* Whether the op name `s` (as written: an undotted name is one of a
 * default dialect) may name a data layout scope. */
static bool name_may_be_scope(parser *p, const char *s, size_t n)
{
    const char *dot = memchr(s, '.', n);
    if (dot)
        return class_is_scope(dl_ir_op_class_resolve(p->ctx, s, n));
    if (n == 6 && !memcmp(s, "module", 6))
        return true;
    for (size_t i = 0; i < p->ctx->n_op_classes; i++) {
        const dl_op_class *c = p->ctx->op_classes[i];
        size_t m = strlen(c->name);
        if (class_is_scope(c) && m > n && c->name[m - n - 1] == '.' &&
            !memcmp(c->name + m - n, s, n))
            return true;
    }
    return false;
}

/* The same, remembered by spelling for the parse (names repeat on every
 * line); out of memory, the answer is yes (the op is then read as usual). */
static bool names_scope(parser *p, const char *s, size_t n)
{
    smap_slot *slot = smap_slot_of(&p->drop.names, s, n, smap_hash(s, n));
    if (!slot)
        return true;
    if (!slot->val) {
        /* (the key copied: the text's pages may be given back) */
        char *key = dl_text_parse_scratch_alloc(p, n);
        if (!key)
            return true;
        memcpy(key, s, n);
        slot->key = key;
        slot->val = name_may_be_scope(p, s, n) ? (void *)"y" : (void *)"";
    }
    return *(const char *)slot->val == 'y';
}

static bool is_value_char(char c) { return is_ident(c) || c == '-'; }

/* Whether the line at `i`, inside a dropped op, starts an op that is (or
 * may be) a data layout scope: `[%r[:N], ... =] name` or `"name"`. */
static bool scope_op_at(parser *p, const char *b, size_t len, size_t i)
{
    i = skip_line_blanks(b, len, i);
    if (i < len && b[i] == '%') {
        for (;;) {
            for (i++; i < len && is_value_char(b[i]);)
                i++;
            if (i < len && b[i] == ':')
                for (i++; i < len && b[i] >= '0' && b[i] <= '9';)
                    i++;
            i = skip_line_blanks(b, len, i);
            if (i >= len || b[i] != ',')
                break;
            i = skip_line_blanks(b, len, i + 1);
            if (i >= len || b[i] != '%')
                return false;
        }
        if (i >= len || b[i] != '=')
            return false;
        i = skip_line_blanks(b, len, i + 1);
    }
    size_t s = i;
    if (i < len && b[i] == '"') {
        for (s = ++i; i < len && b[i] != '"' && b[i] != '\n'; i++)
            if (b[i] == '\\')
                return true; /* an escaped name: read the op as usual */
        if (i >= len || b[i] != '"')
            return false;
    } else {
        while (i < len && is_ident(b[i]))
            i++;
    }
    return i > s && names_scope(p, b + s, i - s);
}

/* The end of the dialect type whose `!` is at `i` (`!ns.name<`), on
 * one line; 0 if not found.  Only a key of the memo below: a wrong end
 * misses it. */
static size_t type_text_end(const char *b, size_t len, size_t i)
{
    size_t k = dl_text_dialect_ident_end((const unsigned char *)b, len, i);
    return k ? symbol_body_end(b, len, k, true) : 0;
}

/* A dialect type at `*i` in a dropped op: parsed the first time its text
 * is seen (it may define a named type), skipped after that.  One that
 * does not parse is left as text, quietly: the full read may not have
 * parsed it either (it may sit in an attribute kept opaque), and errors
 * in dropped ops are for dlti_parse_source to report. */
static dlti_status drop_type(parser *p, size_t *i)
{
    const char *b = p->lx.buf;
    size_t e = type_text_end(b, p->lx.len, *i);
    if (e && smap_get(&p->drop.types, b + *i, e - *i)) {
        *i = e;
        return DLTI_OK;
    }
    dl_diag_held h;
    bool lexerr = p->lexerr;
    unsigned depth = p->depth;
    dl_diag_hold(p->ctx, &h, DL_HOLD_ALL);
    reset_to(p, *i);
    const dlti_type *t = NULL;
    dlti_status st = dl_text_parse_type(p, &t);
    dl_diag_release(p->ctx, &h);
    if (st == DLTI_ERR_NOMEM)
        return st;
    if (st != DLTI_OK) {
        p->lexerr = lexerr;
        p->depth = depth;
        (*i)++;
        return DLTI_OK;
    }
    /* (the key copied: the text's pages may be given back) */
    size_t n = p->prev_end - *i;
    char *key = dl_text_parse_scratch_alloc(p, n ? n : 1);
    if (!key)
        return DLTI_ERR_NOMEM;
    memcpy(key, b + *i, n);
    if (!dl_text_smap_put(&p->drop.types, key, n, (void *)t))
        return nomem(p);
    *i = p->prev_end;
    return DLTI_OK;
}


/* Records the `//` comments in [from, to) (blank lines and comments, or
 * one comment) for keep_text to drop; out of line: rare, and kept out of
 * the walk's loop. */
static COLD dlti_status note_comments(skim_walk *w, size_t from, size_t to)
{
    for (size_t k = from; k + 1 < to; k++)
        if (w->b[k] == '/' && w->b[k + 1] == '/') {
            size_t e = comment_end(w->b, w->len, k);
            /* inside a `<` left open (a dialect symbol's body, over
             * lines or not), MLIR keeps it: it is text, not dropped */
            w->cangles += angle_balance(w->b, w->cseg, k, NULL);
            w->cseg = e;
            if (w->cangles <= 0) {
                TRY(VEC_PUSH(w->p, *w->comments, size_t, k));
                TRY(VEC_PUSH(w->p, *w->comments, size_t, e));
            }
            k = e;
        }
    return DLTI_OK;
}

/* A line break: inside brackets, a dropped op gives way to a scope op
 * starting the next line; outside them the op ends unless its text goes
 * on (an open `<`, a line that continues it). */
static dlti_status walk_newline(skim_walk *w)
{
    if (w->st->n) {
        w->i++;
        w->lines = true;
        if (w->drop && scope_op_at(w->p, w->b, w->len, w->i)) {
            w->st->n = 0;
            w->scope_inside = w->stop = true;
        }
        return DLTI_OK;
    }
    size_t j = skip_space(w->b, w->len, w->i);
    bool open_end = false;
    w->angles += angle_balance(w->b, w->seg, w->i, &open_end);
    w->seg = j;
    if (w->angles <= 0 && !open_end && !continues(w->b, w->len, j)) {
        w->end = w->i;
        w->stop = true;
        return DLTI_OK;
    }
    w->lines = true;
    if (!w->drop)
        TRY(note_comments(w, w->i, j));
    w->i = j;
    return DLTI_OK;
}

static dlti_status walk_string(skim_walk *w)
{
    const char *b = w->b;
    size_t s = w->i++;
    while (w->i < w->len && b[w->i] != '"' && b[w->i] != '\n') {
        if (b[w->i] == '\\' && w->i + 1 < w->len)
            w->i++;
        w->i++;
    }
    if (w->i >= w->len || b[w->i] == '\n')
        return lost(w->p, w->name, w->drop, w->name_off, s,
                    "this string is not terminated", 0);
    w->i++;
    return DLTI_OK;
}

/* A dialect type with a body is parsed for real: an identified struct
 * written here is then defined in the context (`!llvm.struct<"struct.stat">`
 * names it in `dlti layout`), and a body the dialect refuses is an error,
 * as in MLIR. */
static dlti_status walk_dialect_type(skim_walk *w)
{
    if (w->drop)
        return drop_type(w->p, &w->i);
    reset_to(w->p, w->i);
    const dlti_type *t = NULL;
    dlti_status rc = dl_text_parse_type(w->p, &t);
    if (rc == DLTI_OK)
        w->i = w->p->prev_end;
    return rc;
}

/* A region of a kept op, parsed for real; the text before it is kept.
 * The regions grow in scratch memory and go to the arena with the op (no
 * block points back at its region). */
static dlti_status walk_region(skim_walk *w)
{
    parser *p = w->p;
    w->angles += angle_balance(w->b, w->seg, w->i, NULL);
    dlti_status rc = add_region(w, w->i);
    if (rc != DLTI_OK)
        return rc;
    reset_to(p, w->i);
    /* (only this call pushes to `regions`: the slot stays put) */
    p->skim_depth++;
    size_t fwd_mark = p->ssa.fwd.n;
    rc = dl_text_parse_region(p, w->op,
                         &VEC_AT(*w->regions, dl_region, w->regions->n - 1),
                         NULL, 0, false);
    p->skim_depth--;
    if (rc == DLTI_OK)
        dl_text_ssa_skim_region_end(p, fwd_mark);
    if (rc != DLTI_OK) {
        if (p->tok.kind == DL_TOK_EOF)
            dl_text_note_at(p, w->i, "the region of '%s' opened here is not "
                       "closed", w->name);
        return rc;
    }
    /* just after the region's `}` (no `<` is open across a region) */
    w->from = w->i = w->seg = w->cseg = p->prev_end;
    w->cangles = 0;
    return DLTI_OK;
}

static dlti_status walk_open(skim_walk *w, char c)
{
    skim_stack *st = w->st;
    if (w->p->depth + st->n >= DL_MAX_NESTING) {
        dlti_loc l = loc_at(w->p, w->i);
        return dl_error(w->p->ctx, DLTI_ERR_LIMIT, &l,
                        "nesting is too deep (more than %d levels)",
                        DL_MAX_NESTING);
    }
    if (!st->n)
        w->angles += angle_balance(w->b, w->seg, w->i, NULL);
    st->off[st->n] = w->i;
    st->ch[st->n++] = c;
    w->i++;
    return DLTI_OK;
}

/* A closing bracket: its opening one's pair, or at depth 0 a `}` that
 * ends the enclosing region (and the op). */
static dlti_status walk_close(skim_walk *w, char c)
{
    skim_stack *st = w->st;
    if (!st->n && c == '}') {
        w->end = w->i;
        w->stop = true;
        return DLTI_OK;
    }
    if (!st->n)
        return lost(w->p, w->name, w->drop, w->name_off, w->i,
                    "unbalanced '%c' character", c);
    char open = st->ch[st->n - 1];
    char want = open == '(' ? ')' : open == '[' ? ']' : '}';
    if (c != want) {
        dlti_status rc = lost(w->p, w->name, w->drop, w->name_off, w->i,
                              "unbalanced '%c' character", c);
        dl_text_note_at(w->p, st->off[st->n - 1], "'%c' opened here", open);
        return rc;
    }
    if (!--st->n)
        w->seg = w->i + 1;
    w->i++;
    return DLTI_OK;
}

/* Past the body of the dialect symbol whose `<` is at `k`, read as MLIR
 * reads it (symbol_body_end); the `<`s counted before it.  One not closed
 * is left to the reader from its `<` on (and no later one is looked for:
 * each would scan to the end). */
static dlti_status skip_symbol_body(skim_walk *w, size_t k)
{
    const char *b = w->b;
    size_t e = w->p->skim_body_unclosed
                   ? 0
                   : symbol_body_end(b, w->len, k, false);
    if (!e) {
        w->p->skim_body_unclosed = true;
        w->i = k;
        return DLTI_OK;
    }
    if (!w->st->n) {
        w->angles += angle_balance(b, w->seg, w->i, NULL);
        w->seg = e;
    }
    /* (a body over lines: the kept text has lines, indented as written) */
    if (memchr(b + k, '\n', e - k))
        w->lines = true;
    w->i = e;
    return DLTI_OK;
}

/* At `!` or `#` (one scan of the name after it): a dialect symbol with a
 * body.  `!ns.name<` is a type, parsed; the opaque form `!ns<body>` and
 * the attributes `#ns<body>` and `#ns.name<body>` have their body read as
 * MLIR reads it before any dialect sees it (parseDialectSymbolBody:
 * balanced brackets and strings; its line breaks and `//` are text, not a
 * comment, as MLIR keeps them).  Else an alias or a symbol without body,
 * plain text.  (A `//` in an attribute's body ended the line here: the
 * full read accepted an op that the layout-only read found unclosed,
 * fuzz_query.) */
static dlti_status walk_sigil(skim_walk *w)
{
    bool dotted;
    size_t k = dl_text_sigil_ident_end((const unsigned char *)w->b, w->len,
                                       w->i, &dotted);
    if (k == w->i + 1 || k >= w->len || w->b[k] != '<') {
        w->i = k;
        return DLTI_OK;
    }
    if (dotted && w->b[w->i] == '!')
        return walk_dialect_type(w);
    return skip_symbol_body(w, k);
}

/* One step at a byte the `special` table marks. */
static dlti_status walk_step(skim_walk *w)
{
    const char *b = w->b;
    char c = b[w->i];
    if (c == '\n')
        return walk_newline(w);
    if (c == '/' && w->i + 1 < w->len && b[w->i + 1] == '/') {
        size_t at = w->i;
        w->i = comment_end(b, w->len, w->i);
        return w->drop ? DLTI_OK : note_comments(w, at, w->i);
    }
    if (c == '"')
        return walk_string(w);
    if (c == '!' || c == '#')
        return walk_sigil(w);
    if (c == '{' && !w->drop && !w->st->n && opens_region(b, w->len, w->i))
        return walk_region(w);
    if (c == '(' || c == '[' || c == '{')
        return walk_open(w, c);
    if (c == ')' || c == ']' || c == '}')
        return walk_close(w, c);
    w->i++;
    return DLTI_OK;
}

/* The kept op takes its texts and regions. */
static dlti_status keep_skimmed(skim_walk *w)
{
    parser *p = w->p;
    dlti_op *op = w->op;
    const char *t = keep_text(w, w->from, w->end, true);
    if (!t)
        return DLTI_ERR_NOMEM;
    TRY(VEC_PUSH(p, *w->texts, const char *, t));
    if (w->regions->n > UINT_MAX / 4)
        return dl_text_err_at(p, w->name_off, "too many regions");
    op->skimmed = 1;
    op->nregions = (unsigned)w->regions->n;
    if (w->regions->n) {
        op->regions = dl_text_vec_to_arena(p, w->regions, sizeof(dl_region));
        if (!op->regions)
            return DLTI_ERR_NOMEM;
    }
    op->skim_texts = dl_text_vec_to_arena(p, w->texts, sizeof(const char *));
    if (!op->skim_texts)
        return DLTI_ERR_NOMEM;
    p->skimmed = true;
    reset_to(p, w->end);
    return DLTI_OK;
}

/* Delimits the op whose name ends at `name_end`.  `op`: the op to keep it
 * in (dl_text_skim_op), NULL to drop it (dl_text_drop_op: then *scope_inside is set,
 * and nothing consumed, when a line inside starts a scope op). */
static dlti_status delimit(parser *p, dlti_op *op, const char *name,
                           size_t name_off, size_t name_end,
                           bool *scope_inside)
{
    /* One stack per parse, in scratch memory: an op's regions start at
     * depth 0 only, so the ops read inside them find it empty and leave
     * it so. */
    if (!p->skim_stack &&
        !(p->skim_stack = dl_text_parse_scratch_alloc(p, sizeof(skim_stack))))
        return DLTI_ERR_NOMEM;
    VEC_LOCAL(texts, const char *, 4);
    VEC_LOCAL(comments, size_t, 8);
    vec regions = {0};
    skim_walk w = {
        .p = p, .op = op, .b = p->lx.buf, .name = name, .len = p->lx.len,
        .name_off = name_off, .drop = !op, .st = p->skim_stack,
        .from = name_end, .i = name_end, .end = p->lx.len, .seg = name_end,
        .texts = &texts, .regions = &regions, .comments = &comments,
        .op_indent = SIZE_MAX, .cseg = name_end,
    };
    w.st->n = 0;
    dlti_status rc = DLTI_OK;
    while (rc == DLTI_OK && !w.stop) {
        if (w.i >= w.len) {
            if (w.st->n)
                rc = lost(p, name, w.drop, name_off, w.st->off[w.st->n - 1],
                          "'%c' opened here is not closed",
                          w.st->ch[w.st->n - 1]);
            w.end = w.len;
            break;
        }
        /* most bytes need no look: skip them in a tight loop (on a
         * local: `w` is in memory, its address given to the steps) */
        size_t i = w.i;
        while (i < w.len && !special[(unsigned char)w.b[i]])
            i++;
        w.i = i;
        if (w.i < w.len)
            rc = walk_step(&w);
    }
    if (rc == DLTI_OK && w.scope_inside) {
        *scope_inside = true;
        return DLTI_OK;
    }
    if (rc == DLTI_OK && w.drop) {
        reset_to(p, w.end);
        return DLTI_OK;
    }
    if (rc == DLTI_OK)
        rc = keep_skimmed(&w);
    w.st->n = 0;
    return rc;
}

dlti_status dl_text_skim_op(parser *p, dlti_op *op, size_t name_off,
                       size_t name_end)
{
    return delimit(p, op, op->name, name_off, name_end, NULL);
}

dlti_status dl_text_drop_op(parser *p, const char *name, size_t name_off,
                       size_t name_end, bool *scope_inside)
{
    *scope_inside = false;
    return delimit(p, NULL, name, name_off, name_end, scope_inside);
}

/* The next successor `^label` of a skimmed op's text `t0` from `t`: its
 * start (*n its length), or NULL.  A `^` in a string or in a `<...>` body
 * is none; `angles` carries the depth of `<` from one text of the op to
 * the next. */
const char *dl_text_skim_label(const char *t0, const char *t,
                               unsigned *angles, size_t *n)
{
    if (t == t0 && !strchr(t0, '^'))
        return NULL;
    for (; (t = strpbrk(t, "\"^<>")); t++) {
        if (*t == '"') {
            while (t[1] && t[1] != '"')
                t += t[1] == '\\' && t[2] ? 2 : 1;
            if (!*++t)
                return NULL;
        } else if (*t == '<') {
            (*angles)++;
        } else if (*t == '>') {
            *angles -= *angles && !(t > t0 && t[-1] == '-');
        } else if (!*angles) {
            size_t k = 1;
            /* (a label's characters, as the lexer has them) */
            while (dl_text_lex_class[(unsigned char)t[k]] & DL_CC_ID)
                k++;
            if (k > 1) {
                *n = k;
                return t;
            }
        }
    }
    return NULL;
}

/* Whether a skimmed op names a successor block. */
bool dl_text_skimmed_branches(const dlti_op *op)
{
    unsigned angles = 0;
    size_t n;
    for (unsigned k = 0; k <= op->nregions; k++)
        if (dl_text_skim_label(op->skim_texts[k], op->skim_texts[k], &angles,
                               &n))
            return true;
    return false;
}

bool dl_text_op_class_is_scope(const dl_op_class *c) { return class_is_scope(c); }

/* Whether a custom op `name` whose class is not registered is read by
 * dl_text_skim_op: MLIR 22 defines it (in a dialect with or without plugin). */
bool dl_text_skim_wanted(parser *p, const char *name, size_t n)
{
    /* `name` is interned: remembered by address, as op names repeat */
    size_t h = ((uintptr_t)name >> 4) & (SKIM_CACHE - 1);
    if (p->skim_cache[h].name == name)
        return p->skim_cache[h].wanted;
    bool w = dl_ir_mlir_op_defined(name, n) == 1;
    p->skim_cache[h].name = name;
    p->skim_cache[h].wanted = w;
    return w;
}
