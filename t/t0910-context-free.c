/* t0910-context-free.c - dlti_context_free closes every plugin it loaded.
 *
 * Loads the llvm, ptr, test and func plugins (from $DLTI_PLUGIN_PATH, set
 * by the harness) by parsing a module that uses them, queries llvm, ptr and
 * test types, frees the context and then checks in /proc/self/maps that no
 * plugin shared object is still mapped (and, with dlopen(RTLD_NOLOAD), that
 * the dynamic loader no longer knows them).  Twice, with two contexts alive
 * at once in the second round, so that reference counting is covered.
 * Then a plugin file checked once is not looked at again while a context
 * holds it (a context per chunk of a split file would stat and check it
 * each time): made writable by everyone meanwhile, it still loads in a
 * second context, and is refused once no context holds it; a file loaded
 * only by DLTI_PLUGIN_ALLOW_WRITABLE is checked every time.
 * Run under valgrind by `make check-valgrind`, which also checks that the
 * context frees everything. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "dlti/dlti.h"
#include "tap.h"

static const char src[] =
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "!llvm.ptr = dense<[32, 32, 64]> : vector<3xi64>, "
    "!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 32, abi = 32, "
    "preferred = 64>, "
    "!test.test_type_with_layout<10> = [\"size\", 12], "
    "!test.test_type_with_layout<20> = [\"alignment\", 4]>} {\n"
    "  func.func @f() {\n"
    "    return\n"
    "  }\n"
    "}\n";

static const char *const plugins[] = {"llvm", "ptr", "test", "func"};
#define N_PLUGINS (sizeof plugins / sizeof plugins[0])

/* Number of lines of /proc/self/maps naming PLUGIN.so in a directory of
 * $DLTI_PLUGIN_PATH (any directory when the variable is unset); -1 when the
 * file cannot be read. */
static int mapped(const char *plugin)
{
    FILE *f = fopen("/proc/self/maps", "r");
    if (!f)
        return -1;
    char want[64], line[4096];
    snprintf(want, sizeof want, "/%s.so", plugin);
    size_t wl = strlen(want);
    int n = 0;
    while (fgets(line, sizeof line, f)) {
        size_t l = strlen(line);
        while (l && (line[l - 1] == '\n' || line[l - 1] == ' '))
            line[--l] = '\0';
        if (l >= wl && strcmp(line + l - wl, want) == 0)
            n++;
    }
    fclose(f);
    return n;
}

/* 1 when the dynamic loader still has PLUGIN.so of $DLTI_PLUGIN_PATH. */
static int loader_has(const char *dir, const char *plugin)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.so", dir, plugin);
    void *h = dlopen(path, RTLD_NOW | RTLD_NOLOAD);
    if (!h)
        return 0;
    dlclose(h); /* drop the reference RTLD_NOLOAD took */
    return 1;
}

static dlti_context *load_and_query(const char *round)
{
    dlti_context *ctx = dlti_context_new();
    ok(ctx != NULL, "%s: context created", round);
    if (!ctx)
        return NULL;
    dlti_op *top = NULL;
    dlti_status st = dlti_parse_source(ctx, "t0910.mlir", src, strlen(src),
                                       &top);
    ok(st == DLTI_OK && top, "%s: module using 4 plugins parses (%s)", round,
       dlti_status_string(st));
    if (st != DLTI_OK || !top)
        return ctx;
    st = dlti_verify(top);
    ok(st == DLTI_OK, "%s: and verifies (%s)", round, dlti_status_string(st));
    dlti_data_layout *dl = NULL;
    st = dlti_data_layout_get(ctx, top, &dl);
    ok(st == DLTI_OK && dl, "%s: layout of the module", round);
    if (!dl)
        return ctx;

    static const struct {
        const char *type;
        uint64_t bits, abi;
    } q[] = {
        {"!llvm.ptr", 32, 4},
        {"!llvm.struct<(i8, !llvm.ptr)>", 64, 4},
        {"!llvm.array<3 x i16>", 48, 2},
        {"!ptr.ptr<#ptr.generic_space>", 32, 4},
        {"!test.test_type_with_layout<10>", 12, 4},
    };
    for (size_t i = 0; i < sizeof q / sizeof q[0]; i++) {
        const dlti_type *t = NULL;
        dlti_size bits = {0, 0};
        uint64_t abi = 0;
        st = dlti_parse_type(ctx, q[i].type, strlen(q[i].type), &t);
        if (st == DLTI_OK)
            st = dlti_type_size_in_bits(dl, t, &bits);
        if (st == DLTI_OK)
            st = dlti_type_abi_alignment(dl, t, &abi);
        ok(st == DLTI_OK && bits.value == q[i].bits && abi == q[i].abi,
           "%s: %s is %" PRIu64 " bits, abi %" PRIu64 " (%s)", round,
           q[i].type, bits.value, abi, dlti_status_string(st));
    }
    return ctx;
}

static void check_unmapped(const char *round, const char *dir)
{
    for (size_t i = 0; i < N_PLUGINS; i++) {
        ok(mapped(plugins[i]) == 0, "%s: %s.so is no longer mapped", round,
           plugins[i]);
        if (dir)
            ok(!loader_has(dir, plugins[i]),
               "%s: the loader no longer has %s/%s.so", round, dir,
               plugins[i]);
    }
}

