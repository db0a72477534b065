/* cmd_diff.c - `dlti diff LAYOUT_A LAYOUT_B [TYPE...]`: the identifier
 * properties and the types whose answers differ between two layouts, side
 * by side; exit 0 when nothing differs, 1 when something does, 2 on an
 * error (as diff(1)).  Each layout lives in a context of its own, and each
 * TYPE is parsed in both. */
#include "config.h"

#include "cli.h"
#include "fields.h"

#include <dlti/plugin.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

const char cmd_diff_help[] =
    "Usage: dlti diff LAYOUT_A LAYOUT_B [--format=table|json]\n"
    "                 [--rules=mlir|llvm] [TYPE...]\n"
    "  where LAYOUT is --spec FILE [--scope NAME], --target TRIPLE or\n"
    "  --datalayout STRING (the first one given is A, the second B)\n"
    "\n"
    "Prints what differs between two data layouts, A and B side by side: the\n"
    "identifier properties (as 'dlti layout' without TYPE shows them) and the\n"
    "types whose size, size in bits, ABI or preferred alignment or index\n"
    "bitwidth differ.  The types are the TYPEs given; without TYPE, a\n"
    "battery: the integers of the widths either layout has entries for and\n"
    "i1, i8, i16, i32, i64, i128, every builtin float type, index, the\n"
    "dialect types either layout has entries for (pointers of each address\n"
    "space they name) and !llvm.ptr (with --target, --datalayout or an\n"
    "!llvm entry), and a few vectors.\n"
    "\n"
    "Options:\n"
    "  --spec FILE        a layout: that of FILE's top-level module\n"
    "  --scope NAME       that of the scope NAME of the --spec FILE before it\n"
    "  --target TRIPLE    a layout: the spec of a target triple\n"
    "  --datalayout STRING  a layout: the spec of an LLVM data layout string\n"
    "  --format=FORMAT    'table' (default) or 'json'\n"
    "  --rules=RULES      'mlir' (default): both layouts answer as MLIR 22;\n"
    "                     'llvm': as LLVM 22's DataLayout with the same spec\n"
    "                     (see 'dlti layout --help')\n"
    "  -h, --help         show this help and exit\n"
    "\n"
    "Exit status: 0 when nothing differs, 1 when something does, 2 on an\n"
    "error (usage, a layout or a TYPE that cannot be read or laid out; a\n"
    "note names the layout, A or B).\n";

/* One of the two layouts. */
typedef struct side {
    int kind;               /* OPT_SPEC, OPT_TARGET, OPT_DATALAYOUT */
    const char *arg;
    const char *scope_name; /* --scope, with OPT_SPEC */
    input in;
    diag_state ds;
    int have_ds;
    dlti_op *top;           /* --spec FILE's top-level module */
    dlti_data_layout *dl;
    dlti_data_layout *own;  /* dl, when made for --rules=llvm */
    char *desc;             /* "--target x86_64-..." */
    char name;              /* 'A' or 'B' */
} side;

/* After a side failed (its errors reported): which layout it was. */
static int side_failed(const side *s)
{
    fflush(stdout);
    fprintf(stderr, "%s: note: in layout %c%s%s\n", progname, s->name,
            s->desc ? ": " : "", s->desc ? s->desc : "");
    return -1;
}

static const char *const battery_fixed[] = {
    "i1", "i8", "i16", "i32", "i64", "i128", "f16", "bf16", "tf32", "f32",
    "f64", "f80", "f128", "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ",
    "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU", "f6E2M3FN",
    "f6E3M2FN", "f4E2M1FN", "index", "vector<4xi32>",
    "vector<2xi64>", "vector<4xf32>", "vector<2xf64>", "vector<8xi16>"};
#define N_FIXED (sizeof battery_fixed / sizeof battery_fixed[0])

