/* io.c - the llvm plugin's layout_import and layout_export dialect hooks:
 * LLVM 22 data layout strings and target triples to #dlti.dl_spec, as
 * MLIR 22's DataLayoutImporter (mlir-translate --import-llvm) and
 * --llvm-target-to-data-layout make them, and a spec back to the string
 * MLIR 22's ModuleTranslation (translateDataLayout) writes.
 *
 * Import: dl_string.c checks the string with LLVM's grammar and messages,
 * then emulates the importer as text (dl_llvm_dl_mlir_view), which the
 * core's parser turns into the attribute.  Target: triple.c and
 * target_layout.c compute LLVM's string for the triple, imported as above.
 * See llvm.c for the dialect as a whole. */
#define _POSIX_C_SOURCE 200809L /* as in llvm.c: one feature set */
#include "llvm_internal.h"

#include <inttypes.h>

#include "dl_string.h"
#include "triple.h"

#include <limits.h>

/* The file name of errors located in an imported data layout string. */
#define DATALAYOUT_FILE "<datalayout>"

/* ---- Import ----------------------------------------------------------------- */

/* The importer's report (see dl_llvm_dl_mlir_view): warnings, then the
 * spec or an error line. */
static dlti_status apply_view(dlti_context *ctx, const char *view,
                              bool warnings, const dlti_attr **out)
{
    const char *line = view;
    while (*line) {
        const char *nl = strchr(line, '\n');
        size_t n = nl ? (size_t)(nl - line) : strlen(line);
        static const char warn[] = "warning: ", err[] = "error: ",
                          crash[] = "crash: ";
        if (n >= sizeof warn - 1 && memcmp(line, warn, sizeof warn - 1) == 0) {
            if (warnings)
                dlti_emit_diag(ctx, DLTI_SEV_WARNING, NULL, "%.*s",
                           (int)(n - (sizeof warn - 1)),
                           line + sizeof warn - 1);
        } else if (n >= sizeof err - 1 &&
                   memcmp(line, err, sizeof err - 1) == 0) {
            dlti_emit_error(ctx, NULL, "%.*s", (int)(n - (sizeof err - 1)),
                            line + sizeof err - 1);
            return DLTI_ERR_VERIFY;
        } else if (n >= sizeof crash - 1 &&
                   memcmp(line, crash, sizeof crash - 1) == 0) {
            /* MLIR 22 dereferences a null type here and dies. */
            dlti_emit_error(ctx, NULL,
                            "cannot translate data layout: %.*s "
                            "(mlir-translate-22 crashes on it)",
                            (int)(n - (sizeof crash - 1)),
                            line + sizeof crash - 1);
            return DLTI_ERR_VERIFY;
        } else if (n > 0 && line[0] == '#') {
            return dlti_parse_attr(ctx, line, n, out);
        }
        line += n + (nl != NULL);
    }
    dlti_emit_error(ctx, NULL, "cannot translate data layout");
    return DLTI_ERR_VERIFY;
}

/* `warn`: report the tokens MLIR's importer drops, as mlir-translate does
 * (mlir-opt's --llvm-target-to-data-layout does not). */
static dlti_status import_string(dlti_context *ctx, const char *text,
                                 size_t len, bool warn, const dlti_attr **out)
{
    char err[512];
    dl_llvm_layout l;
    size_t at = 0;
    int rc = dl_llvm_dl_parse_at(text, len, &l, err, sizeof err, &at);
    if (rc == DL_LLVM_ENOMEM)
        return dlti_emit_error(ctx, NULL, "out of memory"), DLTI_ERR_NOMEM;
    if (rc != DL_LLVM_OK) {
        /* LLVM's words, located at the specification that failed (LLVM
         * itself points at the whole string). */
        dlti_loc loc = {DATALAYOUT_FILE, 1, (unsigned)(at < UINT_MAX ? at + 1 : 0)};
        dlti_emit_error(ctx, loc.col ? &loc : NULL, "%s", err);
        return DLTI_ERR_PARSE;
    }
    dl_llvm_layout_free(&l);

    size_t need = dl_llvm_dl_mlir_view(text, len, NULL, 0);
    char *view = need == (size_t)-1 ? NULL : malloc(need + 1);
    if (!view)
        return dlti_emit_error(ctx, NULL, "out of memory"), DLTI_ERR_NOMEM;
    dl_llvm_dl_mlir_view(text, len, view, need + 1);
    dlti_status st = apply_view(ctx, view, warn, out);
    free(view);
    return st;
}

