/* entry_lists.c - the checks of DLTI entry lists (dl_spec, map,
 * target_device_spec, target_system_spec) as they are built: MLIR runs
 * these attribute verifiers at parse time, so they are the text layer's. */
#include "config.h"

#include <stdlib.h>

#include "dl_text.h"
#include "ptrmap.h"

/* A key as DLTI prints it in messages: strings quoted, types bare. */
char *dl_text_entry_key_text(const dlti_attr *key)
{
    dl_buf b = {0};
    if (dl_ir_attr_kind_of(key) == DL_AT_TYPE)
        dl_text_print_type(&b, ((const dl_type_attr_key *)key->key)->type);
    else
        dl_text_print_attr(&b, key);
    return dl_buf_take(&b);
}

/* ---- Entry lists, checked as they are built (MLIR's attribute
 *      verifiers run at parse time) ------------------------------------- */

/* An error about an entry's key, named as DLTI prints it (fmt has one %s). */
static dlti_status key_error(dlti_context *ctx, const dlti_loc *loc,
                             const char *fmt, const dlti_attr *key)
{
    char *k = dl_text_entry_key_text(key);
    dl_error(ctx, DLTI_ERR_PARSE, loc, fmt, dl_or_lost(k));
    free(k);
    return DLTI_ERR_PARSE;
}

static dlti_status verify_plain_entries(dlti_context *ctx, dl_attr_kind kind,
                                        size_t n,
                                        const dlti_attr *const *entries,
                                        const dlti_loc *loc)
{
    ptrmap *seen = NULL;
    bool nomem = false;
    dlti_status st = DLTI_OK;
    for (size_t i = 0; i < n && st == DLTI_OK && !nomem; i++) {
        const dlti_attr *e = entries[i];
        if (!e || dl_ir_attr_kind_of(e) != DL_AT_DL_ENTRY) {
            st = dl_error(ctx, DLTI_ERR_PARSE, loc, "contained invalid DLTI entry");
            break;
        }
        const dlti_attr *key = dl_entry(e)->key;
        if (!key || (dl_ir_attr_kind_of(key) != DL_AT_TYPE &&
                     dl_ir_attr_kind_of(key) != DL_AT_STRING)) {
            st = dl_error(ctx, DLTI_ERR_PARSE, loc, "contained invalid DLTI key");
            break;
        }
        if (kind == DL_AT_DEVICE_SPEC && dl_ir_attr_kind_of(key) == DL_AT_TYPE) {
            st = dl_error(ctx, DLTI_ERR_PARSE, loc, "type as DLTI key is not allowed");
            break;
        }
        const dl_string_attr_key *sk = dl_ir_string_key(key);
        if (sk && sk->len == 0) {
            st = dl_error(ctx, DLTI_ERR_PARSE, loc,
                          "empty string as DLTI key is not allowed");
            break;
        }
        const char *fmt = dl_ir_key_repeated(&seen, entries, i, &nomem)
                              ? "repeated DLTI key: %s"
                          : !dl_entry(e)->value
                              ? "value associated to DLTI key %s is invalid"
                              : NULL;
        if (fmt)
            st = key_error(ctx, loc, fmt, key);
    }
    dl_ir_key_index_free(&seen);
    return nomem ? dl_nomem(ctx) : st;
}

/* The devices of a target system spec (each a device spec). */
static dlti_status system_entries(dlti_context *ctx, size_t n,
                                  const dlti_attr *const *entries,
                                  const dlti_loc *loc, ptrmap **seen,
                                  bool *nomem)
{
    for (size_t i = 0; i < n; i++) {
        const dlti_attr *e = entries[i];
        if (!e || dl_ir_attr_kind_of(e) != DL_AT_DL_ENTRY)
            return dl_error(ctx, DLTI_ERR_PARSE, loc, "contained invalid DLTI entry");
        const dl_string_attr_key *sk = dl_ir_string_key(dl_entry(e)->key);
        if (!sk)
            return dl_error(ctx, DLTI_ERR_PARSE, loc,
                            "non-string key of DLTI system spec");
        const dlti_attr *v = dl_entry(e)->value;
        if (!v || dl_ir_attr_kind_of(v) != DL_AT_DEVICE_SPEC)
            return key_error(ctx, loc,
                             "value associated with key %s is not a DLTI "
                             "device spec", dl_entry(e)->key);
        if (dl_ir_key_repeated(seen, entries, i, nomem))
            return key_error(ctx, loc,
                             "repeated device ID in dlti.target_system_spec: %s",
                             dl_entry(e)->key);
        const dl_attr_list_key *dev = dl_ir_attr_list(v);
        dlti_status st = dl_text_verify_entry_list(ctx, DL_AT_DEVICE_SPEC, dev->n,
                                              dev->elems, loc);
        if (st)
            return st;
    }
    return DLTI_OK;
}

dlti_status dl_text_verify_entry_list(dlti_context *ctx, dl_attr_kind kind, size_t n,
                                 const dlti_attr *const *entries,
                                 const dlti_loc *loc)
{
    if (kind == DL_AT_DEVICE_SPEC && n == 0)
        return dl_error(ctx, DLTI_ERR_PARSE, loc, "no DLTI entries provided");
    if (kind != DL_AT_SYSTEM_SPEC)
        return verify_plain_entries(ctx, kind, n, entries, loc);

    if (n == 0)
        return dl_error(ctx, DLTI_ERR_PARSE, loc, "no DLTI entries provided");
    ptrmap *seen = NULL;
    bool nomem = false;
    dlti_status st = system_entries(ctx, n, entries, loc, &seen, &nomem);
    dl_ir_key_index_free(&seen);
    return nomem && !st ? dl_nomem(ctx) : st;
}
