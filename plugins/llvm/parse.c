/* parse.c - the llvm plugin's type parser: the body of every !llvm.* type
 * (and of nested types written without `!llvm.`).
 * See llvm.c for the dialect as a whole. */
#define _POSIX_C_SOURCE 200809L /* as in llvm.c: one feature set */
#include "llvm_internal.h"

/* ---- Parsing --------------------------------------------------------------
 * Each parse_* function starts after the type's keyword. */


/* Identified structs whose body is being parsed (MLIR's cyclic parse
 * stack), and the nesting depth of llvm types being parsed. */
static _Thread_local const type_node *parsing_structs;
static _Thread_local unsigned parse_depth;

static dlti_status parse_kind(dlti_parser *p, llvm_state *st, int kind,
                              const dlti_type **out);

/* MLIR's parseInteger into `width` bits (`true` is all ones, negative
 * literals wrap when MLIR's APInt for them fits). */
static dlti_status parse_u64(dlti_parser *p, uint64_t *v)
{
    return dlti_parser_uint_n(p, 64, v);
}

dlti_status parse_u32(dlti_parser *p, uint32_t *v)
{
    uint64_t r;
    dlti_status s = dlti_parser_uint_n(p, 32, &r);
    if (!s)
        *v = (uint32_t)r;
    return s;
}

/* Consumes an llvm type keyword if one is next; returns its kind or -1. */
static int consume_kind(dlti_parser *p)
{
    for (int k = 0; k < K_NUM; k++)
        if (dlti_parser_consume_keyword(p, kind_names[k]))
            return k;
    return -1;
}

/* MLIR's dispatchParse: any type in full form, else an llvm type in short
 * form (`ptr`, `struct<...>`, ...).  Their first tokens differ, so the
 * short form is tried first. */
static dlti_status parse_nested(dlti_parser *p, llvm_state *st,
                                const dlti_type **out)
{
    *out = NULL;
    if (parse_depth >= LLVM_MAX_NESTING) {
        dlti_loc loc = dlti_parser_loc(p);
        dlti_emit_error(dlti_parser_context(p), loc.line ? &loc : NULL,
                        "nesting is too deep (more than %d levels)",
                        LLVM_MAX_NESTING);
        return DLTI_ERR_LIMIT;
    }
    parse_depth++;
    dlti_status s;
    int k = consume_kind(p);
    if (k >= 0) {
        s = parse_kind(p, st, k, out);
    } else if ((s = dlti_parser_optional_type(p, out)) == DLTI_OK && !*out) {
        dlti_loc loc = dlti_parser_loc(p);
        const char *kw;
        s = dlti_parser_keyword(p, &kw); /* "expected valid keyword" */
        if (s == DLTI_OK)
            s = perr_at(p, &loc, "unknown LLVM type: %s", kw);
    }
    parse_depth--;
    if (s == DLTI_OK && !*out)
        s = DLTI_ERR_PARSE;
    return s;
}

static dlti_status parse_ptr(dlti_parser *p, llvm_state *st,
                             const dlti_type **out)
{
    uint32_t as = 0;
    if (dlti_parser_consume(p, "<")) {
        dlti_status s = parse_u32(p, &as);
        if (s)
            return s;
        if ((s = dlti_parser_expect(p, ">")))
            return s;
    }
    *out = get_ptr(dlti_parser_context(p), st, as);
    return *out ? DLTI_OK : nomem(p);
}

/* Void, label, metadata, function and token types are not values. */
static bool valid_aggregate_elem(const llvm_state *st, const dlti_type *t)
{
    int k = kind_of(st, t);
    return k != K_VOID && k != K_LABEL && k != K_METADATA && k != K_FUNC &&
           k != K_TOKEN;
}

static dlti_status parse_array(dlti_parser *p, llvm_state *st,
                               const dlti_type **out)
{
    dlti_loc loc = dlti_parser_loc(p);
    dlti_status s;
    uint64_t n;
    const dlti_type *elem;
    if ((s = dlti_parser_expect(p, "<")) || (s = parse_u64(p, &n)))
        return s;
    if (!dlti_parser_consume_keyword(p, "x"))
        return dlti_parser_error(p, "expected 'x'");
    if ((s = parse_nested(p, st, &elem)) || (s = dlti_parser_expect(p, ">")))
        return s;
    if (!valid_aggregate_elem(st, elem))
        return perr_type(p, &loc, "invalid array element type: ", elem);
    *out = get_array(dlti_parser_context(p), st, elem, n);
    return *out ? DLTI_OK : nomem(p);
}

