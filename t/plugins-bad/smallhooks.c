/* smallhooks.c - a plugin whose type hooks table is smaller than ABI 1
 * requires (as if built against a header that had only parse and print).
 * The registration is refused and so is the plugin, although its init
 * ignores the failure and returns DLTI_OK.
 * Expected: "plugin .../smallhooks.so refused: its initialisation failed:
 * dialect 'smallhooks': type hooks of 't' are 24 bytes, at least N
 * required" (24 on LP64). */
#include <stddef.h>
#include <string.h>

#include <dlti/plugin.h>

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

static dlti_status init(dlti_dialect *d)
{
    dlti_type_hooks h;
    memset(&h, 0, sizeof h);
    h.size = offsetof(dlti_type_hooks, size_in_bits);
    h.parse = parse;
    h.print = print;
    (void)dlti_register_type_class(d, "t", &h);
    return DLTI_OK;
}

static const dlti_plugin_info info = {
    sizeof info, DLTI_PLUGIN_ABI_VERSION, "smallhooks", "1.0",
    "small hook table", init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);
const dlti_plugin_info *dlti_plugin_entry(void) { return &info; }
