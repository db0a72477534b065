/* loader.c - finding, loading and checking dialect plugins. */
#define _GNU_SOURCE /* secure_getenv; strdup, dlopen (POSIX 2008) */
#include "config.h"

#include "paths.h" /* DLTI_PLUGINDIR */

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dl_ir.h"


struct dl_plugin {
    struct dl_plugin *next;
    char *path;
    void *handle;
    dlti_dialect *dialect;
    bool own;                /* `handle` is its own (else its `vetted` one) */
    bool vetted;             /* holds a reference of `vetted` */
};

/* ---- Files already checked ----------------------------------------------
 * A plugin file that passed every check (a regular file nobody else may
 * change) and is loaded in some live context: while it is, dlopen of its
 * path returns the object already mapped whatever the file is now, so
 * another context loading that path neither stats it nor checks it again
 * (--split-input-file makes a context per chunk: 1,000 chunks made 9,500
 * stat calls, 5% of the run).  The list keeps a dlopen handle of its own,
 * so that the object stays mapped between the look-up and the dlopen. */
typedef struct vetted {
    struct vetted *next;
    char *path;
    void *handle;
    size_t refs;             /* dl_plugin entries with `vetted` set */
} vetted;

static pthread_mutex_t vetted_mu = PTHREAD_MUTEX_INITIALIZER;
static vetted *vetted_list;

static vetted *vetted_find(const char *path)
{
    for (vetted *v = vetted_list; v; v = v->next)
        if (strcmp(v->path, path) == 0)
            return v;
    return NULL;
}

static bool vetted_known(const char *path)
{
    pthread_mutex_lock(&vetted_mu);
    bool known = vetted_find(path) != NULL;
    pthread_mutex_unlock(&vetted_mu);
    return known;
}

/* A reference to `path`'s entry, if it has one: its handle then, which
 * the caller uses without a dlopen of its own (and does not close). */
static void *vetted_hold(const char *path)
{
    pthread_mutex_lock(&vetted_mu);
    vetted *v = vetted_find(path);
    if (v)
        v->refs++;
    pthread_mutex_unlock(&vetted_mu);
    return v ? v->handle : NULL;
}

/* After `path` passed the checks and was loaded: a reference to its entry,
 * made if absent (false when it cannot be: the checks are made again). */
static bool vetted_add(const char *path)
{
    pthread_mutex_lock(&vetted_mu);
    vetted *v = vetted_find(path);
    if (!v && (v = calloc(1, sizeof *v)) != NULL) {
        /* (loaded: the object is found by its name, no file is read) */
        v->path = strdup(path);
        v->handle = v->path ? dlopen(path, RTLD_NOW | RTLD_LOCAL) : NULL;
        if (!v->handle) {
            free(v->path);
            free(v);
            v = NULL;
        } else {
            v->next = vetted_list;
            vetted_list = v;
        }
    }
    if (v)
        v->refs++;
    pthread_mutex_unlock(&vetted_mu);
    return v != NULL;
}

static void vetted_release(const char *path)
{
    vetted *gone = NULL;
    pthread_mutex_lock(&vetted_mu);
    for (vetted **p = &vetted_list; *p; p = &(*p)->next) {
        vetted *v = *p;
        if (strcmp(v->path, path) != 0)
            continue;
        if (--v->refs == 0) {
            *p = v->next;
            gone = v;
        }
        break;
    }
    pthread_mutex_unlock(&vetted_mu);
    /* Unlocked: the last dlclose runs the plugin's destructors. */
    if (gone) {
        dlclose(gone->handle);
        free(gone->path);
        free(gone);
    }
}

typedef struct dl_plugin_state {
    char **dirs;             /* the whole search path, in order */
    size_t n_dirs, n_added;  /* the first n_added came from the API */
    bool have_defaults;      /* env and plugindir appended */
    dl_plugin *loaded;
    const char **tried;      /* namespaces looked for (interned) */
    size_t n_tried;
    bool loading;            /* inside a plugin's init */
    unsigned flags;          /* DLTI_PLUGIN_* */
} dl_plugin_state;

