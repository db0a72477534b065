/* garbage.c - a plugin whose entry function returns a pointer to nothing
 * (reading its descriptor faults).  `dlti plugins` must survive it and
 * name the file and the signal (t0700). */
#include <stdint.h>

#include <dlti/plugin.h>

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);
const dlti_plugin_info *dlti_plugin_entry(void)
{
    return (const dlti_plugin_info *)(uintptr_t)8;
}