/* MLIR prints the triple of #llvm.target as a string literal. */
static void quote_triple(const char *s, size_t n, char *buf, size_t cap)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t k = 0;
    for (size_t i = 0; i < n && k + 4 < cap; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
            buf[k++] = (char)c;
        } else {
            buf[k++] = '\\';
            buf[k++] = hex[c >> 4];
            buf[k++] = hex[c & 15];
        }
    }
    buf[k] = '\0';
}

static dlti_status import_target(dlti_context *ctx, const char *text,
                                 size_t len, const dlti_attr **out)
{
    char layout[1024], err[256];
    int n = llvm_triple_layout(text, len, layout, sizeof layout, err,
                               sizeof err);
    if (n < 0) {
        /* mlir-opt-22 --llvm-target-to-data-layout's message. */
        char q[200];
        quote_triple(text, len < 48 ? len : 48, q, sizeof q);
        dlti_emit_error(ctx, NULL,
                        "failed to obtain llvm::DataLayout for "
                        "#llvm.target<triple = \"%s%s\", chip = \"\">",
                        q, len > 48 ? "..." : "");
        dlti_emit_diag(ctx, DLTI_SEV_NOTE, NULL, "%s", err);
        return DLTI_ERR_VERIFY;
    }
    return import_string(ctx, layout, (size_t)n, false, out);
}

dlti_status llvm_layout_import(dlti_context *ctx, const char *kind,
                               const char *text, size_t len,
                               const dlti_attr **out)
{
    if (strcmp(kind, "datalayout") == 0)
        return import_string(ctx, text, len, true, out);
    if (strcmp(kind, "target") == 0)
        return import_target(ctx, text, len, out);
    dlti_emit_error(ctx, NULL,
                    "llvm: unknown import kind '%s' (expected 'datalayout' "
                    "or 'target')", kind);
    return DLTI_ERR_MISUSE;
}

/* ---- Export ----------------------------------------------------------------- */

typedef struct sbuf {
    char *s;
    size_t n, cap;
    bool failed;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...) LLVM_PRINTF(2, 3);
static void sb_printf(sbuf *b, const char *fmt, ...)
{
    if (b->failed)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int k = vsnprintf(b->s ? b->s + b->n : NULL, b->s ? b->cap - b->n : 0,
                          fmt, ap);
        va_end(ap);
        if (k < 0) {
            b->failed = true;
            return;
        }
        if (b->s && b->n + (size_t)k < b->cap) {
            b->n += (size_t)k;
            return;
        }
        size_t ncap = (b->cap ? b->cap * 2 : 256) + (size_t)k;
        char *ns = realloc(b->s, ncap);
        if (!ns) {
            b->failed = true;
            return;
        }
        b->s = ns;
        b->cap = ncap;
    }
}

/* Errors of the export: at the scope, with a type printed as MLIR's
 * diagnostics print it ('i32'). */
static dlti_status export_type_error(dlti_context *ctx, const dlti_loc *loc,
                                     const char *msg, const dlti_type *t)
{
    char *s = type_str(t);
    dlti_emit_error(ctx, loc, "%s '%s'", msg, s ? s : "?");
    dlti_free(s);
    return DLTI_ERR_VERIFY;
}

