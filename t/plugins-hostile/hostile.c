/* hostile.c - a plugin of namespace "hostile" whose layout hooks return
 * nonsense, for t/t0740-hostile.c.  Each type class misbehaves in one way:
 *   !hostile.zero      size 32 bits, ABI alignment 0
 *   !hostile.three     size 32 bits, ABI alignment 3 (not a power of two)
 *   !hostile.pref6     size 32 bits, ABI alignment 4, preferred 6
 *   !hostile.self      its size hook asks for its own size
 *   !hostile.ping      size of !hostile.pong, whose size is that of ping
 *   !hostile.chain<N>  size of !hostile.chain<N+1>: an endless chain
 *   !hostile.empty     size 0, ABI alignment 0 (legitimate)
 *   !hostile.fine      size 64 bits, ABI alignment 8 (legitimate)
 *   !hostile.wide16    a 16-bit float(-like) type whose own hook says it
 *                      takes 4 bytes (legitimate, if odd): vectors of it
 *                      must use the hook's bytes
 */
#include <stdbool.h>
#include <string.h>

#include <dlti/plugin.h>

static dlti_status parse_plain(dlti_parser *p, const dlti_type_class *cls,
                               const dlti_type **out)
{
    *out = dlti_type_get(dlti_parser_context(p), cls, NULL, 0);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static void print_plain(dlti_printer *pr, const dlti_type *t)
{
    (void)pr;
    (void)t;
}

static dlti_status parse_chain(dlti_parser *p, const dlti_type_class *cls,
                               const dlti_type **out)
{
    uint64_t n;
    dlti_status st;
    if ((st = dlti_parser_expect(p, "<")) || (st = dlti_parser_uint64(p, &n)) ||
        (st = dlti_parser_expect(p, ">")))
        return st;
    *out = dlti_type_get(dlti_parser_context(p), cls, &n, sizeof n);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static void print_chain(dlti_printer *pr, const dlti_type *t)
{
    uint64_t n;
    memcpy(&n, dlti_type_key(t, NULL), sizeof n);
    dlti_printer_printf(pr, "<%llu>", (unsigned long long)n);
}

static const dlti_type *sibling(const dlti_type *t, const char *name)
{
    const dlti_type_class *c = dlti_dialect_type_class(
        dlti_type_class_dialect(dlti_type_get_class(t)), name);
    return c ? dlti_type_get(dlti_type_context(t), c, NULL, 0) : NULL;
}

#define CONST_SIZE(fn, bits)                                                 \
    static dlti_status fn(const dlti_type *t, dlti_data_layout *dl,          \
                          dlti_entry_list e, dlti_size *out)                 \
    {                                                                        \
        (void)t; (void)dl; (void)e;                                          \
        out->value = (bits);                                                 \
        out->scalable = 0;                                                   \
        return DLTI_OK;                                                      \
    }
#define CONST_ALIGN(fn, a)                                                   \
    static dlti_status fn(const dlti_type *t, dlti_data_layout *dl,          \
                          dlti_entry_list e, uint64_t *out)                  \
    {                                                                        \
        (void)t; (void)dl; (void)e;                                          \
        *out = (a);                                                          \
        return DLTI_OK;                                                      \
    }
CONST_SIZE(size0, 0)
CONST_SIZE(size32, 32)
CONST_SIZE(size64, 64)
CONST_ALIGN(align0, 0)
CONST_ALIGN(align1, 1)
CONST_ALIGN(align3, 3)
CONST_ALIGN(align4, 4)
CONST_ALIGN(align6, 6)
CONST_ALIGN(align8, 8)

static dlti_status size_self(const dlti_type *t, dlti_data_layout *dl,
                             dlti_entry_list e, dlti_size *out)
{
    (void)e;
    return dlti_type_size_in_bits(dl, t, out);
}

static dlti_status size_ping(const dlti_type *t, dlti_data_layout *dl,
                             dlti_entry_list e, dlti_size *out)
{
    (void)e;
    const dlti_type *o = sibling(t, "pong");
    return o ? dlti_type_size_in_bits(dl, o, out) : DLTI_ERR_NOMEM;
}

static dlti_status size_pong(const dlti_type *t, dlti_data_layout *dl,
                             dlti_entry_list e, dlti_size *out)
{
    (void)e;
    const dlti_type *o = sibling(t, "ping");
    return o ? dlti_type_size_in_bits(dl, o, out) : DLTI_ERR_NOMEM;
}

static dlti_status size_chain(const dlti_type *t, dlti_data_layout *dl,
                              dlti_entry_list e, dlti_size *out)
{
    (void)e;
    uint64_t n;
    memcpy(&n, dlti_type_key(t, NULL), sizeof n);
    n++;
    const dlti_type *next = dlti_type_get(dlti_type_context(t),
                                          dlti_type_get_class(t), &n, sizeof n);
    return next ? dlti_type_size_in_bits(dl, next, out) : DLTI_ERR_NOMEM;
}

typedef dlti_status (*size_fn)(const dlti_type *, dlti_data_layout *,
                               dlti_entry_list, dlti_size *);
typedef dlti_status (*align_fn)(const dlti_type *, dlti_data_layout *,
                                dlti_entry_list, uint64_t *);

static dlti_status reg(dlti_dialect *d, const char *name, size_fn size,
                       align_fn abi, align_fn pref, bool chain)
{
    dlti_type_hooks h;
    memset(&h, 0, sizeof h);
    h.size = sizeof h;
    h.parse = chain ? parse_chain : parse_plain;
    h.print = chain ? print_chain : print_plain;
    h.size_in_bits = size;
    h.abi_alignment = abi;
    h.preferred_alignment = pref;
    h.vector_element = 1;
    return dlti_register_type_class(d, name, &h) ? DLTI_OK : DLTI_ERR_PLUGIN;
}

static dlti_status bytes4(const dlti_type *t, dlti_data_layout *dl,
                          dlti_entry_list e, dlti_size *out)
{
    (void)t; (void)dl; (void)e;
    out->value = 4;
    out->scalable = 0;
    return DLTI_OK;
}

static dlti_status reg_wide16(dlti_dialect *d)
{
    dlti_type_hooks h;
    memset(&h, 0, sizeof h);
    h.size = sizeof h;
    h.parse = parse_plain;
    h.print = print_plain;
    h.float_bits = 16;
    h.size_in_bytes = bytes4;
    h.vector_element = 1;
    return dlti_register_type_class(d, "wide16", &h) ? DLTI_OK
                                                      : DLTI_ERR_PLUGIN;
}

static dlti_status init(dlti_dialect *d)
{
    dlti_status st;
    if ((st = reg(d, "zero", size32, align0, NULL, false)) ||
        (st = reg(d, "three", size32, align3, NULL, false)) ||
        (st = reg(d, "pref6", size32, align4, align6, false)) ||
        (st = reg(d, "self", size_self, align4, NULL, false)) ||
        (st = reg(d, "ping", size_ping, align4, NULL, false)) ||
        (st = reg(d, "pong", size_pong, align4, NULL, false)) ||
        (st = reg(d, "chain", size_chain, align1, NULL, true)) ||
        (st = reg(d, "empty", size0, align0, NULL, false)) ||
        (st = reg(d, "fine", size64, align8, NULL, false)) ||
        (st = reg_wide16(d)))
        return st;
    return DLTI_OK;
}

static const dlti_plugin_info info = {
    sizeof info, DLTI_PLUGIN_ABI_VERSION, "hostile", "1",
    "layout hooks that return nonsense", init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);
const dlti_plugin_info *dlti_plugin_entry(void) { return &info; }
