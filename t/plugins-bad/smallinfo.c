/* smallinfo.c - a plugin whose descriptor is smaller than
 * dlti_plugin_info (its size field says so).
 * Expected: "plugin .../smallinfo.so refused: its descriptor is too small
 * (16 bytes, N required)" (16 on LP64). */
#include <stddef.h>

#include <dlti/plugin.h>

static dlti_status init(dlti_dialect *d)
{
    (void)d;
    return DLTI_OK;
}

static const dlti_plugin_info info = {
    offsetof(dlti_plugin_info, name_space), DLTI_PLUGIN_ABI_VERSION,
    "smallinfo", "1.0", "small descriptor", init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);
const dlti_plugin_info *dlti_plugin_entry(void) { return &info; }