/* A growable list of types being parsed. */
typedef struct type_list {
    const dlti_type **v;
    size_t n, cap;
} type_list;

static bool list_push(type_list *l, const dlti_type *t)
{
    if (l->n == l->cap) {
        size_t ncap = l->cap ? l->cap * 2 : 8;
        const dlti_type **nv = realloc(l->v, ncap * sizeof *nv);
        if (!nv)
            return false;
        l->v = nv;
        l->cap = ncap;
    }
    l->v[l->n++] = t;
    return true;
}

/* The body of an identified struct: checks the members and sets it. */
static dlti_status finish_identified(dlti_parser *p, llvm_state *st,
                                     const dlti_type *ident,
                                     const type_list *elems, bool packed,
                                     const dlti_loc *loc,
                                     const dlti_type **out)
{
    for (size_t i = 0; i < elems->n; i++)
        if (!valid_aggregate_elem(st, elems->v[i]))
            return perr_type(p, loc, "invalid LLVM structure element type: ",
                             elems->v[i]);
    bool ok;
    if (!set_struct_body(dlti_parser_context(p), ident, elems->v, elems->n,
                         packed, &ok))
        return nomem(p);
    if (!ok)
        return perr_at(p, loc,
                       "identified type already used with a different body");
    *out = ident;
    return DLTI_OK;
}

/* The members of a struct after its `(`, then `)>`.  `ident` is the
 * identified struct being defined or NULL; `lt_loc` is where `<` was,
 * `kw_loc` where `packed` or `(` was. */
static dlti_status parse_struct_body(dlti_parser *p, llvm_state *st,
                                     const dlti_type *ident, bool packed,
                                     const dlti_loc *lt_loc,
                                     const dlti_loc *kw_loc,
                                     const dlti_type **out)
{
    dlti_status s;
    type_list elems = {NULL, 0, 0};
    type_node node = {ident, parsing_structs};
    if (ident)
        parsing_structs = &node;
    dlti_loc sub_loc = dlti_parser_loc(p);
    if (dlti_parser_consume(p, ")")) {
        sub_loc = *kw_loc;
    } else {
        do {
            const dlti_type *t;
            if ((s = parse_nested(p, st, &t)))
                goto out;
            if (!list_push(&elems, t)) {
                s = nomem(p);
                goto out;
            }
        } while (dlti_parser_consume(p, ","));
        if ((s = dlti_parser_expect(p, ")")))
            goto out;
    }
    if ((s = dlti_parser_expect(p, ">")))
        goto out;
    if (ident) {
        s = finish_identified(p, st, ident, &elems, packed, &sub_loc, out);
        goto out;
    }
    for (size_t i = 0; i < elems.n; i++)
        if (!valid_aggregate_elem(st, elems.v[i])) {
            s = perr_type(p, lt_loc, "invalid LLVM structure element type: ",
                          elems.v[i]);
            goto out;
        }
    *out = get_literal_struct(dlti_parser_context(p), st, elems.v, elems.n,
                              packed);
    s = *out ? DLTI_OK : nomem(p);
out:
    if (ident)
        parsing_structs = node.prev;
    free(elems.v);
    return s;
}

/* `struct<` ("name" `,`)? `packed`? `(` types `)` `>`,
 * `struct<"name", opaque>`, and `struct<"name">` inside that struct. */
