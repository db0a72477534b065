/* fields.h - `dlti layout --fields` and `--rules` (tools/fields.c): the
 * pahole-like view of an aggregate's members, and the comparison of a
 * type's answers under MLIR's and LLVM's rules. */
#ifndef DLTI_TOOLS_FIELDS_H
#define DLTI_TOOLS_FIELDS_H

#include "debug_info.h"

#include <dlti/dlti.h>
#include <stdint.h>
#include <stdio.h>

/* Option codes of `dlti layout` for these (after cli.h's OPT_*). */
enum {
    OPT_FIELDS = 0x180,
    OPT_RULES,
    OPT_CACHELINE,
    OPT_DEPTH,
    OPT_PACKABLE,
    OPT_STRUCTS,
    OPT_SORT
};

#define FIELDS_DEFAULT_DEPTH 1
#define FIELDS_DEFAULT_CACHELINE 64
/* JSON lists at most this many members ("fields_total" says how many). */
#define FIELDS_JSON_MAX 65536

typedef struct fields_opts {
    int on;             /* --fields */
    unsigned depth;     /* levels of members shown (>= 1) */
    uint64_t cacheline; /* bytes (>= 1) */
    int packable;       /* --packable: the size in a better member order */
    const di_info *di;  /* the file's C types (debug info), or NULL */
} fields_opts;

/* Parses --rules, --cacheline, --depth values; a usage error (returned
 * as -1) names the option. */
int fields_parse_rules(cli *c, const char *value, dlti_layout_rules *rules);
int fields_parse_number(cli *c, const char *opt, const char *value,
                        uint64_t *n);

/* A type's answers under the other rules (than the layout's), when they
 * differ. */
typedef struct rules_diff {
    int differs;
    dlti_size size;
    uint64_t abi, pref, stride;
    /* The other rules' offsets of the members when one differs (else
     * NULL and 0; malloc'ed): all of them, or of a huge array the first
     * OFFSETS_COMPARED and the last. */
    uint64_t *offsets;
    size_t n_offsets;
} rules_diff;

#define OFFSETS_COMPARED 65536
/* Offsets a text note lists before "..." and the last. */
#define RULES_OFFSETS_SHOWN 32

/* Compares t's answers under `dl` and `other` (the same scope, the other
 * rules); differs = 0 when they agree or `other` fails.  DLTI_ERR_NOMEM
 * when the offsets could not be kept. */
dlti_status rules_compare(dlti_data_layout *dl, dlti_data_layout *other,
                          const dlti_type *t, rules_diff *d);
void rules_diff_free(rules_diff *d);
/* The offsets as "0, 16, 32" (text: at most `max`, then "..."; 0: all). */
void rules_offsets_print(FILE *out, const rules_diff *d, size_t max);
/* "mlir" or "llvm". */
const char *rules_name(dlti_layout_rules r);
/* The alloc size: size rounded up to the ABI alignment. */
uint64_t alloc_size(uint64_t size, uint64_t abi);

/* The text view of `t`'s members (after the table), or the note that it
 * has none (as fields_json).  Returns a failing status (reported by the context). */
dlti_status fields_print_text(FILE *out, dlti_data_layout *dl,
                              const dlti_type *t, const char *given,
                              const fields_opts *o, const rules_diff *d,
                              dlti_layout_rules rules);
/* The members as JSON keys for a row: `, "fields": [...], "holes": [...],
 * "padding": N` (and `"c": {...}`, the C type, when debug info gives it;
 * see fields_c_json), or `, "fields": null` for a non-aggregate, written to a
 * malloc'ed string in *json. */
dlti_status fields_json(dlti_data_layout *dl, const dlti_type *t,
                        const char *given, const di_info *di, char **json);
/* An aggregate's members (n), holes and tail padding as --fields counts
 * them. */
dlti_status fields_sums(dlti_data_layout *dl, const dlti_type *t,
                        size_t *n, uint64_t *holes, uint64_t *sum_holes,
                        uint64_t *padding);
/* For each C member of dc (in order), the index of the LLVM member of t
 * that holds it (SIZE_MAX: none; in a union, none). */
dlti_status fields_c_owners(dlti_data_layout *dl, const dlti_type *t,
                            const di_comp *dc, size_t *owner);
/* `, "c": {...}`: the C type of t (dc, from debug info; nothing when
 * NULL): its name, kind, size, members (name, type, offset, size, for a
 * bitfield bit_offset and bits, and "field": the index of the LLVM member
 * holding it, null in a union), holes and padding as pahole's. */
dlti_status fields_c_json(FILE *out, dlti_data_layout *dl, const dlti_type *t,
                          const di_comp *dc);
/* `dlti layout --spec FILE --structs`: the file's identified structs with
 * size, alignment, holes and padding, sorted by `sort` ("name", "wasted",
 * "size"); C names from debug info.  An exit status. */
int structs_print(FILE *out, dlti_data_layout *dl, const di_info *di,
                  const char *sort, int json);

/* --packable, in JSON: `, "packable": {"size": N, "order": [...]}` for a
 * struct whose members can be reordered (nothing for other types). */
dlti_status fields_packable_json(FILE *out, dlti_data_layout *dl,
                                 const dlti_type *t);
/* The note for a TYPE (as given) that has no members. */
dlti_status fields_not_aggregate(const char *given);

#endif
