/* entry_lists.c - the checks of DLTI entry lists (dl_spec, map,
 * target_device_spec, target_system_spec) as they are built: MLIR runs
 * these attribute verifiers at parse time, so they are the text layer's. */
#include "config.h"

#include <stdlib.h>

#include "dl_text.h"

/* A key as DLTI prints it in messages: strings quoted, types bare. */
char *dl_entry_key_text(const dlti_attr *key)
{
    dl_buf b = {0};
    if (dl_attr_kind_of(key) == DL_AT_TYPE)
        dl_print_type(&b, ((const dl_type_attr_key *)key->key)->type);
    else
        dl_print_attr(&b, key);
    return dl_buf_take(&b);
}

/* ---- Entry lists, checked as they are built (MLIR's attribute
 *      verifiers run at parse time) ------------------------------------- */

static dlti_status verify_plain_entries(dlti_context *ctx, dl_attr_kind kind,
                                        size_t n,
                                        const dlti_attr *const *entries,
                                        const dlti_loc *loc)
{
    for (size_t i = 0; i < n; i++) {
        const dlti_attr *e = entries[i];
        if (!e || dl_attr_kind_of(e) != DL_AT_DL_ENTRY)
            return dl_error(ctx, DLTI_ERR_PARSE, loc, "contained invalid DLTI entry");
        const dlti_attr *key = dl_entry(e)->key;
        if (!key || (dl_attr_kind_of(key) != DL_AT_TYPE &&
                     dl_attr_kind_of(key) != DL_AT_STRING))
            return dl_error(ctx, DLTI_ERR_PARSE, loc, "contained invalid DLTI key");
        if (kind == DL_AT_DEVICE_SPEC && dl_attr_kind_of(key) == DL_AT_TYPE)
            return dl_error(ctx, DLTI_ERR_PARSE, loc, "type as DLTI key is not allowed");
        const dl_string_attr_key *sk = dl_string_key(key);
        if (sk && sk->len == 0)
            return dl_error(ctx, DLTI_ERR_PARSE, loc,
                            "empty string as DLTI key is not allowed");
        for (size_t j = 0; j < i; j++) {
            if (dl_entry(entries[j])->key == key) {
                char *k = dl_entry_key_text(key);
                dl_error(ctx, DLTI_ERR_PARSE, loc, "repeated DLTI key: %s", dl_or_lost(k));
                free(k);
                return DLTI_ERR_PARSE;
            }
        }
        if (!dl_entry(e)->value) {
            char *k = dl_entry_key_text(key);
            dl_error(ctx, DLTI_ERR_PARSE, loc,
                     "value associated to DLTI key %s is invalid", dl_or_lost(k));
            free(k);
            return DLTI_ERR_PARSE;
        }
    }
    return DLTI_OK;
}

dlti_status dl_verify_entry_list(dlti_context *ctx, dl_attr_kind kind, size_t n,
                                 const dlti_attr *const *entries,
                                 const dlti_loc *loc)
{
    if (kind == DL_AT_DEVICE_SPEC && n == 0)
        return dl_error(ctx, DLTI_ERR_PARSE, loc, "no DLTI entries provided");
    if (kind != DL_AT_SYSTEM_SPEC)
        return verify_plain_entries(ctx, kind, n, entries, loc);

    if (n == 0)
        return dl_error(ctx, DLTI_ERR_PARSE, loc, "no DLTI entries provided");
    for (size_t i = 0; i < n; i++) {
        const dlti_attr *e = entries[i];
        if (!e || dl_attr_kind_of(e) != DL_AT_DL_ENTRY)
            return dl_error(ctx, DLTI_ERR_PARSE, loc, "contained invalid DLTI entry");
        const dl_string_attr_key *sk = dl_string_key(dl_entry(e)->key);
        if (!sk)
            return dl_error(ctx, DLTI_ERR_PARSE, loc,
                            "non-string key of DLTI system spec");
        const dlti_attr *v = dl_entry(e)->value;
        if (!v || dl_attr_kind_of(v) != DL_AT_DEVICE_SPEC) {
            char *k = dl_entry_key_text(dl_entry(e)->key);
            dl_error(ctx, DLTI_ERR_PARSE, loc,
                     "value associated with key %s is not a DLTI device spec",
                     dl_or_lost(k));
            free(k);
            return DLTI_ERR_PARSE;
        }
        for (size_t j = 0; j < i; j++) {
            if (dl_entry(entries[j])->key == dl_entry(e)->key) {
                char *k = dl_entry_key_text(dl_entry(e)->key);
                dl_error(ctx, DLTI_ERR_PARSE, loc,
                         "repeated device ID in dlti.target_system_spec: %s",
                         dl_or_lost(k));
                free(k);
                return DLTI_ERR_PARSE;
            }
        }
        const dl_attr_list_key *dev = dl_attr_list(v);
        dlti_status st = dl_verify_entry_list(ctx, DL_AT_DEVICE_SPEC, dev->n,
                                              dev->elems, loc);
        if (st)
            return st;
    }
    return DLTI_OK;
}
