/* layout_memref.c - the memref fields of `dlti layout`: strides, offset
 * and dense dimension order (dlti_memref_strides, dlti_memref_contiguous),
 * in JSON and as a line under the table. */
#include "config.h"

#include "cli.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

typedef struct memref_info {
    int ranked, strided, contiguous, extension;
    size_t rank;
    int64_t offset;
    int64_t *strides;
    uint32_t *order;
} memref_info;

/* 0 when `t` is no memref; -1 out of memory; 1 with `m` filled (free
 * with info_free).  A layout that is not strided is not an error here. */
static int info_get(const dlti_type *t, memref_info *m)
{
    char *s = dlti_type_to_string(t);
    int is_memref = s && strncmp(s, "memref<", 7) == 0;
    int unranked = s && strncmp(s, "memref<*", 8) == 0;
    dlti_free(s);
    memset(m, 0, sizeof *m);
    if (!is_memref)
        return 0;
    if (unranked)
        return 1;
    m->ranked = 1;
    if (dlti_memref_strides(t, 0, NULL, &m->rank, NULL, NULL) != DLTI_OK)
        return 1;
    m->strides = calloc(m->rank + 1, sizeof *m->strides);
    m->order = calloc(m->rank + 1, sizeof *m->order);
    if (!m->strides || !m->order) {
        free(m->strides);
        free(m->order);
        out_of_memory();
        return -1;
    }
    m->strided = dlti_memref_strides(t, m->rank, m->strides, NULL,
                                     &m->offset, &m->extension) == DLTI_OK &&
                 dlti_memref_contiguous(t, m->rank, m->order,
                                        &m->contiguous) == DLTI_OK;
    return 1;
}

static void info_free(memref_info *m)
{
    free(m->strides);
    free(m->order);
}

static void put_dyn(FILE *out, int64_t v, const char *dyn)
{
    if (v == DLTI_DYNAMIC)
        fputs(dyn, out);
    else
        fprintf(out, "%" PRId64, v);
}

/* The strides, comma-separated, `dyn` for a dynamic one. */
static void put_strides(FILE *out, const memref_info *m, const char *dyn)
{
    for (size_t i = 0; i < m->rank; i++) {
        if (i)
            fputs(", ", out);
        put_dyn(out, m->strides[i], dyn);
    }
}

/* `, "strides": [...], "offset": O, "contiguous": B, ...` for a memref. */
int memref_json_fields(FILE *out, const dlti_type *t)
{
    memref_info m;
    int r = t ? info_get(t, &m) : 0;
    if (r <= 0)
        return r;
    if (!m.strided) {
        fputs(", \"strides\": null, \"offset\": null, \"contiguous\": false",
              out);
        info_free(&m);
        return 1;
    }
    fputs(", \"strides\": [", out);
    put_strides(out, &m, "null");
    fputs("], \"offset\": ", out);
    put_dyn(out, m.offset, "null");
    fprintf(out, ", \"contiguous\": %s", m.contiguous ? "true" : "false");
    if (m.contiguous) {
        fputs(", \"order\": [", out);
        for (size_t i = 0; i < m.rank; i++)
            fprintf(out, "%s%" PRIu32, i ? ", " : "", m.order[i]);
        fputc(']', out);
    }
    if (m.extension)
        fputs(", \"extension\": true", out);
    info_free(&m);
    return 1;
}

/* `TYPE: strides [...], offset O, contiguous ...` for a memref. */
int memref_text_line(FILE *out, const char *printed, const dlti_type *t)
{
    memref_info m;
    int r = t ? info_get(t, &m) : 0;
    if (r <= 0)
        return r;
    fprintf(out, "%s: ", printed);
    if (!m.ranked) {
        fputs("unranked\n", out);
        return 1;
    }
    if (!m.strided) {
        fputs("not strided\n", out);
        info_free(&m);
        return 1;
    }
    fputs("strides [", out);
    put_strides(out, &m, "?");
    fputs("], offset ", out);
    put_dyn(out, m.offset, "?");
    if (m.contiguous) {
        fputs(", contiguous (dimensions outermost first: ", out);
        for (size_t i = 0; i < m.rank; i++)
            fprintf(out, "%s%" PRIu32, i ? ", " : "", m.order[i]);
        fputc(')', out);
    } else {
        fputs(", not contiguous", out);
    }
    if (m.extension)
        fputs(" [beyond MLIR 22]", out);
    fputc('\n', out);
    info_free(&m);
    return 1;
}