static dlti_status parse_struct(dlti_parser *p, llvm_state *st,
                                const dlti_type **out)
{
    dlti_context *ctx = dlti_parser_context(p);
    dlti_loc lt_loc = dlti_parser_loc(p);
    dlti_status s = dlti_parser_expect(p, "<");
    if (s)
        return s;

    /* Literal structs start with a keyword or `(`. */
    dlti_loc kw_loc = dlti_parser_loc(p);
    if (dlti_parser_consume_keyword(p, "opaque"))
        return perr_at(p, &kw_loc, "only identified structs can be opaque");
    if (dlti_parser_consume_keyword(p, "packed")) {
        if ((s = dlti_parser_expect(p, "(")))
            return s;
        return parse_struct_body(p, st, NULL, true, &lt_loc, &kw_loc, out);
    }
    if (dlti_parser_consume(p, "("))
        return parse_struct_body(p, st, NULL, false, &lt_loc, &kw_loc, out);

    /* Identified structs with their name; anything else is a literal
     * struct without its `(` (MLIR's words). */
    const char *name;
    size_t len;
    if (!dlti_parser_peek(p, "\""))
        return dlti_parser_expect(p, "(");
    if ((s = dlti_parser_string(p, &name, &len)))
        return s;
    bool fresh;
    const dlti_type *ident = get_identified(ctx, st, name, len, &fresh);
    if (!ident)
        return nomem(p);
    dlti_loc gt_loc = dlti_parser_loc(p);
    if (dlti_parser_consume(p, ">")) {
        /* In the scope of a file (dlti_parse_type_in), a struct the file
         * defined may be named alone: its body is the context's. */
        if (!on_stack(parsing_structs, ident) && dlti_parser_file_scope(p)) {
            if (view_struct(ident).state == BODY_UNSET)
                return perr_at(p, &gt_loc, "no struct \"%.*s\" is defined in "
                                           "the file",
                               (int)len, name);
        } else if (!on_stack(parsing_structs, ident)) {
            return perr_at(p, &gt_loc, "struct without a body only allowed "
                                       "in a recursive struct");
        }
        *out = ident;
        return DLTI_OK;
    }
    if ((s = dlti_parser_expect(p, ",")))
        return s;
    kw_loc = dlti_parser_loc(p);
    if (dlti_parser_consume_keyword(p, "opaque")) {
        if ((s = dlti_parser_expect(p, ">")))
            return s;
        /* MLIR's getOpaque marks only a new struct opaque; one without a
         * body yet counts as opaque anyway. */
        if (fresh && !set_struct_opaque(ctx, ident))
            return nomem(p);
        if (!struct_is_opaque(ident))
            return perr_at(p, &kw_loc, "redeclaring defined struct as opaque");
        *out = ident;
        return DLTI_OK;
    }
    if (on_stack(parsing_structs, ident))
        return perr_at(p, &kw_loc,
                       "identifier already used for an enclosing struct");
    bool packed = dlti_parser_consume_keyword(p, "packed") != 0;
    if ((s = dlti_parser_expect(p, "(")))
        return s;
    return parse_struct_body(p, st, ident, packed, &lt_loc, &kw_loc, out);
}

/* `func<` R `(` (T (`,` T)* (`,` `...`)? | `...`)? `)` `>` */
static dlti_status parse_func(dlti_parser *p, llvm_state *st,
                              const dlti_type **out)
{
    dlti_loc loc = dlti_parser_loc(p);
    const dlti_type *ret;
    bool vararg = false;
    type_list params = {NULL, 0, 0};
    dlti_status s;
    if ((s = dlti_parser_expect(p, "<")) || (s = parse_nested(p, st, &ret)) ||
        (s = dlti_parser_expect(p, "(")))
        return s;
    if (dlti_parser_consume(p, ")")) {
        /* no parameters */
    } else if (dlti_parser_consume(p, "...")) {
        vararg = true;
        if ((s = dlti_parser_expect(p, ")")))
            goto out;
    } else {
        for (;;) {
            const dlti_type *t;
            if ((s = parse_nested(p, st, &t)))
                goto out;
            if (!list_push(&params, t)) {
                s = nomem(p);
                goto out;
            }
            if (!dlti_parser_consume(p, ","))
                break;
            if (dlti_parser_consume(p, "...")) {
                vararg = true;
                break;
            }
        }
        if ((s = dlti_parser_expect(p, ")")))
            goto out;
    }
    if ((s = dlti_parser_expect(p, ">")))
        goto out;
    int rk = kind_of(st, ret);
    if (rk == K_FUNC || rk == K_METADATA || rk == K_LABEL) {
        s = perr_type(p, &loc, "invalid function result type: ", ret);
        goto out;
    }
    for (size_t i = 0; i < params.n; i++) {
        int k = kind_of(st, params.v[i]);
        if (k == K_VOID || k == K_FUNC) {
            s = perr_type(p, &loc, "invalid function argument type: ",
                          params.v[i]);
            goto out;
        }
    }
    *out = get_func(dlti_parser_context(p), st, ret, params.v, params.n,
                    vararg);
    s = *out ? DLTI_OK : nomem(p);
out:
    free(params.v);
    return s;
}