static int open_side(side *s, dlti_layout_rules rules)
{
    dlti_status st;
    dlti_op *scope = NULL;
    size_t n = strlen(s->arg) + 40;

    if ((s->desc = malloc(n)))
        snprintf(s->desc, n, "%s %s",
                 s->kind == OPT_SPEC ? "--spec"
                 : s->kind == OPT_TARGET ? "--target" : "--datalayout",
                 s->arg);
    if (s->desc && s->scope_name) {
        char *d = malloc(n + strlen(s->scope_name) + 10);
        if (d)
            snprintf(d, n + strlen(s->scope_name) + 10, "%s --scope %s",
                     s->desc, s->scope_name);
        free(s->desc);
        s->desc = d;
    }
    if (!s->desc) {
        out_of_memory();
        return -1;
    }
    if (s->kind == OPT_SPEC && input_read(s->arg, &s->in) != 0)
        return side_failed(s);
    if (!new_context(&s->ds, s->kind == OPT_SPEC ? &s->in : NULL))
        return side_failed(s);
    s->have_ds = 1;
    if (s->kind == OPT_SPEC) {
        if (spec_file_scope(&s->ds, &s->in, s->scope_name, &s->top,
                            &scope) != 0)
            return side_failed(s);
    } else {
        st = imported_scope(&s->ds, s->kind == OPT_TARGET, s->arg, &scope);
        if (st != DLTI_OK) {
            report_if_silent(&s->ds, s->arg, st);
            return side_failed(s);
        }
    }
    if (rules == DLTI_RULES_MLIR) {
        st = dlti_data_layout_get(s->ds.ctx, scope, &s->dl);
    } else {
        st = dlti_data_layout_new(s->ds.ctx, scope, &s->own);
        if (st == DLTI_OK)
            st = dlti_data_layout_set_rules(s->own, rules);
        s->dl = s->own;
    }
    if (st != DLTI_OK) {
        report_if_silent(&s->ds, s->desc, st);
        return side_failed(s);
    }
    return 0;
}

static void close_side(side *s)
{
    dlti_data_layout_free(s->own);
    if (s->have_ds)
        free_context(&s->ds);
    input_free(&s->in);
    free(s->desc);
}

/* ---- The battery ----------------------------------------------------------- */

typedef struct names {
    char **v;
    size_t n, cap;
} names;

static int names_add(names *l, const char *s)
{
    for (size_t i = 0; i < l->n; i++)
        if (strcmp(l->v[i], s) == 0)
            return 0;
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 64;
        char **v = realloc(l->v, cap * sizeof *v);
        if (!v)
            return -1;
        l->v = v;
        l->cap = cap;
    }
    size_t len = strlen(s) + 1;
    if (!(l->v[l->n] = malloc(len)))
        return -1;
    memcpy(l->v[l->n++], s, len);
    return 0;
}

static void names_free(names *l)
{
    for (size_t i = 0; i < l->n; i++)
        free(l->v[i]);
    free(l->v);
}

/* The key types of a layout's entries the battery takes: integers (as
 * signless iN) and dialect types. */
static int battery_keys(dlti_data_layout *dl, names *l)
{
    const dlti_attr *e;
    for (size_t i = 0; (e = dlti_layout_entry(dl, i)); i++) {
        const dlti_type *t = dlti_entry_key_type(e);
        char *s = t ? dlti_type_to_string(t) : NULL;
        const char *w = NULL;
        int rc = 0;
        if (!s)
            continue;
        if (s[0] == 'i' && s[1] >= '0' && s[1] <= '9')
            w = s + 1;
        else if ((s[0] == 's' || s[0] == 'u') && s[1] == 'i' && s[2] >= '0' &&
                 s[2] <= '9')
            w = s + 2;
        if (w) {
            char buf[32];
            snprintf(buf, sizeof buf, "i%s", w);
            rc = names_add(l, buf);
        } else if (s[0] == '!') {
            rc = names_add(l, s);
        }
        dlti_free(s);
        if (rc)
            return -1;
    }
    return 0;
}

/* ---- Answers ----------------------------------------------------------------- */

