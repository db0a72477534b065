/* initfail.c - a plugin whose init reports an error and fails, after
 * registering a type and setting dialect data (both must be dropped, the
 * data's destructor run).
 * Expected: "plugin .../initfail.so refused: its initialisation failed:
 * initfail: cannot start (no licence)". */
#include <stdlib.h>
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
    h.size = sizeof h;
    h.parse = parse;
    h.print = print;
    if (!dlti_register_type_class(d, "t", &h))
        return DLTI_ERR_PLUGIN;
    /* Freed by the core when the plugin is refused (checked by valgrind
     * and ASan in the tests). */
    dlti_dialect_set_data(d, malloc(16), free);
    return dlti_emit_error(dlti_dialect_context(d), NULL,
                           "initfail: cannot start (no licence)");
}

static const dlti_plugin_info info = {
    sizeof info, DLTI_PLUGIN_ABI_VERSION, "initfail", "1.0", "init fails",
    init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);
const dlti_plugin_info *dlti_plugin_entry(void) { return &info; }
