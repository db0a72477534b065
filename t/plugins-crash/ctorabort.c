/* ctorabort.c - a plugin that aborts in its constructor, as soon as it is
 * loaded.  `dlti plugins` must survive it (it scans each file in a child
 * process) and name the file and the signal (t0700). */
#include <stdlib.h>

#include <dlti/plugin.h>

__attribute__((constructor)) static void boom(void) { abort(); }

static dlti_status init(dlti_dialect *d)
{
    (void)d;
    return DLTI_OK;
}

static const dlti_plugin_info info = {
    sizeof(dlti_plugin_info), DLTI_PLUGIN_ABI_VERSION, "ctorabort", "1.0",
    "aborts when loaded", init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);
const dlti_plugin_info *dlti_plugin_entry(void) { return &info; }
