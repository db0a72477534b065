/* api.c - size and alignment of vector<4xf32> in a module's data layout. */
#include <dlti/dlti.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static void on_diag(void *user, dlti_severity sev, const dlti_loc *loc, const char *msg)
{
    fprintf(stderr, "%s:%u:%u: %s\n", loc->file ? loc->file : "?", loc->line, loc->col, msg);
}

int main(void)
{
    const char *src = "module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {}";
    const char *ty = "vector<4xf32>";
    dlti_context *ctx = dlti_context_new();
    dlti_op *top;
    dlti_data_layout *dl;
    const dlti_type *t;
    dlti_size size;
    uint64_t abi, pref;

    if (!ctx)
        return 1;
    dlti_context_set_diag_handler(ctx, on_diag, NULL);
    int ok = !dlti_parse_source(ctx, "example", src, strlen(src), &top) && !dlti_verify(top) &&
             !dlti_data_layout_get(ctx, top, &dl) && !dlti_parse_type(ctx, ty, strlen(ty), &t) &&
             !dlti_type_size(dl, t, &size) && !dlti_type_abi_alignment(dl, t, &abi) &&
             !dlti_type_preferred_alignment(dl, t, &pref);
    if (ok)
        printf("%s: %" PRIu64 " bytes, ABI alignment %" PRIu64 ", preferred %" PRIu64 "\n",
               ty, size.value, abi, pref);
    dlti_context_free(ctx);
    return ok ? 0 : 1;
}
