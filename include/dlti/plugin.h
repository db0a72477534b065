/* plugin.h - the interface between libdlti and dialects.
 *
 * The builtin and dlti dialects are registered through these same
 * structures by the core; every other dialect is a shared object that the
 * core loads at run time (see doc/plugins.md once written).
 *
 * Hook tables begin with their own size so that hooks can be appended later
 * without breaking plugins built against an older header.
 */
#ifndef DLTI_PLUGIN_H
#define DLTI_PLUGIN_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "dlti.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct dlti_dialect dlti_dialect;
typedef struct dlti_type_class dlti_type_class;
typedef struct dlti_attr_class dlti_attr_class;
typedef struct dlti_parser dlti_parser;
typedef struct dlti_printer dlti_printer;

/* ---- Entries ------------------------------------------------------------
 * A data layout entry is a `#dlti.dl_entry` attribute: a key (a type or a
 * string) and a value attribute.  Type hooks receive every entry of the
 * combined spec whose key type belongs to their class, in spec order. */

typedef struct dlti_entry_list {
    const dlti_attr *const *entries;
    size_t count;
} dlti_entry_list;

/* NULL when the key is not a type. */
DLTI_API const dlti_type *dlti_entry_key_type(const dlti_attr *entry);
/* NULL when the key is not a string; the result is NUL-terminated. */
DLTI_API const char *dlti_entry_key_string(const dlti_attr *entry);
DLTI_API const dlti_attr *dlti_entry_value(const dlti_attr *entry);

/* ---- Uniquing of dialect types and attributes ---------------------------
 * A dialect type is its class plus `key` bytes chosen by the dialect.  Keys
 * are compared bytewise, so they may hold pointers to other uniqued objects
 * and to strings from dlti_intern, never other pointers or padding garbage
 * (zero the struct first). */

DLTI_API const char *dlti_intern(dlti_context *ctx, const char *s, size_t len);
DLTI_API const dlti_type *dlti_type_get(dlti_context *ctx,
                                        const dlti_type_class *cls,
                                        const void *key, size_t key_len);
DLTI_API const void *dlti_type_key(const dlti_type *t, size_t *key_len);
DLTI_API const dlti_type_class *dlti_type_get_class(const dlti_type *t);
DLTI_API dlti_context *dlti_type_context(const dlti_type *t);
/* One mutable pointer per type, for types with a body set after creation
 * (e.g. identified structs).  Stays owned by the dialect. */
DLTI_API void *dlti_type_mutable(const dlti_type *t);
DLTI_API void dlti_type_set_mutable(const dlti_type *t, void *data);

DLTI_API const dlti_attr *dlti_attr_get(dlti_context *ctx,
                                        const dlti_attr_class *cls,
                                        const void *key, size_t key_len);
DLTI_API const void *dlti_attr_key(const dlti_attr *a, size_t *key_len);
DLTI_API const dlti_attr_class *dlti_attr_get_class(const dlti_attr *a);

/* ---- Parser and printer access for dialect hooks ------------------------ */

DLTI_API dlti_context *dlti_parser_context(dlti_parser *p);
/* Consumes `punct` ("<", ">", ",", "=", "(", ")", "[", "]", "{", "}", ":",
 * "x", "?", "*", "->") if it is next; returns 1 if it did. */
DLTI_API int dlti_parser_consume(dlti_parser *p, const char *punct);
/* As consume, but reports "expected 'punct'" and fails when absent. */
DLTI_API dlti_status dlti_parser_expect(dlti_parser *p, const char *punct);
/* A bare identifier (keyword); *s is interned. */
DLTI_API dlti_status dlti_parser_keyword(dlti_parser *p, const char **s);
/* 1 if the next token is the bare identifier `kw` (then consumed). */
DLTI_API int dlti_parser_consume_keyword(dlti_parser *p, const char *kw);
DLTI_API dlti_status dlti_parser_uint64(dlti_parser *p, uint64_t *v);
/* A quoted string, unescaped and interned; *len its length. */
DLTI_API dlti_status dlti_parser_string(dlti_parser *p, const char **s,
                                        size_t *len);
DLTI_API dlti_status dlti_parser_type(dlti_parser *p, const dlti_type **t);
DLTI_API dlti_status dlti_parser_attr(dlti_parser *p, const dlti_attr **a);
/* Reports an error at the current token; returns DLTI_ERR_PARSE. */
DLTI_API dlti_status dlti_parser_error(dlti_parser *p, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

DLTI_API void dlti_printer_puts(dlti_printer *pr, const char *s);
DLTI_API void dlti_printer_printf(dlti_printer *pr, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
DLTI_API void dlti_printer_type(dlti_printer *pr, const dlti_type *t);
DLTI_API void dlti_printer_attr(dlti_printer *pr, const dlti_attr *a);

/* ---- Type classes ------------------------------------------------------- */

typedef struct dlti_type_hooks {
    size_t size; /* sizeof(dlti_type_hooks) as the plugin was built */
    /* Parses what follows `!ns.name` (often `<...>`) into a type. */
    dlti_status (*parse)(dlti_parser *p, const dlti_type_class *cls,
                         const dlti_type **out);
    /* Prints what follows `!ns.name`. */
    void (*print)(dlti_printer *pr, const dlti_type *t);
    /* Layout hooks; all optional.  A class without size_in_bits and
     * abi_alignment has no layout. */
    dlti_status (*size_in_bits)(const dlti_type *t, dlti_data_layout *dl,
                                dlti_entry_list entries, dlti_size *out);
    /* Optional; defaults to ceil(bits / 8). */
    dlti_status (*size_in_bytes)(const dlti_type *t, dlti_data_layout *dl,
                                 dlti_entry_list entries, dlti_size *out);
    dlti_status (*abi_alignment)(const dlti_type *t, dlti_data_layout *dl,
                                 dlti_entry_list entries, uint64_t *out);
    /* Optional; defaults to the ABI alignment. */
    dlti_status (*preferred_alignment)(const dlti_type *t,
                                       dlti_data_layout *dl,
                                       dlti_entry_list entries, uint64_t *out);
    /* Optional; *has = 0 means "no index bitwidth". */
    dlti_status (*index_bitwidth)(const dlti_type *t, dlti_data_layout *dl,
                                  dlti_entry_list entries, uint64_t *out,
                                  int *has);
    /* Optional: may `inner` entries nest inside `outer` ones?  `ids` are
     * the identifier entries combined so far. */
    dlti_status (*are_compatible)(dlti_context *ctx, dlti_entry_list outer,
                                  dlti_entry_list inner,
                                  dlti_entry_list ids, int *compatible);
    /* Optional: verifies the entries of this class in one spec. */
    dlti_status (*verify_entries)(dlti_context *ctx, dlti_entry_list entries,
                                  const dlti_loc *loc);
} dlti_type_hooks;

#ifdef __cplusplus
}
#endif
#endif /* DLTI_PLUGIN_H */
