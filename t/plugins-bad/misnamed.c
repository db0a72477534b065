/* misnamed.c - the file misnamed.so says namespace "misnamed", but the
 * descriptor provides dialect "other".
 * Expected: "plugin .../misnamed.so refused: it provides dialect 'other'
 * but its file name says 'misnamed'". */
#include <dlti/plugin.h>

static dlti_status init(dlti_dialect *d)
{
    (void)d;
    return DLTI_OK;
}

static const dlti_plugin_info info = {
    sizeof info, DLTI_PLUGIN_ABI_VERSION, "other", "1.0", "misnamed", init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);
const dlti_plugin_info *dlti_plugin_entry(void) { return &info; }
