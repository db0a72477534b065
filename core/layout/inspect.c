/* layout/inspect.c - what a layout is made of, for tools that show it:
 * the entries of its combined spec, its target system spec, and the
 * entries of any DLTI entry list. */
#include "config.h"

#include "dl_layout.h"

const dlti_attr *dlti_layout_entry(dlti_data_layout *dl, size_t i)
{
    if (!dl)
        return NULL;
    const dl_combined *c = &dl->info->spec;
    if (i < c->n_ids)
        return c->ids[i];
    i -= c->n_ids;
    for (size_t g = 0; g < c->n_classes; g++) {
        if (i < c->classes[g].n)
            return c->classes[g].entries[i];
        i -= c->classes[g].n;
    }
    return NULL;
}

const dlti_attr *dlti_layout_target_system_spec(dlti_data_layout *dl)
{
    if (!dl || !dl->scope)
        return NULL;
    /* The first of the enclosing module's (dlti_layout_device_property
     * looks devices up in it). */
    const dlti_op *m = dl->scope;
    while (m && !dl_ir_op_is_module(m))
        m = m->parent;
    if (!m)
        return NULL;
    const dl_dict_key *d = dl_ir_dict(m->attrs);
    for (size_t i = 0; i < d->n; i++)
        if (dl_ir_attr_kind_of(d->elems[i].value) == DL_AT_SYSTEM_SPEC)
            return d->elems[i].value;
    return NULL;
}

const dlti_attr *dlti_entry_list_at(const dlti_attr *list, size_t i)
{
    if (!list)
        return NULL;
    switch (dl_ir_attr_kind_of(list)) {
    case DL_AT_DL_SPEC:
    case DL_AT_MAP:
    case DL_AT_DEVICE_SPEC:
    case DL_AT_SYSTEM_SPEC:
        break;
    default:
        return NULL;
    }
    const dl_attr_list_key *l = dl_ir_attr_list(list);
    return i < l->n ? l->elems[i] : NULL;
}

/* Where the layout's scope is written, for the notes of plugin hooks. */
dlti_loc dlti_layout_where(const dlti_data_layout *dl)
{
    dlti_loc none = {0};
    return dl ? dl->where : none;
}