/* Copies `from` to `to` (mode 0644); 0 on success. */
static int copy_file(const char *from, const char *to)
{
    int in = open(from, O_RDONLY), out = -1, rc = -1;
    if (in >= 0)
        out = open(to, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out >= 0) {
        char buf[65536];
        ssize_t n;
        while ((n = read(in, buf, sizeof buf)) > 0)
            if (write(out, buf, (size_t)n) != n)
                break;
        rc = n == 0 ? 0 : -1;
    }
    if (out >= 0 && close(out) != 0)
        rc = -1;
    if (in >= 0)
        close(in);
    return rc;
}

static dlti_status load_in_new(const char *path, unsigned flags,
                               dlti_context **out)
{
    *out = dlti_context_new();
    if (!*out)
        return DLTI_ERR_NOMEM;
    if (flags)
        dlti_context_set_plugin_flags(*out, flags);
    return dlti_context_load_plugin(*out, path);
}

/* Round 3: the checks of a plugin file while a context holds it. */
static void checked_once(const char *dir)
{
    char tmp[] = "/tmp/t0910-XXXXXX", from[4096], path[4096];
    if (!mkdtemp(tmp)) {
        ok(0, "a temporary directory for a copy of test.so");
        return;
    }
    snprintf(from, sizeof from, "%s/test.so", dir);
    snprintf(path, sizeof path, "%s/test.so", tmp);
    ok(copy_file(from, path) == 0, "test.so copied to %s", tmp);

    dlti_context *a, *b, *c;
    dlti_status st = load_in_new(path, 0, &a);
    ok(st == DLTI_OK, "the copy loads (%s)", dlti_status_string(st));
    ok(chmod(path, 0666) == 0, "the copy made writable by everyone");
    st = load_in_new(path, 0, &b);
    ok(st == DLTI_OK,
       "while a context holds it, a second context loads it: the object "
       "mapped is the one checked (%s)", dlti_status_string(st));
    dlti_context_free(a);
    dlti_context_free(b);
    ok(!loader_has(tmp, "test"), "both freed: the loader no longer has it");
    st = load_in_new(path, 0, &c);
    ok(st == DLTI_ERR_PLUGIN,
       "held by no context, it is checked again: refused (%s)",
       dlti_status_string(st));
    dlti_context_free(c);

    /* Loaded only because writable files are allowed: not taken as
     * checked by a context that does not allow them. */
    st = load_in_new(path, DLTI_PLUGIN_ALLOW_WRITABLE, &a);
    ok(st == DLTI_OK, "allowed, the writable copy loads (%s)",
       dlti_status_string(st));
    st = load_in_new(path, 0, &b);
    ok(st == DLTI_ERR_PLUGIN,
       "meanwhile a context that does not allow it refuses it (%s)",
       dlti_status_string(st));
    dlti_context_free(a);
    dlti_context_free(b);
    ok(!loader_has(tmp, "test"), "all freed: the loader no longer has it");
    unlink(path);
    rmdir(tmp);
}

int main(void)
{
    /* The first directory of the search path, for RTLD_NOLOAD. */
    char dir[4096] = "";
    const char *env = getenv("DLTI_PLUGIN_PATH");
    if (env) {
        size_t l = strcspn(env, ":");
        if (l < sizeof dir) {
            memcpy(dir, env, l);
            dir[l] = '\0';
        }
    }
    ok(env && *dir, "DLTI_PLUGIN_PATH is set");

    for (size_t i = 0; i < N_PLUGINS; i++)
        ok(mapped(plugins[i]) == 0, "before: %s.so is not mapped",
           plugins[i]);

    /* Round 1: one context. */
    dlti_context *a = load_and_query("one context");
    for (size_t i = 0; i < N_PLUGINS; i++)
        ok(mapped(plugins[i]) > 0, "one context: %s.so is mapped", plugins[i]);
    dlti_context_free(a);
    check_unmapped("one context, freed", *dir ? dir : NULL);

    /* Round 2: two contexts share the loaded objects; freeing the first
     * must keep them, freeing the second must unmap them. */
    a = load_and_query("first of two");
    dlti_context *b = load_and_query("second of two");
    dlti_context_free(a);
    for (size_t i = 0; i < N_PLUGINS; i++)
        ok(mapped(plugins[i]) > 0, "first of two freed: %s.so still mapped",
           plugins[i]);
    /* The second context still works. */
    if (b) {
        const dlti_type *t = NULL;
        dlti_data_layout *dl = NULL;
        dlti_size bits = {0, 0};
        dlti_status st = dlti_parse_type(b, "!llvm.ptr<3>", 12, &t);
        if (st == DLTI_OK)
            st = dlti_data_layout_get(b, NULL, &dl);
        if (st == DLTI_OK)
            st = dlti_type_size_in_bits(dl, t, &bits);
        ok(st == DLTI_OK && bits.value == 64,
           "second context still queries !llvm.ptr<3> (%" PRIu64 " bits)",
           bits.value);
    }
    dlti_context_free(b);
    check_unmapped("both freed", *dir ? dir : NULL);

    if (*dir)
        checked_once(dir);

    /* Freeing NULL is a no-op (a crash would lose the plan). */
    dlti_context_free(NULL);
    return tap_done();
}