static void plugins_free(dlti_context *ctx);

static dl_plugin_state *state(dlti_context *ctx)
{
    if (!ctx->plugins) {
        ctx->plugins = calloc(1, sizeof(dl_plugin_state));
        dl_ir_ctx_on_free(ctx, DL_FREE_PLUGINS, plugins_free);
    }
    return ctx->plugins;
}

static bool push_dir(dl_plugin_state *st, size_t at, const char *dir, size_t len)
{
    char **n = realloc(st->dirs, (st->n_dirs + 1) * sizeof *n);
    if (!n)
        return false;
    st->dirs = n;
    char *copy = malloc(len + 1);
    if (!copy)
        return false;
    memcpy(copy, dir, len);
    copy[len] = 0;
    memmove(st->dirs + at + 1, st->dirs + at, (st->n_dirs - at) * sizeof *n);
    st->dirs[at] = copy;
    st->n_dirs++;
    return true;
}

/* The environment as the library reads it: not at all in a program run
 * with privileges it does not have from its user (setuid or setgid, or
 * capabilities: glibc's secure execution), where a user's variable must
 * not choose the code that runs, as ld.so ignores LD_LIBRARY_PATH there.
 * DLTI_PLUGIN_PATH is the only variable the library reads. */
static const char *env_get(const char *name)
{
#ifdef HAVE_SECURE_GETENV
    return secure_getenv(name);
#else
    if (getuid() != geteuid() || getgid() != getegid())
        return NULL;
    return getenv(name);
#endif
}

/* $DLTI_PLUGIN_PATH and the configured plugindir go after the directories
 * given through the API; read once, when first needed. */
static bool ensure_defaults(dlti_context *ctx, dl_plugin_state *st)
{
    if (st->have_defaults)
        return true;
    st->have_defaults = true;
    const char *env = env_get("DLTI_PLUGIN_PATH");
    while (env && *env) {
        const char *colon = strchr(env, ':');
        size_t len = colon ? (size_t)(colon - env) : strlen(env);
        if (len && !push_dir(st, st->n_dirs, env, len))
            return dl_nomem(ctx), false;
        env = colon ? colon + 1 : NULL;
    }
    if (!push_dir(st, st->n_dirs, DLTI_PLUGINDIR, strlen(DLTI_PLUGINDIR)))
        return dl_nomem(ctx), false;
    return true;
}

dlti_status dlti_context_add_plugin_dir(dlti_context *ctx, const char *dir)
{
    if (!ctx || !dir || !*dir)
        return DLTI_ERR_MISUSE;
    dl_plugin_state *st = state(ctx);
    if (!st || !push_dir(st, st->n_added, dir, strlen(dir)))
        return dl_nomem(ctx);
    st->n_added++;
    return DLTI_OK;
}

char *dlti_context_plugin_path(dlti_context *ctx)
{
    dl_plugin_state *st = ctx ? state(ctx) : NULL;
    if (!st || !ensure_defaults(ctx, st))
        return NULL;
    dl_buf b = {0};
    for (size_t i = 0; i < st->n_dirs; i++)
        dl_buf_printf(&b, "%s%s", i ? ":" : "", st->dirs[i]);
    return dl_buf_take(&b);
}

/* ---- Loading one file --------------------------------------------------- */

static dlti_status refuse(dlti_context *ctx, const char *path, const char *fmt,
                          ...) DL_PRINTF(3, 4);
static dlti_status refuse(dlti_context *ctx, const char *path, const char *fmt,
                          ...)
{
    dl_buf b = {0};
    va_list ap;
    va_start(ap, fmt);
    dl_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    char *why = dl_buf_take(&b);
    dl_diag(ctx, DLTI_SEV_WARNING, NULL, "plugin %s refused: %s", path,
            why ? why : "out of memory");
    free(why);
    return DLTI_ERR_PLUGIN;
}

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

