/* noentry.c - a plugin without the entry symbol: its descriptor is
 * exported under another name, so the loader finds no dlti_plugin_entry.
 * Expected: "plugin .../noentry.so refused: no entry symbol
 * 'dlti_plugin_entry'". */
#include <dlti/plugin.h>

static dlti_status init(dlti_dialect *d)
{
    (void)d;
    return DLTI_OK;
}

static const dlti_plugin_info info = {
    sizeof info, DLTI_PLUGIN_ABI_VERSION, "noentry", "1.0", "no entry", init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry_v0(void);
const dlti_plugin_info *dlti_plugin_entry_v0(void) { return &info; }