typedef struct answers {
    dlti_size size, bits;
    uint64_t abi, pref, index;
    int has_index;
} answers;

/* The answers for `text` in a side; -1 after an error (reported). */
static int answers_of(side *s, const char *text, answers *a, char **printed)
{
    const dlti_type *t = NULL;
    dlti_status st;
    size_t len = strlen(text);
    s->ds.aux = text;
    s->ds.aux_len = len;
    st = s->top ? dlti_parse_type_in(s->top, "<command line>", text, len, &t)
                : dlti_parse_type_named(s->ds.ctx, "<command line>", text, len,
                                        &t);
    /* Laying it out: errors without location are the type's. */
    s->ds.aux_file = "<command line>";
    if (st == DLTI_OK &&
        !(st = dlti_type_size(s->dl, t, &a->size)) &&
        !(st = dlti_type_size_in_bits(s->dl, t, &a->bits)) &&
        !(st = dlti_type_abi_alignment(s->dl, t, &a->abi)) &&
        !(st = dlti_type_preferred_alignment(s->dl, t, &a->pref)) &&
        !(st = dlti_type_index_bitwidth(s->dl, t, &a->index, &a->has_index)) &&
        printed && !(*printed = dlti_type_to_string(t)))
        st = DLTI_ERR_NOMEM;
    s->ds.aux = NULL;
    s->ds.aux_file = NULL;
    if (st != DLTI_OK) {
        report_if_silent(&s->ds, text, st);
        return side_failed(s);
    }
    return 0;
}

static int same_answers(const answers *a, const answers *b)
{
    return a->size.value == b->size.value &&
           a->size.scalable == b->size.scalable &&
           a->bits.value == b->bits.value && a->abi == b->abi &&
           a->pref == b->pref && a->has_index == b->has_index &&
           (!a->has_index || a->index == b->index);
}

static void cells(const answers *a, char c[5][32])
{
    snprintf(c[0], 32, "%s%" PRIu64, a->size.scalable ? "vscale x " : "",
             a->size.value);
    snprintf(c[1], 32, "%s%" PRIu64, a->bits.scalable ? "vscale x " : "",
             a->bits.value);
    snprintf(c[2], 32, "%" PRIu64, a->abi);
    snprintf(c[3], 32, "%" PRIu64, a->pref);
    if (a->has_index)
        snprintf(c[4], 32, "%" PRIu64, a->index);
    else
        snprintf(c[4], 32, "-");
}

static void json_answers(const answers *a)
{
    printf("{\"size\": %" PRIu64 ", \"bits\": %" PRIu64
           ", \"scalable\": %s, \"abi\": %" PRIu64 ", \"preferred\": %" PRIu64
           ", \"index\": ",
           a->size.value, a->bits.value,
           a->size.scalable || a->bits.scalable ? "true" : "false", a->abi,
           a->pref);
    if (a->has_index)
        printf("%" PRIu64 "}", a->index);
    else
        fputs("null}", stdout);
}

typedef struct type_diff {
    char *type;
    answers a, b;
} type_diff;