/* Why code in `path` (whose status is `sb`) could be changed by others
 * than its owner and root, or NULL: the file or its directory writable
 * by its group or by everyone, or owned by another user than root and
 * the one running (who could replace it).  A directory that others may
 * write lets them put a file of any name there, sticky or not. */
static const char *writable_by_others(const char *path, const struct stat *sb)
{
    uid_t me = geteuid();
    if (sb->st_mode & (S_IWGRP | S_IWOTH))
        return sb->st_mode & S_IWOTH ? "the file is writable by everyone"
                                     : "the file is writable by its group";
    if (sb->st_uid != 0 && sb->st_uid != me)
        return "the file belongs to another user";
    const char *slash = strrchr(path, '/');
    char *dir = slash ? strndup(path, (size_t)(slash - path) + 1) : strdup(".");
    struct stat ds;
    int r = dir ? stat(dir, &ds) : -1;
    free(dir);
    if (r != 0)
        return NULL; /* the file was there: its loading will say more */
    if (ds.st_mode & (S_IWGRP | S_IWOTH))
        return ds.st_mode & S_IWOTH ? "its directory is writable by everyone"
                                    : "its directory is writable by its group";
    if (ds.st_uid != 0 && ds.st_uid != me)
        return "its directory belongs to another user";
    return NULL;
}

/* dlclose of a handle of load_file's own (not one `held` from `vetted`). */
static void close_own(void *h, const void *held)
{
    if (h != held)
        dlclose(h);
}

/* Loads `path` into `ctx`.  `expect_ns` is the namespace its file name
 * promises, or NULL to take it from the file name.  *why receives the
 * reason of a refusal when non-NULL (for listings, which stay silent). */
