/* demo.c - a small dialect plugin for dlti: namespace "demo".
 *
 *   !demo.blob<N>     N elements; each element is as wide as the value of
 *                     the data layout entry of the class, in bits:
 *                         #dlti.dl_spec<!demo.blob<1> = 32 : i64>
 *                     (the key's N does not matter; the first entry wins;
 *                     8 bits without an entry).  Size N * width bits, ABI
 *                     alignment the element's bytes rounded up to a power
 *                     of two, preferred alignment the same.
 *   "demo.mode"       an identifier entry, "fast" or "compact":
 *                         #dlti.dl_spec<"demo.mode" = "fast">
 *
 * Build it against an installed dlti with the Makefile next to this file
 * (pkg-config only) and install it into the plugin directory; dlti loads
 * demo.so the first time it reads a `!demo.` type.  doc/plugins.md of dlti
 * says what each hook must do.
 */
#include <inttypes.h>
#include <stdint.h>
#include <string.h>

#include <dlti/plugin.h>

/* ---- The type ------------------------------------------------------------ */

/* The key that uniques a !demo.blob<N>: plain bytes, no padding. */
typedef struct blob_key {
    uint64_t n;
} blob_key;

static uint64_t blob_count(const dlti_type *t)
{
    blob_key k;
    size_t len;
    const void *p = dlti_type_key(t, &len);
    memset(&k, 0, sizeof k);
    if (p && len == sizeof k)
        memcpy(&k, p, sizeof k);
    return k.n;
}

/* `<N>` after `!demo.blob`. */
static dlti_status blob_parse(dlti_parser *p, const dlti_type_class *cls,
                              const dlti_type **out)
{
    blob_key k;
    dlti_status st;
    memset(&k, 0, sizeof k);
    if ((st = dlti_parser_expect(p, "<")) != DLTI_OK ||
        (st = dlti_parser_uint64(p, &k.n)) != DLTI_OK ||
        (st = dlti_parser_expect(p, ">")) != DLTI_OK)
        return st;
    *out = dlti_type_get(dlti_parser_context(p), cls, &k, sizeof k);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static void blob_print(dlti_printer *pr, const dlti_type *t)
{
    dlti_printer_printf(pr, "<%" PRIu64 ">", blob_count(t));
}

/* The element width in bits: the value of the first entry, else 8.  The
 * entries were checked by blob_verify_entries. */
static uint64_t element_bits(dlti_entry_list entries)
{
    uint64_t bits;
    if (entries.count > 0 &&
        dlti_attr_get_uint(dlti_entry_value(entries.entries[0]), &bits))
        return bits;
    return 8;
}

static dlti_status blob_size_in_bits(const dlti_type *t, dlti_data_layout *dl,
                                     dlti_entry_list entries, dlti_size *out)
{
    uint64_t n = blob_count(t), bits = element_bits(entries);
    (void)dl;
    if (bits != 0 && n > UINT64_MAX / bits)
        return dlti_emit_error(dlti_type_context(t), NULL,
                               "!demo.blob<%" PRIu64 "> is too large", n);
    out->value = n * bits;
    out->scalable = 0;
    return DLTI_OK;
}

static dlti_status blob_abi_alignment(const dlti_type *t, dlti_data_layout *dl,
                                      dlti_entry_list entries, uint64_t *out)
{
    uint64_t bytes = element_bits(entries) / 8, align = 1;
    (void)t;
    (void)dl;
    while (align < bytes)
        align *= 2;
    *out = align;
    return DLTI_OK;
}

/* Entry values must be integers, positive multiples of 8 (bits). */
static dlti_status blob_verify_entries(dlti_context *ctx,
                                       dlti_entry_list entries,
                                       const dlti_loc *loc)
{
    for (size_t i = 0; i < entries.count; i++) {
        const dlti_attr *v = dlti_entry_value(entries.entries[i]);
        uint64_t bits;
        if (!dlti_attr_get_uint(v, &bits) || bits == 0 || bits % 8 != 0 ||
            bits > 1024) {
            char *s = dlti_attr_to_string(v);
            dlti_status st = dlti_emit_error(
                ctx, loc,
                "the entry of !demo.blob must be a width in bits: a "
                "multiple of 8 from 8 to 1024, not %s",
                s ? s : "this");
            dlti_free(s);
            return st;
        }
    }
    return DLTI_OK;
}

/* ---- The identifier key -------------------------------------------------- */

static dlti_status verify_entry(dlti_context *ctx, const dlti_attr *entry,
                                const dlti_loc *loc)
{
    const char *key = dlti_entry_key_string(entry);
    size_t len;
    const char *v = dlti_attr_get_string(dlti_entry_value(entry), &len);
    if (!key || strcmp(key, "demo.mode") != 0)
        return dlti_emit_error(ctx, loc, "unknown demo entry '%s'",
                               key ? key : "?");
    if (!v || !((len == 4 && memcmp(v, "fast", 4) == 0) ||
                (len == 7 && memcmp(v, "compact", 7) == 0)))
        return dlti_emit_error(ctx, loc,
                               "\"demo.mode\" must be \"fast\" or \"compact\"");
    return DLTI_OK;
}

static const char *const identifier_keys[] = {"demo.mode", NULL};

/* ---- Registration -------------------------------------------------------- */

static dlti_status demo_init(dlti_dialect *d)
{
    dlti_type_hooks th;
    dlti_dialect_hooks dh;

    memset(&th, 0, sizeof th);
    th.size = sizeof th;
    th.parse = blob_parse;
    th.print = blob_print;
    th.size_in_bits = blob_size_in_bits;
    th.abi_alignment = blob_abi_alignment;
    th.verify_entries = blob_verify_entries;
    if (!dlti_register_type_class(d, "blob", &th))
        return DLTI_ERR_PLUGIN;

    memset(&dh, 0, sizeof dh);
    dh.size = sizeof dh;
    dh.verify_entry = verify_entry;
    dh.identifier_keys = identifier_keys;
    return dlti_dialect_set_hooks(d, &dh);
}

static const dlti_plugin_info demo_info = {
    sizeof demo_info,
    DLTI_PLUGIN_ABI_VERSION,
    "demo",
    "1.0.0",
    "an example dialect: !demo.blob<N> and \"demo.mode\"",
    demo_init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);

const dlti_plugin_info *dlti_plugin_entry(void)
{
    return &demo_info;
}
