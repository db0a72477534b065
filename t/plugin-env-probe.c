/* plugin-env-probe.c - prints the plugin search path of a new context,
 * for t0700's setuid test: a copy made setuid root and run by another
 * user must not have $DLTI_PLUGIN_PATH on it.  Linked -no-install, so
 * that it finds libdlti in the build tree through its RUNPATH (ld.so
 * ignores LD_LIBRARY_PATH in a setuid program). */
#include <stdio.h>

#include <dlti/dlti.h>

int main(void)
{
    dlti_context *ctx = dlti_context_new();
    char *path = ctx ? dlti_context_plugin_path(ctx) : NULL;
    if (!path)
        return 1;
    printf("%s\n", path);
    dlti_free(path);
    dlti_context_free(ctx);
    return 0;
}