/* The key entries, in spec order. */
static dlti_status export_key(dlti_context *ctx, const dlti_loc *loc,
                              const char *key, const dlti_attr *v, sbuf *b)
{
    size_t len;
    uint64_t u;
    const char *s;
    if (strcmp(key, "dlti.endianness") == 0 ||
        strcmp(key, "dlti.mangling_mode") == 0) {
        if (!(s = dlti_attr_get_string(v, &len)))
            goto bad;
        if (key[5] == 'e')
            sb_printf(b, "-%s",
                      len == 6 && memcmp(s, "little", 6) == 0 ? "e" : "E");
        else
            sb_printf(b, "-m:%.*s", (int)len, s);
        return DLTI_OK;
    }
    static const struct {
        const char *key, *spec;
    } ints[] = {{"dlti.program_memory_space", "P"},
                {"dlti.global_memory_space", "G"},
                {"dlti.alloca_memory_space", "A"},
                {"dlti.stack_alignment", "S"}};
    for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++) {
        if (strcmp(key, ints[i].key) != 0)
            continue;
        if (!dlti_attr_get_uint(v, &u))
            goto bad;
        if (u != 0) /* the default is skipped */
            sb_printf(b, "-%s%" PRIu64, ints[i].spec, u);
        return DLTI_OK;
    }
    if (strcmp(key, "dlti.function_pointer_alignment") == 0 ||
        strcmp(key, "dlti.legal_int_widths") == 0) {
        /* No accessors for these attributes: read their printed form,
         * `#dlti.function_pointer_alignment<N, function_dependent = B>`
         * and `array<i32: A, B, ...>`. */
        char *p = dlti_attr_to_string(v);
        if (!p)
            return DLTI_ERR_NOMEM;
        dlti_status st = DLTI_OK;
        if (key[5] == 'f') {
            unsigned long long a = 0;
            char dep[8] = "";
            if (sscanf(p, "#dlti.function_pointer_alignment<%llu, "
                          "function_dependent = %7[a-z]>",
                       &a, dep) != 2)
                st = DLTI_ERR_VERIFY;
            else if (a != 0)
                sb_printf(b, "-F%s%llu", strcmp(dep, "true") == 0 ? "n" : "i",
                          a);
        } else if (strncmp(p, "array<i32", 9) != 0) {
            st = DLTI_ERR_VERIFY;
        } else {
            sb_printf(b, "-n");
            const char *q = p + 9;
            bool first = true;
            while ((q = strpbrk(q, "-0123456789")) != NULL) {
                char *end;
                long long x = strtoll(q, &end, 10);
                sb_printf(b, "%s%lld", first ? "" : ":", x);
                first = false;
                q = end;
            }
        }
        dlti_free(p);
        if (st != DLTI_OK)
            goto bad;
        return DLTI_OK;
    }
    dlti_emit_error(ctx, loc, "unsupported data layout key \"%s\"", key);
    return DLTI_ERR_VERIFY;
bad:
    dlti_emit_error(ctx, loc, "unsupported value of data layout key \"%s\"",
                    key);
    return DLTI_ERR_VERIFY;
}

/* A type entry: i/f SIZE:ABI[:PREF], pN:SIZE:ABI:PREF:IDX. */
static dlti_status export_type(dlti_context *ctx, const dlti_loc *loc,
                               const dlti_type *t, dlti_data_layout *dl,
                               sbuf *b)
{
    unsigned width = 0;
    dlti_signedness sg;
    char *name = NULL;
    const char *lead = NULL;
    bool ptr = false;
    llvm_state *st = NULL;

    if (dlti_type_is_integer(t, &width, &sg)) {
        if (sg != DLTI_SIGNLESS)
            return export_type_error(
                ctx, loc, "unsupported data layout for non-signless integer",
                t);
        lead = "i";
    } else if ((name = type_str(t)) == NULL) {
        return DLTI_ERR_NOMEM;
    } else if (strcmp(name, "index") == 0) {
        dlti_free(name);
        return DLTI_OK; /* irrelevant to LLVM */
    } else if (strcmp(name, "f16") == 0 || strcmp(name, "f32") == 0 ||
               strcmp(name, "f64") == 0 || strcmp(name, "f80") == 0 ||
               strcmp(name, "f128") == 0) {
        lead = "f";
    } else if (dlti_type_class_dialect(dlti_type_get_class(t)) &&
               strcmp(dlti_dialect_namespace(dlti_type_class_dialect(
                          dlti_type_get_class(t))),
                      "llvm") == 0 &&
               (st = type_state(t)) != NULL && kind_of(st, t) == K_PTR) {
        ptr = true;
    }
    dlti_free(name);
    if (!lead && !ptr)
        return export_type_error(ctx, loc, "unsupported type in data layout:",
                                 t);

    dlti_size bits;
    uint64_t abi, pref, idx = 0;
    int has = 0;
    dlti_status s;
    if ((s = dlti_type_size_in_bits(dl, t, &bits)) ||
        (s = dlti_type_abi_alignment(dl, t, &abi)) ||
        (s = dlti_type_preferred_alignment(dl, t, &pref)))
        return s;
    if (ptr) {
        if ((s = dlti_type_index_bitwidth(dl, t, &idx, &has)))
            return s;
        sb_printf(b, "-p%u:%" PRIu64 ":%" PRIu64 ":%" PRIu64 ":%" PRIu64,
                  (unsigned)ptr_as(t), bits.value, abi * 8, pref * 8, idx);
        return DLTI_OK;
    }
    sb_printf(b, "-%s%" PRIu64 ":%" PRIu64, lead, bits.value, abi * 8);
    if (abi != pref)
        sb_printf(b, ":%" PRIu64, pref * 8);
    return DLTI_OK;
}

