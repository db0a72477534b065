/* badabi.c - a plugin built for another plugin ABI.
 * Expected: "plugin .../badabi.so refused: it was built for plugin ABI
 * 999, this dlti provides ABI 1" (the current ABI). */
#include <dlti/plugin.h>

static dlti_status init(dlti_dialect *d)
{
    (void)d;
    return DLTI_OK;
}

static const dlti_plugin_info info = {
    sizeof info, 999, "badabi", "1.0", "wrong ABI", init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);
const dlti_plugin_info *dlti_plugin_entry(void) { return &info; }
