/* attr.c - the llvm plugin's attribute: #llvm.address_space<N>, a memory
 * space.
 * See llvm.c for the dialect as a whole. */
#define _POSIX_C_SOURCE 200809L /* as in llvm.c: one feature set */
#include "llvm_internal.h"

/* ---- #llvm.address_space<N> ---------------------------------------------- */

dlti_status as_parse(dlti_parser *p, const dlti_attr_class *cls,
                     const dlti_attr **out)
{
    as_key k;
    memset(&k, 0, sizeof k);
    dlti_status s;
    if ((s = dlti_parser_expect(p, "<")) || (s = parse_u32(p, &k.as)) ||
        (s = dlti_parser_expect(p, ">")))
        return s;
    *out = dlti_attr_get(dlti_parser_context(p), cls, &k, sizeof k);
    return *out ? DLTI_OK : nomem(p);
}

void as_print(dlti_printer *pr, const dlti_attr *a)
{
    const as_key *k = dlti_attr_key(a, NULL);
    dlti_printer_printf(pr, "<%u>", (unsigned)k->as);
}