int cmd_diff(int argc, char **argv)
{
    static const struct option diff_options[] = {
        {"spec", required_argument, NULL, OPT_SPEC},
        {"datalayout", required_argument, NULL, OPT_DATALAYOUT},
        {"target", required_argument, NULL, OPT_TARGET},
        {"scope", required_argument, NULL, OPT_SCOPE},
        {"format", required_argument, NULL, OPT_FORMAT},
        {"rules", required_argument, NULL, OPT_RULES},
        {"help", no_argument, NULL, 'h'},
        CLI_PLUGIN_OPTIONS};
    cli_opt co = {0};
    side sd[2];
    int nsides = 0, json = 0, opt, rc = EXIT_USAGE;
    names types = {0};
    char *pa[EFFECTIVE_PROPS] = {0}, *pb[EFFECTIVE_PROPS] = {0};
    int absent[EFFECTIVE_PROPS];
    int prop_differs[EFFECTIVE_PROPS] = {0};
    type_diff *diffs = NULL;
    size_t ndiffs = 0;
    int given = 0, differs = 0;
    dlti_layout_rules rules = DLTI_RULES_MLIR;

    memset(sd, 0, sizeof sd);
    sd[0].name = 'A';
    sd[1].name = 'B';
    while ((opt = cli_getopt(&co, argc, argv, "diff", "-:h", diff_options)) !=
           0) {
        if (opt < 0) {
            rc = co.rc;
            goto done;
        }
        switch (opt) {
        case 1:
            if (names_add(&types, optarg)) {
                out_of_memory();
                goto done;
            }
            given = 1;
            break;
        case 'h':
            fputs(cmd_diff_help, stdout);
            rc = EXIT_OK;
            goto done;
        case OPT_SPEC:
        case OPT_DATALAYOUT:
        case OPT_TARGET:
            if (nsides == 2) {
                rc = usage_error("diff", "diff: more than two layouts");
                goto done;
            }
            if (*optarg == '\0' && opt != OPT_DATALAYOUT) {
                rc = usage_error("diff", "diff: %s needs a value",
                                 opt == OPT_SPEC ? "--spec" : "--target");
                goto done;
            }
            sd[nsides].kind = opt;
            sd[nsides++].arg = optarg;
            break;
        case OPT_SCOPE:
            if (nsides == 0 || sd[nsides - 1].kind != OPT_SPEC ||
                sd[nsides - 1].scope_name || *optarg == '\0') {
                rc = usage_error("diff", "diff: --scope NAME follows the "
                                         "--spec FILE it names a scope of");
                goto done;
            }
            sd[nsides - 1].scope_name = optarg;
            break;
        case OPT_FORMAT:
            if ((json = parse_format("diff", optarg)) < 0)
                goto done;
            break;
        case OPT_RULES:
            if (strcmp(optarg, "mlir") != 0 && strcmp(optarg, "llvm") != 0) {
                rc = usage_error("diff", "diff: --rules must be 'mlir' or "
                                         "'llvm', not '%s'", optarg);
                goto done;
            }
            rules = optarg[0] == 'l' ? DLTI_RULES_LLVM : DLTI_RULES_MLIR;
            break;
        case ':':
            rc = usage_error("diff", "diff: %s needs a value",
                             optopt == OPT_SCOPE ? "--scope"
                             : optopt == OPT_FORMAT ? "--format"
                             : optopt == OPT_RULES ? "--rules"
                                                    : "a layout option");
            goto done;
        }
    }
    if (nsides != 2) {
        rc = usage_error("diff", "diff: two layouts are needed (each --spec "
                                 "FILE, --target TRIPLE or --datalayout "
                                 "STRING), %s given",
                         nsides ? "one" : "none");
        goto done;
    }
    rc = EXIT_USAGE; /* an error: 2, as diff(1) */
    if (open_side(&sd[0], rules) != 0 || open_side(&sd[1], rules) != 0)
        goto done;

    /* Identifier properties. */
    if (effective_props(sd[0].dl, pa, absent) != 0 ||
        effective_props(sd[1].dl, pb, absent) != 0)
        goto done;
    for (int i = 0; i < EFFECTIVE_PROPS; i++)
        if (strcmp(pa[i], pb[i]) != 0)
            prop_differs[i] = differs = 1;

    if (!given) {
        names keys = {0};
        int bad = battery_keys(sd[0].dl, &keys) || battery_keys(sd[1].dl, &keys);
        for (size_t i = 0; !bad && i < N_FIXED; i++)
            bad = names_add(&types, battery_fixed[i]);
        /* !llvm.ptr when the llvm dialect is in play (it is needed for
         * --target and --datalayout): a --spec without it must not fail
         * for want of the plugin. */
        int llvm = sd[0].kind != OPT_SPEC || sd[1].kind != OPT_SPEC;
        for (size_t i = 0; !llvm && i < keys.n; i++)
            llvm = strncmp(keys.v[i], "!llvm.", 6) == 0;
        if (!bad && llvm)
            bad = names_add(&types, "!llvm.ptr");
        for (size_t i = 0; !bad && i < keys.n; i++)
            bad = names_add(&types, keys.v[i]);
        names_free(&keys);
        if (bad) {
            out_of_memory();
            goto done;
        }
    }
    if (types.n && !(diffs = calloc(types.n, sizeof *diffs))) {
        out_of_memory();
        goto done;
    }
    for (size_t i = 0; i < types.n; i++) {
        type_diff *d = &diffs[ndiffs];
        if (answers_of(&sd[0], types.v[i], &d->a, &d->type) != 0)
            goto done;
        if (answers_of(&sd[1], types.v[i], &d->b, NULL) != 0) {
            dlti_free(d->type);
            goto done;
        }
        if (same_answers(&d->a, &d->b)) {
            dlti_free(d->type);
            d->type = NULL;
            continue;
        }
        ndiffs++;
        differs = 1;
    }

    if (json) {
        fputs("{\"a\": ", stdout);
        json_string(stdout, sd[0].desc);
        fputs(", \"b\": ", stdout);
        json_string(stdout, sd[1].desc);
        printf(", \"differ\": %s, \"properties\": [", differs ? "true" : "false");
        for (int i = 0, k = 0; i < EFFECTIVE_PROPS; i++) {
            if (!prop_differs[i])
                continue;
            printf("%s{\"name\": \"%s\", \"a\": ", k++ ? ", " : "",
                   effective_prop_names[i]);
            json_string(stdout, pa[i]);
            fputs(", \"b\": ", stdout);
            json_string(stdout, pb[i]);
            fputc('}', stdout);
        }
        fputs("], \"types\": [", stdout);
        for (size_t i = 0; i < ndiffs; i++) {
            fputs(i ? ", {\"type\": " : "{\"type\": ", stdout);
            json_string(stdout, diffs[i].type);
            fputs(", \"a\": ", stdout);
            json_answers(&diffs[i].a);
            fputs(", \"b\": ", stdout);
            json_answers(&diffs[i].b);
            fputc('}', stdout);
        }
        fputs("]}\n", stdout);
    } else {
        size_t w = 4;
        printf("A: %s\nB: %s\n", sd[0].desc, sd[1].desc);
        if (!differs)
            puts("no difference");
        for (int i = 0; i < EFFECTIVE_PROPS; i++)
            if (prop_differs[i])
                printf("%s: A %s | B %s\n", effective_prop_names[i], pa[i],
                       pb[i]);
        for (size_t i = 0; i < ndiffs; i++)
            if (strlen(diffs[i].type) > w)
                w = strlen(diffs[i].type);
        if (ndiffs)
            printf("%-*s  %5s %5s %4s %4s %5s | %5s %5s %4s %4s %5s\n", (int)w,
                   "type", "size", "bits", "abi", "pref", "index", "size",
                   "bits", "abi", "pref", "index");
        for (size_t i = 0; i < ndiffs; i++) {
            char ca[5][32], cb[5][32];
            cells(&diffs[i].a, ca);
            cells(&diffs[i].b, cb);
            printf("%-*s  %5s %5s %4s %4s %5s | %5s %5s %4s %4s %5s\n", (int)w,
                   diffs[i].type, ca[0], ca[1], ca[2], ca[3], ca[4], cb[0],
                   cb[1], cb[2], cb[3], cb[4]);
        }
    }
    rc = differs ? EXIT_ERR : EXIT_OK;

done:
    for (size_t i = 0; i < ndiffs; i++)
        dlti_free(diffs[i].type);
    free(diffs);
    for (int i = 0; i < EFFECTIVE_PROPS; i++) {
        free(pa[i]);
        free(pb[i]);
    }
    names_free(&types);
    close_side(&sd[0]);
    close_side(&sd[1]);
    return rc;
}
