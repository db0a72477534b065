/* symbol.c - dialect symbols `!ns.name<...>` and `#ns.name<...>`: their
 * bodies (scanned balanced, kept opaque when no dialect parses them) and
 * the dialects' parse hooks. */
#include "config.h"

#include "mlir_names.h"
#include "parser.h"

/* ===================================================================== */
/* Dialect symbols: !ns.name<...>, #ns<...>, aliases                      */
/* ===================================================================== */

/* A '<' of a scanned symbol body and the offset just past its '>'. */
typedef struct sym_end {
    size_t open, end;
} sym_end;

/* Where the '<' at `off` closes, when the last scan passed it; else 0. */
static size_t known_end(const parser *p, size_t off)
{
    const vec *v = &p->memo.sym_ends;
    const sym_end *e = (const sym_end *)v->data;
    if (p->memo.sym_buf != p->lx.buf || !v->n || off < e[0].open ||
        off > e[v->n - 1].open)
        return 0;
    size_t lo = 0, hi = v->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (e[mid].open < off)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < v->n && e[lo].open == off ? e[lo].end : 0;
}

/* reset_to for a move inside the body last scanned: when that body is
 * one line, the lexer's line stays as it is, and is not counted again
 * over the text crossed (which, level by level of nesting, would read
 * the body once per level). */
static void move_to(parser *p, size_t off)
{
    const pstate_memos *m = &p->memo;
    if (m->sym_buf == p->lx.buf && m->sym_one_line && off >= m->sym_lo &&
        off <= m->sym_hi && p->lx.pos >= m->sym_lo && p->lx.pos <= m->sym_hi) {
        p->lx.pos = off;
        next(p);
        p->prev_end = off;
        return;
    }
    reset_to(p, off);
}

/* MLIR's parseDialectSymbolBody: the current token is a '<'; scans the
 * balanced body and sets *end to just after its closing '>'.  Lexing then
 * continues at *end.  The scan records where each '<' in the body closes,
 * so that the bodies nested in it (a dialect parsing the body meets them
 * again, level by level) are found without scanning them again: a body
 * is scanned once however deep it nests. */
static dlti_status scan_symbol_body(parser *p, size_t *end)
{
    size_t pos = p->tok.off, start = pos;
    size_t known = known_end(p, pos);
    if (known) {
        *end = known;
        move_to(p, known);
        return DLTI_OK;
    }
    char *stack = NULL;
    size_t n = 0, cap = 0;
    size_t *opens = NULL; /* record index of each '<' on the stack */
    size_t nopen = 0;
    vec *ends = &p->memo.sym_ends;
    dlti_status st = DLTI_OK;
    ends->n = 0;
    p->memo.sym_buf = NULL; /* valid again once the scan succeeds */
    do {
        int c = pos < p->lx.len ? (unsigned char)p->lx.buf[pos] : 0;
        pos++;
        switch (c) {
        case 0:
            if (n)
                st = dl_text_err_cur(p, "unbalanced '%c' character in pretty dialect "
                                "name", stack[n - 1]);
            else
                st = dl_text_err_cur(p, "unexpected nul or EOF in pretty dialect name");
            goto out;
        case '<':
        case '[':
        case '(':
        case '{':
            if (n == cap) {
                size_t nc = cap ? cap * 2 : 16;
                char *ns = realloc(stack, nc);
                size_t *no = realloc(opens, nc * sizeof *opens);
                if (ns)
                    stack = ns;
                if (no)
                    opens = no;
                if (!ns || !no) {
                    st = nomem(p);
                    goto out;
                }
                cap = nc;
            }
            stack[n++] = (char)c;
            if (c == '<') {
                sym_end *e = vec_push(p, ends, sizeof *e);
                if (!e) {
                    st = DLTI_ERR_NOMEM;
                    goto out;
                }
                *e = (sym_end){pos - 1, 0};
                opens[nopen++] = ends->n - 1;
            }
            continue;
        case '-':
            if (pos < p->lx.len && p->lx.buf[pos] == '>')
                pos++;
            continue;
        case '>':
        case ']':
        case ')':
        case '}': {
            char open = c == '>' ? '<' : c == ']' ? '[' : c == ')' ? '(' : '{';
            if (stack[--n] != open) {
                st = dl_text_err_cur(p, "unbalanced '%c' character in pretty dialect "
                                "name", stack[n]);
                goto out;
            }
            if (c == '>')
                ((sym_end *)ends->data)[opens[--nopen]].end = pos;
            break;
        }
        case '"':
            /* let the lexer skip the string */
            reset_to(p, pos - 1);
            if (p->tok.kind != DL_TOK_STRING) {
                st = DLTI_ERR_PARSE; /* the lexer reported it */
                goto out;
            }
            pos = p->tok.off + p->tok.len;
            break;
        default:
            continue;
        }
    } while (n);
    *end = pos;
    p->memo.sym_buf = p->lx.buf;
    p->memo.sym_lo = start;
    p->memo.sym_hi = pos;
    p->memo.sym_one_line = !memchr(p->lx.buf + start, '\n', pos - start);
    reset_to(p, pos);
out:
    free(stack);
    free(opens);
    return st;
}