static dlti_status load_file(dlti_context *ctx, const char *path,
                             bool quiet, char **why, dlti_dialect **out)
{
    dl_plugin_state *st = state(ctx);
    if (!st)
        return dl_nomem(ctx);
    char *reason = NULL;
    dl_buf rb = {0};
    void *held = NULL;       /* the handle of a `vetted` entry */
    bool checked = false;
#define FAIL(...)                                                             \
    do {                                                                      \
        dl_buf_printf(&rb, __VA_ARGS__);                                      \
        goto fail;                                                            \
    } while (0)

    const char *base = base_name(path);
    size_t blen = strlen(base);
    if (blen < 4 || strcmp(base + blen - 3, ".so") != 0)
        FAIL("its name does not end in .so");
    char ns[256];
    if (blen - 3 >= sizeof ns)
        FAIL("its name is too long");
    memcpy(ns, base, blen - 3);
    ns[blen - 3] = 0;

    /* Held from here on: released on every failure (refused below). */
    held = vetted_hold(path);
    if (!held) {
        struct stat sb;
        if (stat(path, &sb) != 0)
            FAIL("%s", strerror(errno));
        if (!S_ISREG(sb.st_mode))
            FAIL("not a regular file");
        const char *who = writable_by_others(path, &sb);
        if (who && !(st->flags & DLTI_PLUGIN_ALLOW_WRITABLE))
            FAIL("%s (allowed with DLTI_PLUGIN_ALLOW_WRITABLE, the CLI's "
                 "--allow-writable-plugins)", who);
        checked = !who;
    }
    for (dl_plugin *p = st->loaded; p; p = p->next)
        if (p->dialect && strcmp(p->dialect->name, ns) == 0)
            FAIL("dialect '%s' is already provided by %s", ns, p->path);
    if (dl_ir_dialect_lookup(ctx, ns, strlen(ns)))
        FAIL("dialect '%s' is already registered", ns);

    void *h = held ? held : dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        const char *e = dlerror();
        FAIL("not a loadable shared object (%s)", e ? e : "dlopen failed");
    }
    dlti_plugin_entry_fn entry;
    /* POSIX: a function pointer may be read through a void * object. */
    void *sym = dlsym(h, DLTI_PLUGIN_ENTRY_SYMBOL);
    memcpy(&entry, &sym, sizeof entry);
    if (!sym) {
        close_own(h, held);
        FAIL("no entry symbol '%s'", DLTI_PLUGIN_ENTRY_SYMBOL);
    }
    const dlti_plugin_info *info = entry();
    if (!info || info->size < sizeof(dlti_plugin_info)) {
        /* Read before dlclose: the descriptor lives in the object. */
        size_t got = info ? info->size : 0;
        close_own(h, held);
        if (!info)
            FAIL("its entry function returned no descriptor");
        FAIL("its descriptor is too small (%zu bytes, %zu required)", got,
             sizeof(dlti_plugin_info));
    }
    if (info->abi_version != DLTI_PLUGIN_ABI_VERSION) {
        unsigned v = info->abi_version;
        close_own(h, held);
        FAIL("it was built for plugin ABI %u, this dlti provides ABI %u", v,
             DLTI_PLUGIN_ABI_VERSION);
    }
    if (!info->name_space || strcmp(info->name_space, ns) != 0) {
        char got[256];
        snprintf(got, sizeof got, "%s", info->name_space ? info->name_space : "");
        close_own(h, held);
        FAIL("it provides dialect '%s' but its file name says '%s'", got, ns);
    }
    if (!info->init) {
        close_own(h, held);
        FAIL("its descriptor has no init function");
    }

    dlti_dialect *d = dl_ir_dialect_create(ctx, ns);
    dl_plugin *pl = calloc(1, sizeof *pl);
    char *pcopy = strdup(path);
    if (!d || !pl || !pcopy) {
        dl_ir_dialect_discard(ctx, d);
        free(pl);
        free(pcopy);
        close_own(h, held);
        if (held)
            vetted_release(path);
        return dl_nomem(ctx);
    }
    /* What the plugin's init reports is held: its first error becomes
     * part of the one warning naming the file. */
    dl_diag_held cap;
    dl_diag_hold(ctx, &cap, DL_HOLD_ALL);
    st->loading = true;
    dlti_status ist = info->init(d);
    st->loading = false;
    char *first = cap.got ? cap.msg : NULL; /* ours now */
    cap.msg = NULL;
    dl_diag_release(ctx, &cap);
    if (ist != DLTI_OK || d->failed) {
        dl_ir_dialect_discard(ctx, d);
        free(pl);
        free(pcopy);
        close_own(h, held);
        if (cap.got)
            dl_buf_printf(&rb, "its initialisation failed: %s",
                          first ? first : "(out of memory)");
        else
            dl_buf_printf(&rb, "its initialisation failed (%s)",
                          dlti_status_string(ist));
        free(first);
        goto fail;
    }
    free(first);
    pl->vetted = held || (checked && vetted_add(path));
    d->plugin = pl;
    dl_ir_dialect_commit(ctx, d);
    pl->path = pcopy;
    pl->handle = h;
    pl->own = !held;
    held = NULL;
    pl->dialect = d;
    pl->next = st->loaded;
    st->loaded = pl;
    *out = d;
    return DLTI_OK;
#undef FAIL

fail:
    if (held)
        vetted_release(path);
    reason = dl_buf_take(&rb);
    if (why)
        *why = reason ? strdup(reason) : NULL;
    if (!quiet)
        refuse(ctx, path, "%s", reason ? reason : "out of memory");
    free(reason);
    return DLTI_ERR_PLUGIN;
}

dlti_status dlti_context_load_plugin(dlti_context *ctx, const char *path)
{
    if (!ctx || !path)
        return DLTI_ERR_MISUSE;
    dlti_dialect *d;
    if (strchr(path, '/'))
        return load_file(ctx, path, false, NULL, &d);
    /* A bare name is a file of the current directory: dlopen would
     * search LD_LIBRARY_PATH and the system for it instead. */
    dl_buf b = {0};
    dl_buf_printf(&b, "./%s", path);
    char *local = dl_buf_take(&b);
    if (!local)
        return dl_nomem(ctx);
    dlti_status st = load_file(ctx, local, false, NULL, &d);
    free(local);
    return st;
}