/* One parameter of a target extension type: an integer (*is_int) or a
 * type; types are refused once integers began (`ints`). */
static dlti_status parse_target_param(dlti_parser *p, llvm_state *st,
                                      bool ints, const dlti_type **type,
                                      uint32_t *value, bool *is_int)
{
    uint64_t v;
    int present;
    dlti_status s = dlti_parser_optional_uint_n(p, 32, &v, &present);
    *is_int = s == DLTI_OK && present;
    if (*is_int) {
        *value = (uint32_t)v;
        return DLTI_OK;
    }
    if (s == DLTI_OK && !ints && (s = parse_nested(p, st, type)) == DLTI_OK)
        return DLTI_OK;
    /* MLIR adds this after any failure of a parameter. */
    dlti_loc loc = dlti_parser_loc(p);
    perr_at(p, &loc,
            "failed to parse parameter list for target extension type");
    return s ? s : DLTI_ERR_PARSE;
}

/* `target<"name"` (`,` types-then-integers)? `>` */
static dlti_status parse_target(dlti_parser *p, llvm_state *st,
                                const dlti_type **out)
{
    const char *name;
    size_t len;
    dlti_status s;
    if ((s = dlti_parser_expect(p, "<")) ||
        (s = dlti_parser_string(p, &name, &len)))
        return s;
    type_list types = {NULL, 0, 0};
    uint32_t *ints = NULL;
    size_t n_ints = 0, cap_ints = 0;
    if (dlti_parser_consume(p, ",")) {
        do {
            const dlti_type *t = NULL;
            uint32_t v = 0;
            bool is_int;
            if ((s = parse_target_param(p, st, n_ints != 0, &t, &v,
                                        &is_int)))
                goto out;
            if (!is_int) {
                if (!list_push(&types, t)) {
                    s = nomem(p);
                    goto out;
                }
                continue;
            }
            if (n_ints == cap_ints) {
                size_t nc = cap_ints ? cap_ints * 2 : 4;
                uint32_t *ni = realloc(ints, nc * sizeof *ni);
                if (!ni) {
                    s = nomem(p);
                    goto out;
                }
                ints = ni;
                cap_ints = nc;
            }
            ints[n_ints++] = v;
        } while (dlti_parser_consume(p, ","));
    }
    if ((s = dlti_parser_expect(p, ">")))
        goto out;
    *out = get_target(dlti_parser_context(p), st, name, len, types.v, types.n,
                      ints, n_ints);
    s = *out ? DLTI_OK : nomem(p);
out:
    free(types.v);
    free(ints);
    return s;
}

static dlti_status parse_kind(dlti_parser *p, llvm_state *st, int kind,
                              const dlti_type **out)
{
    switch (kind) {
    case K_PTR:
        return parse_ptr(p, st, out);
    case K_ARRAY:
        return parse_array(p, st, out);
    case K_STRUCT:
        return parse_struct(p, st, out);
    case K_FUNC:
        return parse_func(p, st, out);
    case K_TARGET:
        return parse_target(p, st, out);
    default:
        *out = get_simple(dlti_parser_context(p), st, kind);
        return *out ? DLTI_OK : nomem(p);
    }
}

/* The hook of every type class: `!llvm.KEYWORD` has been read. */
dlti_status hook_parse(dlti_parser *p, const dlti_type_class *cls,
                       const dlti_type **out)
{
    llvm_state *st = class_state(cls);
    if (!st)
        return DLTI_ERR_PLUGIN;
    for (int k = 0; k < K_NUM; k++)
        if (st->cls[k] == cls)
            return parse_kind(p, st, k, out);
    return DLTI_ERR_PLUGIN;
}