/* dl_ir_symbol_body_is_pretty for the data of a symbol just scanned: an
 * `ident<...>` body is checked through the scan's record, not scanned
 * again at each level of nesting. */
static bool body_is_pretty(const parser *p, size_t off, size_t n)
{
    const char *s = p->lx.buf + off;
    size_t i = 0;
    while (i < n && ((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
                     (s[i] >= '0' && s[i] <= '9') || s[i] == '.' || s[i] == '_'))
        i++;
    size_t known = i < n && s[i] == '<' ? known_end(p, off + i) : 0;
    if (!known || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z')))
        return dl_ir_symbol_body_is_pretty(s, n);
    return known == off + n;
}

typedef struct ext_sym {
    size_t tok_off;        /* the '#'/'!' token */
    const char *ns;        /* into the buffer */
    size_t ns_len;
    size_t data_off, data_len; /* the symbol data (MLIR's symbolData) */
    bool pretty;           /* `ns.name` rather than `ns<...>` */
    const void *alias;     /* set when the symbol was an alias */
} ext_sym;

/* MLIR's parseExtendedSymbol, up to the point where the dialect is asked:
 * resolves aliases and finds the symbol data. */
static dlti_status parse_ext_sym(parser *p, smap *aliases, ext_sym *s)
{
    dl_token t = p->tok;
    const char *ident = ttext(p, t) + 1;
    size_t ilen = t.len - 1;
    memset(s, 0, sizeof *s);
    s->tok_off = t.off;
    next(p);
    const char *dot = memchr(ident, '.', ilen);
    bool pretty = dot != NULL;
    bool trailing = p->tok.kind == DL_TOK_LESS && p->tok.off == t.off + t.len;
    if (!trailing && !pretty) {
        const alias_def *a = dl_text_alias_get(aliases, ident, ilen);
        if (!a)
            return dl_text_err_wrong(p, "undefined symbol alias id '%.*s'", (int)ilen,
                             ident);
        TRY(dl_text_use_alias(p, a, t.off, t.len));
        const void *v = a->value;
        if (p->written.aliases.n && aliases == &p->alias.attr &&
            dl_ir_attr_kind_of((const dlti_attr *)v) == DL_AT_DL_SPEC)
            dl_text_written_alias_use(p, ident, ilen);
        s->alias = v;
        return DLTI_OK;
    }
    s->ns = ident;
    s->pretty = pretty;
    s->ns_len = pretty ? (size_t)(dot - ident) : ilen;
    if (!pretty) {
        size_t start = p->tok.off, end;
        TRY(scan_symbol_body(p, &end));
        s->data_off = start + 1;
        s->data_len = end - start - 2;
    } else {
        s->data_off = t.off + 1 + s->ns_len + 1;
        size_t end = t.off + t.len;
        if (trailing)
            TRY(scan_symbol_body(p, &end));
        s->data_len = end - s->data_off;
    }
    return DLTI_OK;
}

bool dl_text_valid_namespace(const char *s, size_t n)
{
    if (n == 0)
        return false;
    if (!((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z') || s[0] == '_'))
        return false;
    for (size_t i = 1; i < n; i++)
        if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
              (s[i] >= '0' && s[i] <= '9') || s[i] == '_' || s[i] == '$'))
            return false;
    return true;
}

static bool ident_start(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

/* The text after a ref in an opaque body, from `seg`: where it starts,
 * with a space put in `b` first when it would join the ref as printed.
 * A ref prints as the printer prints its object, which may be shorter
 * than written (`!llvm.ptr<0>` prints `!llvm.ptr`, `!llvm.ppc_fp128<3>`
 * and `!llvm.x86_amx-` lose what the llvm dialect ignores, as in MLIR
 * 22), or an alias name: text starting with a name character would then
 * make a longer name of it when read again (`!llvm.ptr4`).  So such text
 * gets a space before it when the input had none: the body is then the
 * same when its printed form is read again (issue 25, R3; a '<' is the
 * printer's, dl_text_pr_text_refs).  The '-' of an arrow `->` that a
 * modelled ref took as the last character of its name (`!llvm.x86_amx->`)
 * is the text's: printed without it, the '>' would close the body. */
static size_t ref_separator(parser *p, size_t seg, size_t end,
                            const dlti_attr *a, const dlti_type *t, bool kept,
                            dl_buf *b)
{
    const char *s = p->lx.buf;
    if (seg >= end)
        return seg;
    bool opaque = a ? dl_ir_attr_kind_of(a) == DL_AT_OPAQUE
                    : dl_ir_type_kind_of(t) == DL_TY_OPAQUE;
    if (!opaque && s[seg] == '>' && s[seg - 1] == '-')
        seg--;
    if (dl_text_lex_class[(unsigned char)s[seg]] & DL_CC_ID) {
        dl_buf_put(b, " ", 1);
    } else if (s[seg] == '<' && kept) {
        /* A '<' right after a kept ref gets the printer's space here, so
         * that the body read back is this one (`#i<> : i4<>` prints
         * `#i<> : i4 <>`; found by fuzz_type, nineteenth stop). */
        dl_apart how;
        if (!dl_text_pr_apart_of(a ? (const void *)a : (const void *)t, !a,
                                 &how))
            b->failed = true;
        else if (how == DL_APART_SPACE)
            dl_buf_put(b, " ", 1);
    }
    return seg;
}

/* Whether the printed text of an object holds what MLIR's printer names
 * by an alias of its own (print/alias.c: affine maps and sets,
 * locations; strings aside): such an object stays a ref, printed under
 * its alias name in a module as MLIR 22 prints it (a tuple's alias, of
 * more than 16 types, is not kept: a tuple is its text like the rest). */
static bool may_alias(const char *t)
{
    for (; *t; t++) {
        if (*t == '"') {
            while (t[1] && t[1] != '"')
                t += t[1] == '\\' && t[2] ? 2 : 1;
            if (!t[1])
                return false;
            t++;
        } else if (!strncmp(t, "affine_map<", 11) ||
                   !strncmp(t, "affine_set<", 11) || !strncmp(t, "loc(", 4)) {
            return true;
        }
    }
    return false;
}

/* The text to put in an opaque body in place of a ref to `obj`, or NULL
 * to keep the ref.  A builtin object prints without a '#'/'!' (`#a` of
 * `#a = 42 : i32` prints `42 : i32`), so its printed form read again is
 * text, not a ref: the body holds that text, as written in its place,
 * and `!vector<x#a>` is `!vector<x42 : i32>` (issue 25, R4).  Decided
 * once per object (its text printed once); the text put in over a file is
 * bounded (16 bytes a byte of input and 1 MiB: an alias used many times
 * must not make a large body of a small file), past which refs stay. */
static dlti_status bare_text(parser *p, const void *obj, bool is_type,
                             uint64_t full, const char **out)
{
    pstate_memos *m = &p->memo;
    size_t i;
    *out = NULL;
    size_t budget = 16 * p->lx.len + ((size_t)1 << 20);
    if (m->inlined > budget || full > budget - m->inlined)
        return DLTI_OK; /* (not printed to see it: `full` is its text's size) */
    if (!dl_ir_pm_get(&m->bare, obj, &i)) {
        char *t = NULL;
        /* Opaque and dialect objects print as `!ns...`/`#ns...` (their
         * symbol): they stay refs, and are not printed to see it (a
         * dialect type nesting others printed at each level took the
         * depth times the input; twentieth stop's review). */
        bool symbol = is_type ? dl_ir_type_kind_of(obj) == DL_TY_OPAQUE ||
                                    dl_ir_type_kind_of(obj) == DL_TY_DIALECT
                              : dl_ir_attr_kind_of(obj) == DL_AT_OPAQUE ||
                                    dl_ir_attr_kind_of(obj) == DL_AT_DIALECT;
        /* A location, an affine map or set prints under its own alias:
         * a ref, as may_alias below would find (not printed to see it: a
         * C++ file's thousands of locations hold its DWARF metadata, each
         * printed in full took the run 10 times mlir-opt-22's). */
        symbol = symbol || (!is_type && dl_text_attr_has_alias(obj));
        /* (what is printed to see is bounded as what is put in) */
        if (!symbol && m->printed <= budget) {
            t = is_type ? dl_text_type_text(obj) : dl_text_attr_text(obj);
            if (!t)
                return nomem(p);
            m->printed += strlen(t);
            if (t[0] == '#' || t[0] == '!' || !t[0] || may_alias(t)) {
                free(t);
                t = NULL;
            }
        }
        char **slot = vec_push(p, &m->bare_text, sizeof *slot);
        if (!slot) {
            free(t);
            return DLTI_ERR_NOMEM;
        }
        *slot = t;
        i = m->bare_text.n;
        dl_ir_pm_put(&m->bare, obj, i);
        if (m->bare.failed)
            return nomem(p);
    }
    const char *t = ((char **)m->bare_text.data)[i - 1];
    if (!t)
        return DLTI_OK;
    size_t n = strlen(t);
    if (n > budget - m->inlined)
        return DLTI_OK;
    m->inlined += n;
    *out = t;
    return DLTI_OK;
}

dlti_status dl_text_scan_refs_into(parser *p, size_t start, size_t end,
                                   uint32_t angles, bool inline_bare,
                                   dl_buf *b, dl_text_refs *r)
{
    dlti_status st = DLTI_OK;
    size_t pos = start, seg = pos;
    while (pos < end) {
        char c = p->lx.buf[pos];
        if (c == '<' || (c == '>' && angles && p->lx.buf[pos - 1] != '-')) {
            angles += c == '<' ? 1 : (uint32_t)-1;
            pos++;
            continue;
        }
        if (c == '"') {
            reset_to(p, pos);
            if (p->tok.kind != DL_TOK_STRING)
                return DLTI_ERR_PARSE; /* the lexer reported it */
            pos = p->tok.off + p->tok.len;
            continue;
        }
        if ((c != '#' && c != '!') || pos + 1 >= end ||
            !ident_start((unsigned char)p->lx.buf[pos + 1])) {
            pos++;
            continue;
        }
        dl_buf_put(b, p->lx.buf + seg, pos - seg);
        move_to(p, pos);
        const dlti_attr *a = NULL;
        const dlti_type *t = NULL;
        /* nested bodies recurse: bounded like any nesting */
        if ((st = enter(p)) != DLTI_OK)
            return st;
        p->alias.last_full = 0; /* (an alias used sets it) */
        st = c == '#' ? dl_text_parse_extended_attr(p, &a)
                      : dl_text_parse_extended_type(p, &t);
        leave(p);
        if (st != DLTI_OK)
            return st;
        const void *obj = c == '#' ? (const void *)a : (const void *)t;
        const char *text = NULL;
        if (inline_bare && (st = bare_text(p, obj, c == '!', p->alias.last_full,
                                           &text)) != DLTI_OK)
            return st;
        size_t resume = p->prev_end;
        if (text && strpbrk(text, "#!")) {
            /* its dialect objects are refs, as when read again; a printed
             * form that does not read back (F1: `#v9<c---->`) leaves the
             * ref as it was */
            size_t len = b->len, n = r->n;
            st = dl_text_scan_refs_of(p, text, strlen(text), angles, b, r);
            if (st == DLTI_ERR_NOMEM)
                return st;
            reset_to(p, resume);
            p->prev_end = resume;
            if (st != DLTI_OK) {
                b->len = len;
                r->n = n;
                text = NULL;
            }
        } else if (text) {
            dl_buf_puts(b, text);
        }
        if (!text) {
            if (!dl_array_reserve((void **)&r->v, &r->cap, r->n, sizeof *r->v,
                                  8))
                return nomem(p);
            r->v[r->n++] = (dl_opaque_ref){b->len, obj, c == '!',
                                           angles > 1 ? angles - 1 : 0};
        }
        pos = seg = resume;
        seg = ref_separator(p, seg, end, a, t, text == NULL, b);
    }
    dl_buf_put(b, p->lx.buf + seg, end - seg);
    return DLTI_OK;
}

/* The opaque body as the printer wants it: the symbol data when MLIR
 * would print it in pretty form (`!ns.body`), else `<data>` (`!ns<data>`);
 * `suffix` (a trailing ` : type`) is appended.  With `resolve` (a dialect
 * MLIR 22 has, which parses the body), each `#x`/`!x` in the body, an
 * alias use or a dialect symbol, is parsed and becomes a ref: its text
 * is cut out of the body and the object kept, so that it prints as the
 * printer prints it (an alias the file defined prints under the name the
 * printer gives it), or a builtin object's text is put in (bare_text).
 * Without it the body is kept as written, as MLIR keeps the body of an
 * unregistered dialect's symbol. */
dlti_status dl_text_scan_refs(parser *p, size_t start, size_t end, dl_buf *b,
                         dl_opaque_ref **refs, size_t *n_refs)
{
    dl_text_refs r = {0};
    dlti_status st = dl_text_scan_refs_into(p, start, end, 0, true, b, &r);
    if (st != DLTI_OK) {
        free(r.v);
        return st;
    }
    *refs = r.v;
    *n_refs = r.n;
    return DLTI_OK;
}

/* Whether the body scanned into `b`, with `refs`, prints in pretty form:
 * each ref prints balanced and with a '#'/'!' first, which is all the
 * check looks at (the text put in for an alias decides it as its written
 * form would: `!vector<!t>` of `!t = i32` is `!vector.i32`). */
static bool scanned_is_pretty(const dl_buf *b, size_t from,
                              const dl_opaque_ref *refs, size_t n_refs)
{
    dl_buf t = {0};
    for (size_t i = 0; i < n_refs; i++) {
        dl_buf_put(&t, b->data + from, refs[i].at - from);
        dl_buf_put(&t, "#", 1);
        from = refs[i].at;
    }
    dl_buf_put(&t, b->data + from, b->len - from);
    bool pretty = !t.failed &&
                  dl_ir_symbol_body_is_pretty(t.data ? t.data : "", t.len);
    dl_buf_free(&t);
    return pretty;
}

static dlti_status opaque_body(parser *p, const ext_sym *s,
                               const char *suffix, bool resolve,
                               const char **body, dl_opaque_ref **refs,
                               size_t *n_refs)
{
    const char *d = p->lx.buf + s->data_off;
    size_t n = s->data_len;
    dl_buf b = {0};
    dlti_status st = DLTI_OK;
    *body = NULL;
    *refs = NULL;
    *n_refs = 0;
    size_t inlined = p->memo.inlined;
    bool wrap = !body_is_pretty(p, s->data_off, n);
    if (wrap)
        dl_buf_put(&b, "<", 1);
    if (resolve)
        st = dl_text_scan_refs(p, s->data_off, s->data_off + n, &b, refs, n_refs);
    else
        dl_buf_put(&b, d, n);
    if (st != DLTI_OK)
        goto out;
    /* Text put in for an alias decides the form as the written text
     * would; only then may the '<' have to go or come. */
    if (p->memo.inlined != inlined && !b.failed &&
        scanned_is_pretty(&b, wrap, *refs, *n_refs) == wrap) {
        if (wrap) {
            memmove(b.data, b.data + 1, b.len - 1);
            b.len--;
            for (size_t i = 0; i < *n_refs; i++)
                (*refs)[i].at--;
        } else {
            dl_buf_put(&b, "", 1); /* room for the '<' */
            if (!b.failed) {
                memmove(b.data + 1, b.data, b.len - 1);
                b.data[0] = '<';
            }
            for (size_t i = 0; i < *n_refs; i++)
                (*refs)[i].at++;
        }
        wrap = !wrap;
    }
    if (wrap)
        dl_buf_put(&b, ">", 1);
    if (suffix)
        dl_buf_puts(&b, suffix);
    if (b.failed) {
        st = nomem(p);
        goto out;
    }
    *body = dl_text_intern(p, b.data ? b.data : "", b.len);
    if (!*body)
        st = DLTI_ERR_NOMEM;
out:
    if (st != DLTI_OK) {
        free(*refs);
        *refs = NULL;
        *n_refs = 0;
    }
    dl_buf_free(&b);
    return st;
}

/* The opaque type (`is_type`) or attribute of the symbol `s`, with an
 * attribute's trailing `type`; the lexer is left where it was. */
static dlti_status make_opaque(parser *p, const ext_sym *s,
                               const dlti_type *type, bool is_type,
                               bool resolve, const void **out)
{
    char *suffix = NULL;
    if (!is_type && type && dl_ir_type_kind_of(type) != DL_TY_NONE) {
        char *tt = dl_text_type_text(type);
        dl_buf b = {0};
        dl_buf_printf(&b, " : %s", dl_or_lost(tt));
        free(tt);
        suffix = dl_buf_take(&b);
        if (!suffix)
            return nomem(p);
    }
    const char *ns = dl_text_intern(p, s->ns, s->ns_len);
    if (!ns) {
        free(suffix);
        return DLTI_ERR_NOMEM;
    }
    size_t resume = p->tok.off, resume_prev = p->prev_end;
    const char *body;
    dl_opaque_ref *refs;
    size_t n;
    dlti_status st = opaque_body(p, s, suffix, resolve, &body, &refs, &n);
    free(suffix);
    if (st != DLTI_OK)
        return st;
    *out = is_type ? (const void *)dl_ir_opaque_type_refs(p->ctx, ns, body, refs, n)
                   : (const void *)dl_ir_opaque_attr_refs(p->ctx, ns, body, refs,
                                                       n);
    free(refs);
    if (!*out)
        return DLTI_ERR_NOMEM;
    if (p->tok.off != resume)
        reset_to(p, resume);
    /* Even at the same token: a ref's parse in the body moved prev_end
     * back into it when what follows the ref (a `//` comment up to the
     * line's end) ends where the symbol does, and the body that encloses
     * this symbol would take its text again from there. */
    p->prev_end = resume_prev;
    return DLTI_OK;
}

static bool ns_is(const ext_sym *s, const char *name)
{
    size_t n = strlen(name);
    return s->ns_len == n && memcmp(s->ns, name, n) == 0;
}

/* Whether MLIR 22 defines the mnemonic `t` as a type (`type`) or
 * attribute of the dialect of `s`, and `t` lies in the symbol data of `s`:
 * such a mnemonic is kept opaque with that data as its body, which must
 * hold it
 * (`#llvm. loop_annotation` has no data: the lexer found the word after
 * it; kept opaque, it printed `#llvm<>`, which does not parse; found by
 * fuzz_type, nineteenth stop). */
static bool mlir_defines(parser *p, const ext_sym *s, dl_token t, bool type)
{
    if (t.off < s->data_off || t.off + t.len > s->data_off + s->data_len)
        return false;
    return (type ? dl_ir_mlir_type_defined
                 : dl_ir_mlir_attr_defined)(s->ns, s->ns_len, ttext(p, t),
                                            t.len) == 1;
}

/* A note naming the registered type (`types`) or attribute class of the
 * dialect closest to the unknown name `kw`, or else the closest name MLIR
 * 22 defines in that dialect, if one is close. */
static void suggest_class(parser *p, size_t off, dl_token kw,
                          const ext_sym *s, const void *const *classes,
                          size_t n, bool types)
{
    const char **names = n ? malloc(n * sizeof *names) : NULL;
    if (n && !names)
        return;
    for (size_t i = 0; i < n; i++)
        names[i] = types ? ((const dlti_type_class *)classes[i])->name
                         : ((const dlti_attr_class *)classes[i])->name;
    const char *near = dl_suggest(ttext(p, kw), kw.len, names, n);
    /* then among what MLIR 22 defines (kept opaque) */
    if (!near)
        near = dl_ir_mlir_suggest(s->ns, s->ns_len, ttext(p, kw), kw.len, types);
    if (near) {
        dlti_loc at = loc_at(p, off);
        dl_note_extra(p->ctx, &at, "did you mean `%s`?", near);
    }
    free(names);
}

/* Makes sure a failing hook left a diagnostic behind. */
static dlti_status hook_result(parser *p, dlti_status st, unsigned errs_before,
                               const void *result, size_t loc, const char *what)
{
    if (st == DLTI_OK && result)
        return DLTI_OK;
    if (dl_error_count(p->ctx) == errs_before && p->tok.kind != DL_TOK_ERROR)
        dl_text_err_at(p, loc, "failed to parse %s", what);
    return st != DLTI_OK ? st : DLTI_ERR_PARSE;
}

/* MLIR 22's words for a type keyword `kw` that dialect `s->ns` does not
 * define: the LLVM and GPU dialects parse their types by hand
 * (LLVMDialect::parseType first tries a builtin type), the others through
 * generated code (its message has the double space). */
static dlti_status unknown_type(parser *p, size_t name_loc, dl_token kw,
                                const ext_sym *s)
{
    const char *k = ttext(p, kw);
    if (s->ns_len == 4 && !memcmp(s->ns, "llvm", 4)) {
        if (dl_text_type_may_start(p)) {
            const dlti_type *t = NULL;
            TRY(dl_text_parse_type(p, &t));
            return dl_text_err_at(p, name_loc, "unexpected type, expected keyword");
        }
        return dl_text_err_at(p, name_loc, "unknown LLVM type: %.*s", (int)kw.len, k);
    }
    if (s->ns_len == 3 && !memcmp(s->ns, "gpu", 3))
        return dl_text_err_at(p, name_loc, "unknown gpu type: %.*s", (int)kw.len, k);
    return dl_text_err_at(p, name_loc, "unknown  type `%.*s` in dialect `%.*s`",
                     (int)kw.len, k, (int)s->ns_len, s->ns);
}

dlti_status dl_text_parse_extended_type(parser *p, const dlti_type **out)
{
    ext_sym s;
    TRY(parse_ext_sym(p, &p->alias.type, &s));
    if (s.alias) {
        *out = s.alias;
        return DLTI_OK;
    }
    dlti_dialect *d = dl_ir_dialect_require(p->ctx, s.ns, s.ns_len);
    if (!d) {
        size_t loc = s.pretty ? s.data_off : s.tok_off;
        if (!dl_text_valid_namespace(s.ns, s.ns_len))
            return dl_text_err_at(p, loc, "invalid dialect namespace '\"%.*s\"'",
                          (int)s.ns_len, s.ns);
        return make_opaque(p, &s, NULL, true,
                           dl_ir_mlir_dialect_known(s.ns, s.ns_len),
                           (const void **)out);
    }
    /* A registered dialect parses its own types, from the symbol data. */
    size_t resume = p->tok.off, resume_prev = p->prev_end;
    reset_to(p, s.data_off);
    size_t name_loc = p->tok.off;
    dlti_status st;
    if (!d->n_type_classes && dl_text_tok_is_keyword(p->tok) &&
        mlir_defines(p, &s, p->tok, true)) {
        /* MLIR 22 defines it, the plugin models no type at all. */
        st = make_opaque(p, &s, NULL, true, true, (const void **)out);
    } else if (!d->n_type_classes && dl_text_tok_is_keyword(p->tok) &&
               s.ns_len == 3 && !memcmp(s.ns, "gpu", 3)) {
        st = unknown_type(p, name_loc, p->tok, &s);
    } else if (!d->n_type_classes) {
        st = dl_text_err_at(p, name_loc, "dialect '%.*s' provides no type parsing hook",
                    (int)s.ns_len, s.ns);
    } else if (!dl_text_tok_is_keyword(p->tok)) {
        st = dl_text_err_at(p, p->tok.off, "expected valid keyword");
    } else {
        dl_token kw = p->tok;
        const dlti_type_class *cls =
            dl_ir_type_class_lookup(d, ttext(p, kw), kw.len);
        if ((!cls || !cls->hooks.parse) && mlir_defines(p, &s, kw, true)) {
            /* MLIR 22 defines it, the plugin does not model it. */
            st = make_opaque(p, &s, NULL, true, true, (const void **)out);
        } else if (!cls || !cls->hooks.parse) {
            st = unknown_type(p, name_loc, kw, &s);
            suggest_class(p, name_loc, kw, &s, (const void *const *)d->type_classes,
                          d->n_type_classes, true);
        } else {
            next(p);
            const char *saved = p->custom_op;
            p->custom_op = NULL;
            unsigned errs = dl_error_count(p->ctx);
            *out = NULL;
            st = cls->hooks.parse(p, cls, out);
            p->custom_op = saved;
            st = hook_result(p, st, errs, *out, name_loc, "type");
        }
    }
    /* After it, as MLIR's parser is once the symbol's own parser is done
     * (a later "error while parsing type DLTI key" is located there);
     * not past a token the lexer refused, which has said what is wrong. */
    if (st == DLTI_OK || p->tok.kind != DL_TOK_ERROR) {
        reset_to(p, resume);
        p->prev_end = resume_prev;
    }
    return st;
}

dlti_status dl_text_parse_extended_attr_uncached(parser *p, const dlti_attr **out)
{
    ext_sym s;
    TRY(parse_ext_sym(p, &p->alias.attr, &s));
    if (s.alias) {
        *out = s.alias;
        return DLTI_OK;
    }
    /* An optional trailing `: type`. */
    const dlti_type *type = NULL;
    if (consume_if(p, DL_TOK_COLON))
        TRY(dl_text_parse_type(p, &type));
    dlti_dialect *d = dl_ir_dialect_require(p->ctx, s.ns, s.ns_len);
    if (!d) {
        size_t loc = s.pretty ? s.data_off : s.tok_off;
        if (!dl_text_valid_namespace(s.ns, s.ns_len))
            return dl_text_err_at(p, loc, "invalid dialect namespace '\"%.*s\"'",
                          (int)s.ns_len, s.ns);
        return make_opaque(p, &s, type, false,
                           dl_ir_mlir_dialect_known(s.ns, s.ns_len),
                           (const void **)out);
    }
    size_t resume = p->tok.off, resume_prev = p->prev_end;
    reset_to(p, s.data_off);
    size_t name_loc = p->tok.off;
    const char *saved = p->custom_op;
    p->custom_op = NULL;
    dlti_status st;
    if (ns_is(&s, "dlti")) {
        st = dl_text_parse_dlti_attr(p, out);
    } else if (!d->n_attr_classes && dl_text_tok_is_keyword(p->tok) &&
               mlir_defines(p, &s, p->tok, false)) {
        st = make_opaque(p, &s, type, false, true, (const void **)out);
    } else if (!d->n_attr_classes) {
        st = dl_text_err_at(p, name_loc,
                    "dialect '%.*s' provides no attribute parsing hook",
                    (int)s.ns_len, s.ns);
    } else if (!dl_text_tok_is_keyword(p->tok)) {
        st = dl_text_err_at(p, p->tok.off, "expected valid keyword");
    } else {
        dl_token kw = p->tok;
        const dlti_attr_class *cls =
            dl_ir_attr_class_lookup(d, ttext(p, kw), kw.len);
        if ((!cls || !cls->hooks.parse) && mlir_defines(p, &s, kw, false)) {
            st = make_opaque(p, &s, type, false, true, (const void **)out);
        } else if (!cls || !cls->hooks.parse) {
            st = dl_text_err_at(p, name_loc, "unknown attribute `%.*s` in dialect `%.*s`",
                        (int)kw.len, ttext(p, kw), (int)s.ns_len, s.ns);
            suggest_class(p, name_loc, kw, &s, (const void *const *)d->attr_classes,
                          d->n_attr_classes, false);
        } else {
            next(p);
            unsigned errs = dl_error_count(p->ctx);
            *out = NULL;
            st = cls->hooks.parse(p, cls, out);
            st = hook_result(p, st, errs, *out, name_loc, "attribute");
        }
    }
    p->custom_op = saved;
    if (st == DLTI_OK) {
        reset_to(p, resume);
        p->prev_end = resume_prev;
    }
    return st;
}