static dlti_status export_string(dlti_context *ctx, const dlti_attr *spec,
                                 dlti_data_layout *dl, const dlti_loc *loc,
                                 const char **out)
{
    dlti_entry_list l = dlti_spec_entries(spec);
    sbuf b = {NULL, 0, 0, false};
    dlti_status st = DLTI_OK;
    sb_printf(&b, "%s", "");
    /* First the key entries, then the type entries, each in spec order. */
    for (size_t i = 0; i < l.count && st == DLTI_OK; i++) {
        const char *key = dlti_entry_key_string(l.entries[i]);
        if (key)
            st = export_key(ctx, loc, key, dlti_entry_value(l.entries[i]),
                            &b);
    }
    for (size_t i = 0; i < l.count && st == DLTI_OK; i++) {
        const dlti_type *t = dlti_entry_key_type(l.entries[i]);
        if (t)
            st = export_type(ctx, loc, t, dl, &b);
    }
    if (st == DLTI_OK && b.failed)
        st = DLTI_ERR_NOMEM;
    if (st == DLTI_OK) {
        const char *s = b.s + (b.n > 0 && b.s[0] == '-');
        /* LLVM's DataLayout takes the string (and dies on a bad one). */
        char err[512];
        dl_llvm_layout ll;
        int rc = dl_llvm_dl_parse(s, strlen(s), &ll, err, sizeof err);
        if (rc == DL_LLVM_OK) {
            dl_llvm_layout_free(&ll);
            *out = dlti_intern(ctx, s, strlen(s));
            if (!*out)
                st = DLTI_ERR_NOMEM;
        } else {
            dlti_emit_error(ctx, loc, "LLVM ERROR: %s", err);
            st = rc == DL_LLVM_ENOMEM ? DLTI_ERR_NOMEM : DLTI_ERR_VERIFY;
        }
    }
    if (st == DLTI_ERR_NOMEM)
        dlti_emit_error(ctx, NULL, "out of memory");
    free(b.s);
    return st;
}

/* The string of the combined spec of the layout `dl` for LLVM's rules:
 * as export_string writes it, but each entry that LLVM has no token for
 * (a dialect's key, `index`, a type of another dialect) or that LLVM
 * refuses (i8 not 8-bit aligned, ...) is left out and counted in
 * *dropped, without a diagnostic: they say nothing of LLVM's types. */
dlti_status llvm_export_lenient(dlti_data_layout *dl, char **out,
                                unsigned *dropped)
{
    sbuf b = {NULL, 0, 0, false};
    *dropped = 0;
    sb_printf(&b, "%s", "");
    for (int pass = 0; pass < 2; pass++) {
        const dlti_attr *e;
        for (size_t i = 0; (e = dlti_layout_entry(dl, i)) != NULL; i++) {
            const char *key = dlti_entry_key_string(e);
            const dlti_type *t = dlti_entry_key_type(e);
            sbuf one = {NULL, 0, 0, false};
            dlti_status st;
            if (pass == 0 ? !key : !t)
                continue;
            sb_printf(&one, "%s", "");
            /* No context: the errors are not reported. */
            st = key ? export_key(NULL, NULL, key, dlti_entry_value(e), &one)
                     : export_type(NULL, NULL, t, dl, &one);
            if (one.failed) {
                free(one.s);
                free(b.s);
                return DLTI_ERR_NOMEM;
            }
            dl_llvm_layout ll;
            char err[256];
            if (st == DLTI_OK && one.n &&
                dl_llvm_dl_parse(one.s + 1, one.n - 1, &ll, err,
                                 sizeof err) == DL_LLVM_OK) {
                dl_llvm_layout_free(&ll);
                sb_printf(&b, "%s", one.s);
            } else if (st != DLTI_OK || one.n) {
                ++*dropped;
            }
            free(one.s);
        }
    }
    if (b.failed) {
        free(b.s);
        return DLTI_ERR_NOMEM;
    }
    size_t skip = b.n > 0 && b.s[0] == '-';
    memmove(b.s, b.s + skip, b.n + 1 - skip);
    *out = b.s;
    return DLTI_OK;
}

dlti_status llvm_layout_export(dlti_context *ctx, const char *kind,
                               const dlti_attr *spec, dlti_data_layout *dl,
                               const dlti_loc *loc, const char **out)
{
    if (strcmp(kind, "datalayout") == 0)
        return export_string(ctx, spec, dl, loc, out);
    dlti_emit_error(ctx, NULL,
                    "llvm: unknown export kind '%s' (expected 'datalayout')",
                    kind);
    return DLTI_ERR_MISUSE;
}