void dlti_context_set_plugin_flags(dlti_context *ctx, unsigned flags)
{
    dl_plugin_state *st = ctx ? state(ctx) : NULL;
    if (st)
        st->flags = flags;
}

static bool tried(dl_plugin_state *st, const char *ins)
{
    for (size_t i = 0; i < st->n_tried; i++)
        if (st->tried[i] == ins)
            return true;
    return false;
}

dlti_dialect *dl_ir_dialect_require(dlti_context *ctx, const char *ns, size_t len)
{
    dlti_dialect *d = dl_ir_dialect_lookup(ctx, ns, len);
    if (d || len == 0 || len > 200)
        return d;
    /* (a second thread's step loads nothing: the caller's then runs it) */
    if (dl_diag_sink_refuse())
        return NULL;
    dl_plugin_state *st = state(ctx);
    const char *ins = dlti_intern(ctx, ns, len);
    if (!st || !ins || tried(st, ins) || !ensure_defaults(ctx, st))
        return NULL;
    const char **nt = realloc(st->tried, (st->n_tried + 1) * sizeof *nt);
    if (!nt)
        return NULL;
    st->tried = nt;
    st->tried[st->n_tried++] = ins;
    /* Namespaces are identifiers; anything else is never a file name. */
    for (size_t i = 0; i < len; i++)
        if (!(ns[i] == '_' || (ns[i] >= 'a' && ns[i] <= 'z') ||
              (ns[i] >= 'A' && ns[i] <= 'Z') || (ns[i] >= '0' && ns[i] <= '9')))
            return NULL;
    for (size_t i = 0; i < st->n_dirs; i++) {
        dl_buf b = {0};
        dl_buf_printf(&b, "%s/%s.so", st->dirs[i], ins);
        char *path = dl_buf_take(&b);
        if (!path)
            return NULL;
        struct stat sb;
        if (vetted_known(path) || stat(path, &sb) == 0) {
            d = NULL;
            load_file(ctx, path, false, NULL, &d);
            free(path);
            return d; /* the first file found decides, loaded or refused */
        }
        free(path);
    }
    return NULL;
}

static void plugins_free(dlti_context *ctx)
{
    dl_plugin_state *st = ctx->plugins;
    if (!st)
        return;
    for (dl_plugin *p = st->loaded, *n; p; p = n) {
        n = p->next;
        if (p->own)
            dlclose(p->handle);
        if (p->vetted)
            vetted_release(p->path);
        free(p->path);
        free(p);
    }
    for (size_t i = 0; i < st->n_dirs; i++)
        free(st->dirs[i]);
    free(st->dirs);
    free(st->tried);
    free(st);
    ctx->plugins = NULL;
}

/* ---- Listing ------------------------------------------------------------ */

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Puts a string (NULL as a lone 0x01 byte) and its NUL into `b`. */
static void put_str(dl_buf *b, const char *s)
{
    dl_buf_put(b, s ? s : "\1", (s ? strlen(s) : 1) + 1);
}

static void put_list(dl_buf *b, const char *const *v, size_t n)
{
    dl_buf_printf(b, "%zu", n);
    dl_buf_put(b, "", 1);
    for (size_t i = 0; i < n; i++)
        put_str(b, v[i]);
}

/* In the child: loads `path` into a scratch context and writes what the
 * report holds to `b` (namespace, version, summary, error, then the
 * types, attributes, ops and keys). */
