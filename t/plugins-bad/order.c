/* order.c - a working plugin of namespace "order", built twice: as
 * a/order.so (ORDER_BITS 8, version "a") and b/order.so (ORDER_BITS 16,
 * version "b").  `dlti layout '!order.t'` tells which one was loaded: the
 * tests of the search order, of --load-plugin and of a second plugin for
 * the same namespace use it. */
#include <string.h>

#include <dlti/plugin.h>

#ifndef ORDER_BITS
#define ORDER_BITS 8
#endif
#ifndef ORDER_VERSION
#define ORDER_VERSION "a"
#endif

static dlti_status parse(dlti_parser *p, const dlti_type_class *cls,
                         const dlti_type **out)
{
    *out = dlti_type_get(dlti_parser_context(p), cls, NULL, 0);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static void print(dlti_printer *pr, const dlti_type *t)
{
    (void)pr;
    (void)t;
}

static dlti_status size_in_bits(const dlti_type *t, dlti_data_layout *dl,
                                dlti_entry_list entries, dlti_size *out)
{
    (void)t;
    (void)dl;
    (void)entries;
    out->value = ORDER_BITS;
    out->scalable = 0;
    return DLTI_OK;
}

static dlti_status abi_alignment(const dlti_type *t, dlti_data_layout *dl,
                                 dlti_entry_list entries, uint64_t *out)
{
    (void)t;
    (void)dl;
    (void)entries;
    *out = 1;
    return DLTI_OK;
}

static dlti_status init(dlti_dialect *d)
{
    dlti_type_hooks h;
    memset(&h, 0, sizeof h);
    h.size = sizeof h;
    h.parse = parse;
    h.print = print;
    h.size_in_bits = size_in_bits;
    h.abi_alignment = abi_alignment;
    return dlti_register_type_class(d, "t", &h) ? DLTI_OK : DLTI_ERR_PLUGIN;
}

static const dlti_plugin_info info = {
    sizeof info, DLTI_PLUGIN_ABI_VERSION, "order", ORDER_VERSION,
    "the search order test plugin", init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);
const dlti_plugin_info *dlti_plugin_entry(void) { return &info; }
