/* vprobe.c - a plugin whose op's verify hook counts the calls made on
 * another thread than the one that loaded it, for t/t0925-query-stage.c.
 * Built twice: vprobe.so as a plugin built before
 * DLTI_DIALECT_VERIFY_BESIDE_PARSE (its print and layout hooks may run
 * beside the parse, its verify hooks may not: the caller's thread must
 * verify its ops), and vprobenew.so (-DVPROBE_NEW) with the flag (the
 * second thread of DLTI_QUERY_PASS_THREAD verifies them).  The op
 * `vprobe.op` / `vprobenew.op` has no operands, results, regions or
 * successors.  vprobe_counts, read with dlsym, says how many calls there
 * were and how many came from another thread. */
#include <pthread.h>
#include <stdatomic.h>

#include <dlti/plugin.h>

#ifdef VPROBE_NEW
#define NS "vprobenew"
#define FLAGS                                                            \
    (DLTI_DIALECT_PRINT_BESIDE_PARSE | DLTI_DIALECT_LAYOUT_BESIDE_PARSE | \
     DLTI_DIALECT_REUSABLE | DLTI_DIALECT_VERIFY_BESIDE_PARSE)
#else
#define NS "vprobe"
#define FLAGS                                                            \
    (DLTI_DIALECT_PRINT_BESIDE_PARSE | DLTI_DIALECT_LAYOUT_BESIDE_PARSE | \
     DLTI_DIALECT_REUSABLE)
#endif

static pthread_t loader;
static atomic_uint calls, off_thread;

static dlti_status op_verify(const dlti_op *op)
{
    atomic_fetch_add(&calls, 1);
    if (!pthread_equal(pthread_self(), loader))
        atomic_fetch_add(&off_thread, 1);
    if (dlti_op_num_results(op) != 0)
        return dlti_op_emit_error(op, "requires zero results");
    if (dlti_op_num_operands(op) != 0)
        return dlti_op_emit_error(op, "requires zero operands");
    return DLTI_OK;
}

static dlti_status vprobe_init(dlti_dialect *d)
{
    loader = pthread_self();
    dlti_op_hooks op = {0};
    op.size = sizeof op;
    op.verify = op_verify;
    op.flags = DLTI_OP_NO_PROPERTIES;
    dlti_status st = dlti_register_op_class(d, "op", &op);
    if (st != DLTI_OK)
        return st;
    dlti_dialect_hooks dh = {0};
    dh.size = sizeof dh;
    dh.flags = FLAGS;
    return dlti_dialect_set_hooks(d, &dh);
}

static const dlti_plugin_info vprobe_info = {
    sizeof(dlti_plugin_info),
    DLTI_PLUGIN_ABI_VERSION,
    NS,
    "1.0.0",
    "an op whose verify hook counts the threads it runs on",
    vprobe_init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);
DLTI_PLUGIN_EXPORT void vprobe_counts(unsigned *all, unsigned *off);

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void)
{
    return &vprobe_info;
}

DLTI_PLUGIN_EXPORT void vprobe_counts(unsigned *all, unsigned *off)
{
    *all = atomic_load(&calls);
    *off = atomic_load(&off_thread);
}