static void scan_file(const dlti_context *ctx, unsigned flags,
                      const char *path, dl_buf *b)
{
    dlti_context *scratch = dl_ir_context_create(ctx);
    if (!scratch)
        return;
    dlti_context_set_plugin_flags(scratch, flags);
    char *why = NULL;
    dlti_dialect *d = NULL;
    if (load_file(scratch, path, true, &why, &d) != DLTI_OK) {
        put_str(b, NULL);
        put_str(b, NULL);
        put_str(b, NULL);
        put_str(b, why ? why : "refused");
        for (int i = 0; i < 4; i++)
            put_list(b, NULL, 0);
        free(why);
        dlti_context_free(scratch);
        return;
    }
    /* The descriptor stays valid while the object is loaded. */
    void *sym = dlsym(d->plugin->handle, DLTI_PLUGIN_ENTRY_SYMBOL);
    dlti_plugin_entry_fn entry;
    memcpy(&entry, &sym, sizeof entry);
    const dlti_plugin_info *info = entry();
    put_str(b, d->name);
    put_str(b, info->version);
    put_str(b, info->summary);
    put_str(b, NULL);
    size_t n;
    dl_buf_printf(b, "%zu", d->n_type_classes);
    dl_buf_put(b, "", 1);
    for (size_t i = 0; i < d->n_type_classes; i++)
        put_str(b, d->type_classes[i]->name);
    dl_buf_printf(b, "%zu", d->n_attr_classes);
    dl_buf_put(b, "", 1);
    for (size_t i = 0; i < d->n_attr_classes; i++)
        put_str(b, d->attr_classes[i]->name);
    n = 0;
    for (size_t i = 0; i < scratch->n_op_classes; i++)
        n += scratch->op_classes[i]->dialect == d;
    dl_buf_printf(b, "%zu", n);
    dl_buf_put(b, "", 1);
    for (size_t i = 0; i < scratch->n_op_classes; i++)
        if (scratch->op_classes[i]->dialect == d)
            put_str(b, scratch->op_classes[i]->name);
    n = 0;
    while (d->identifier_keys && d->identifier_keys[n])
        n++;
    put_list(b, d->identifier_keys, n);
    dlti_context_free(scratch);
}

/* Reads back what put_str wrote at *at (NULL when malformed). */
static const char *get_str(const char *buf, size_t len, size_t *at,
                           bool *bad)
{
    const char *s = buf + *at;
    const char *nul = *at < len ? memchr(s, 0, len - *at) : NULL;
    if (!nul) {
        *bad = true;
        return NULL;
    }
    *at = (size_t)(nul - buf) + 1;
    return strcmp(s, "\1") == 0 ? NULL : s;
}

static const char **get_list(const char *buf, size_t len, size_t *at,
                             size_t *n, bool *bad)
{
    const char *c = get_str(buf, len, at, bad);
    char *end;
    unsigned long long v = c ? strtoull(c, &end, 10) : 0;
    if (!c || *end || v > len) {
        *bad = true;
        return NULL;
    }
    const char **l = calloc(v + 1, sizeof *l);
    if (!l) {
        *bad = true;
        return NULL;
    }
    for (size_t i = 0; i < v && !*bad; i++)
        l[i] = get_str(buf, len, at, bad);
    *n = v;
    return l;
}

/* Loads `path` in a child process, so that a plugin that crashes (in a
 * constructor, or an entry function that returns garbage) costs the
 * listing one line, which names the signal, and not the listing. */
static void report_file(const dlti_context *ctx, dl_plugin_state *st,
                        const char *path, bool shadowed,
                        dlti_plugin_report_fn fn, void *user)
{
    dlti_plugin_report r;
    memset(&r, 0, sizeof r);
    r.file = path;
    r.shadowed = shadowed;
    dl_buf in = {0};
    char *why = NULL;
    int fds[2];
    pid_t pid = -1;
    if (pipe(fds) == 0 && (pid = fork()) == 0) {
        close(fds[0]);
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0)
            dup2(null, STDOUT_FILENO);
        dl_buf out = {0};
        scan_file(ctx, st->flags, path, &out);
        size_t done = 0;
        while (!out.failed && done < out.len) {
            ssize_t w = write(fds[1], out.data + done, out.len - done);
            if (w < 0 && errno == EINTR)
                continue;
            if (w <= 0)
                _exit(2);
            done += (size_t)w;
        }
        _exit(out.failed ? 3 : 0);
    }
    if (pid > 0) {
        close(fds[1]);
        char chunk[4096];
        for (;;) {
            ssize_t got = read(fds[0], chunk, sizeof chunk);
            if (got < 0 && errno == EINTR)
                continue;
            if (got <= 0)
                break;
            dl_buf_put(&in, chunk, (size_t)got);
        }
        close(fds[0]);
    } else if (pid < 0) {
        why = strdup(strerror(errno));
    }
    int status = 0;
    while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    const char **lists[4] = {NULL, NULL, NULL, NULL};
    bool bad = false;
    if (pid > 0 && WIFSIGNALED(status)) {
        dl_buf wb = {0};
        dl_buf_printf(&wb, "loading it crashed the scan (signal %d, %s)",
                      WTERMSIG(status), strsignal(WTERMSIG(status)));
        why = dl_buf_take(&wb);
    } else if (pid > 0 && (!WIFEXITED(status) || WEXITSTATUS(status) != 0 ||
                           in.failed)) {
        why = strdup("the scan of it failed");
    } else if (pid > 0) {
        size_t at = 0;
        r.name_space = get_str(in.data, in.len, &at, &bad);
        r.version = get_str(in.data, in.len, &at, &bad);
        r.summary = get_str(in.data, in.len, &at, &bad);
        r.error = get_str(in.data, in.len, &at, &bad);
        size_t *counts[4] = {&r.n_types, &r.n_attrs, &r.n_ops, &r.n_keys};
        for (int i = 0; i < 4 && !bad; i++)
            lists[i] = get_list(in.data, in.len, &at, counts[i], &bad);
        r.types = lists[0];
        r.attrs = lists[1];
        r.ops = lists[2];
        r.keys = lists[3];
        if (bad)
            why = strdup("the scan of it failed");
    }
    if (why || pid <= 0) {
        memset(&r, 0, sizeof r);
        r.file = path;
        r.shadowed = shadowed;
        r.error = why ? why : "the scan of it failed";
    }
    fn(user, &r);
    for (int i = 0; i < 4; i++)
        free(lists[i]);
    free(why);
    dl_buf_free(&in);
}

dlti_status dlti_list_plugins(dlti_context *ctx, dlti_plugin_report_fn fn,
                              void *user)
{
    if (!ctx || !fn)
        return DLTI_ERR_MISUSE;
    dl_plugin_state *st = state(ctx);
    if (!st || !ensure_defaults(ctx, st))
        return dl_nomem(ctx);
    char **seen = NULL;
    size_t n_seen = 0;
    dlti_status result = DLTI_OK;
    for (size_t i = 0; i < st->n_dirs; i++) {
        DIR *dir = opendir(st->dirs[i]);
        if (!dir)
            continue;
        char **names = NULL;
        size_t n = 0;
        struct dirent *e;
        while ((e = readdir(dir))) {
            size_t len = strlen(e->d_name);
            if (len < 4 || strcmp(e->d_name + len - 3, ".so") != 0)
                continue;
            char **nn = realloc(names, (n + 1) * sizeof *nn);
            if (!nn || !(nn[n] = strdup(e->d_name))) {
                names = nn ? nn : names;
                result = dl_nomem(ctx);
                break;
            }
            names = nn;
            n++;
        }
        closedir(dir);
        if (n)
            qsort(names, n, sizeof *names, cmp_str);
        for (size_t k = 0; k < n; k++) {
            bool shadowed = false;
            for (size_t j = 0; j < n_seen; j++)
                shadowed |= strcmp(seen[j], names[k]) == 0;
            dl_buf b = {0};
            dl_buf_printf(&b, "%s/%s", st->dirs[i], names[k]);
            char *path = dl_buf_take(&b);
            if (path)
                report_file(ctx, st, path, shadowed, fn, user);
            free(path);
            char **ns = realloc(seen, (n_seen + 1) * sizeof *ns);
            if (ns) {
                seen = ns;
                seen[n_seen++] = names[k];
            } else {
                free(names[k]);
            }
        }
        free(names);
    }
    for (size_t j = 0; j < n_seen; j++)
        free(seen[j]);
    free(seen);
    return result;
}
