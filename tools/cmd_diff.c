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

/* One of the two layouts: its source and the layout of its scope. */
typedef struct side {
    layout_source src;
    dlti_data_layout *dl;
    dlti_data_layout *own; /* dl, when made for --rules=llvm */
    char name;             /* 'A' or 'B' */
} side;

/* After a side failed (its errors reported): which layout it was. */
static int side_failed(const side *s)
{
    fflush(stdout);
    fprintf(stderr, "%s: note: in layout %c%s%s\n", PROGNAME, s->name,
            s->src.desc ? ": " : "", s->src.desc ? s->src.desc : "");
    return -1;
}

static const char *const battery_fixed[] = {
    "i1", "i8", "i16", "i32", "i64", "i128", "f16", "bf16", "tf32", "f32",
    "f64", "f80", "f128", "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ",
    "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU", "f6E2M3FN",
    "f6E3M2FN", "f4E2M1FN", "index", "vector<4xi32>",
    "vector<2xi64>", "vector<4xf32>", "vector<2xf64>", "vector<8xi16>"};
#define N_FIXED (sizeof battery_fixed / sizeof battery_fixed[0])

static int open_side(cli *c, side *s, dlti_layout_rules rules)
{
    dlti_status st;

    if (source_open(c, &s->src) != 0)
        return side_failed(s);
    if (rules == DLTI_RULES_MLIR) {
        st = dlti_data_layout_get(s->src.ds.ctx, s->src.scope, &s->dl);
    } else {
        /* the string or triple itself, as `layout --rules=llvm` reads it */
        st = source_new_layout(&s->src, rules, &s->own);
        s->dl = s->own;
    }
    if (st != DLTI_OK) {
        report_if_silent(&s->src.ds, s->src.desc, st);
        return side_failed(s);
    }
    return 0;
}

/* ---- The battery ----------------------------------------------------------- */

typedef struct names {
    char **v;
    size_t n, cap;
    size_t *ix;   /* open addressing: index + 1 of a name in v, 0 empty */
    size_t ixcap; /* a power of two, at least twice n */
} names;

static size_t name_hash(const char *s)
{
    uint64_t h = 1469598103934665603u; /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211u;
    return (size_t)h;
}

/* The slot of `s` in l's index: where it is, or the empty one for it. */
static size_t name_slot(const names *l, const char *s)
{
    size_t h = name_hash(s) & (l->ixcap - 1);
    while (l->ix[h] && strcmp(l->v[l->ix[h] - 1], s) != 0)
        h = (h + 1) & (l->ixcap - 1);
    return h;
}

/* Adds `s` unless it is there (an index: a scan of the names for each
 * was quadratic, 10,000 address spaces took 2.6 s). */
static int names_add(names *l, const char *s)
{
    if ((l->n + 1) * 2 > l->ixcap) {
        size_t cap = l->ixcap ? 2 * l->ixcap : 128;
        size_t *ix = calloc(cap, sizeof *ix), *old = l->ix;
        if (!ix)
            return -1;
        l->ix = ix;
        l->ixcap = cap;
        for (size_t i = 0; i < l->n; i++)
            l->ix[name_slot(l, l->v[i])] = i + 1;
        free(old);
    }
    size_t slot = name_slot(l, s);
    if (l->ix[slot])
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
    l->ix[slot] = l->n;
    return 0;
}

static void names_free(names *l)
{
    for (size_t i = 0; i < l->n; i++)
        free(l->v[i]);
    free(l->v);
    free(l->ix);
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

/* The answers for `text` in a side (and, if `printed`, the type as
 * printed there); -1 after an error (reported). */
static int answers_of(side *s, const char *text, answers *a, char **printed)
{
    const dlti_type *t = NULL;
    dlti_status st = source_parse_type(&s->src, text, &t);
    /* Laying it out: errors without location are the type's. */
    s->src.ds.aux = text;
    s->src.ds.aux_len = strlen(text);
    s->src.ds.aux_file = "<command line>";
    if (st == DLTI_OK && !(st = answers_query(s->dl, t, a)) && printed &&
        !(*printed = dlti_type_to_string(t)))
        st = DLTI_ERR_NOMEM;
    s->src.ds.aux = NULL;
    s->src.ds.aux_file = NULL;
    if (st != DLTI_OK) {
        report_if_silent(&s->src.ds, text, st);
        return side_failed(s);
    }
    return 0;
}

typedef struct type_diff {
    char *type;
    answers a, b;
} type_diff;

/* ---- The command ----------------------------------------------------------- */

/* What diff's command line says: the two layouts, the TYPEs (none given:
 * the battery, added by diff_battery) and the format. */
typedef struct diff_args {
    side sd[2];
    int nsides;
    names types;
    int given; /* TYPEs were given */
    int json;
    int help;
    dlti_layout_rules rules;
} diff_args;

/* EXIT_OK, or the status of a usage error (reported).  --help stops at
 * once. */
static int diff_args_parse(cli *c, int argc, char **argv, diff_args *a)
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
    layout_source *last;
    int opt;

    while ((opt = cli_getopt(c, &co, argc, argv, "diff", "-:h",
                             diff_options)) != 0) {
        last = a->nsides ? &a->sd[a->nsides - 1].src : NULL;
        switch (opt) {
        case -1:
            return co.rc;
        case 1:
            if (names_add(&a->types, optarg)) {
                out_of_memory();
                return EXIT_USAGE;
            }
            a->given = 1;
            break;
        case 'h':
            a->help = 1;
            return EXIT_OK;
        case OPT_SPEC:
        case OPT_DATALAYOUT:
        case OPT_TARGET:
            if (a->nsides == 2)
                return usage_error(c, "diff", "diff: more than two layouts");
            if (*optarg == '\0' && opt != OPT_DATALAYOUT)
                return usage_error(c, "diff", "diff: %s needs a value",
                                   opt == OPT_SPEC ? "--spec" : "--target");
            a->sd[a->nsides].src.kind = opt;
            a->sd[a->nsides++].src.arg = optarg;
            break;
        case OPT_SCOPE:
            if (!last || last->kind != OPT_SPEC || last->scope_name ||
                *optarg == '\0')
                return usage_error(c, "diff",
                                   "diff: --scope NAME follows the --spec "
                                   "FILE it names a scope of");
            last->scope_name = optarg;
            break;
        case OPT_FORMAT:
            if ((a->json = parse_format(c, "diff", optarg)) < 0)
                return EXIT_USAGE;
            break;
        case OPT_RULES:
            if (strcmp(optarg, "mlir") != 0 && strcmp(optarg, "llvm") != 0)
                return usage_error(c, "diff", "diff: --rules must be 'mlir' "
                                              "or 'llvm', not '%s'", optarg);
            a->rules = optarg[0] == 'l' ? DLTI_RULES_LLVM : DLTI_RULES_MLIR;
            break;
        case ':':
            return usage_error(c, "diff", "diff: %s needs a value",
                               optopt == OPT_SCOPE    ? "--scope"
                               : optopt == OPT_FORMAT ? "--format"
                               : optopt == OPT_RULES  ? "--rules"
                                                      : "a layout option");
        }
    }
    if (a->nsides != 2)
        return usage_error(c, "diff",
                           "diff: two layouts are needed (each --spec FILE, "
                           "--target TRIPLE or --datalayout STRING), %s "
                           "given",
                           a->nsides ? "one" : "none");
    return EXIT_OK;
}

/* No TYPE given: the battery.  -1 when out of memory (reported). */
static int diff_battery(diff_args *a)
{
    names keys = {0};
    side *sd = a->sd;
    int bad = battery_keys(sd[0].dl, &keys) || battery_keys(sd[1].dl, &keys);
    for (size_t i = 0; !bad && i < N_FIXED; i++)
        bad = names_add(&a->types, battery_fixed[i]);
    /* !llvm.ptr when the llvm dialect is in play (it is needed for
     * --target and --datalayout): a --spec without it must not fail for
     * want of the plugin. */
    int llvm = sd[0].src.kind != OPT_SPEC || sd[1].src.kind != OPT_SPEC;
    for (size_t i = 0; !llvm && i < keys.n; i++)
        llvm = strncmp(keys.v[i], "!llvm.", 6) == 0;
    if (!bad && llvm)
        bad = names_add(&a->types, "!llvm.ptr");
    for (size_t i = 0; !bad && i < keys.n; i++)
        bad = names_add(&a->types, keys.v[i]);
    names_free(&keys);
    if (bad)
        out_of_memory();
    return bad ? -1 : 0;
}

/* What differs: the properties' values in A and B, and the types. */
typedef struct diff_result {
    char *pa[EFFECTIVE_PROPS], *pb[EFFECTIVE_PROPS];
    int prop_differs[EFFECTIVE_PROPS];
    type_diff *diffs;
    size_t ndiffs;
    int differs;
} diff_result;

/* Fills *r; -1 after an error (reported). */
static int diff_compare(diff_args *a, diff_result *r)
{
    side *sd = a->sd;
    int absent[EFFECTIVE_PROPS];

    /* Identifier properties. */
    if (effective_props(sd[0].dl, r->pa, absent) != 0 ||
        effective_props(sd[1].dl, r->pb, absent) != 0)
        return -1;
    for (int i = 0; i < EFFECTIVE_PROPS; i++)
        if (strcmp(r->pa[i], r->pb[i]) != 0)
            r->prop_differs[i] = r->differs = 1;

    if (!a->given && diff_battery(a) != 0)
        return -1;
    if (a->types.n && !(r->diffs = calloc(a->types.n, sizeof *r->diffs))) {
        out_of_memory();
        return -1;
    }
    for (size_t i = 0; i < a->types.n; i++) {
        type_diff *d = &r->diffs[r->ndiffs];
        if (answers_of(&sd[0], a->types.v[i], &d->a, &d->type) != 0)
            return -1;
        if (answers_of(&sd[1], a->types.v[i], &d->b, NULL) != 0) {
            dlti_free(d->type);
            d->type = NULL;
            return -1;
        }
        if (answers_same(&d->a, &d->b)) {
            dlti_free(d->type);
            d->type = NULL;
            continue;
        }
        r->ndiffs++;
        r->differs = 1;
    }
    return 0;
}

static void print_json(const diff_args *a, const diff_result *r)
{
    fputs("{\"a\": ", stdout);
    json_string(stdout, a->sd[0].src.desc);
    fputs(", \"b\": ", stdout);
    json_string(stdout, a->sd[1].src.desc);
    printf(", \"differ\": %s, \"properties\": [",
           r->differs ? "true" : "false");
    for (int i = 0, k = 0; i < EFFECTIVE_PROPS; i++) {
        if (!r->prop_differs[i])
            continue;
        printf("%s{\"name\": \"%s\", \"a\": ", k++ ? ", " : "",
               effective_prop_names[i]);
        json_string(stdout, r->pa[i]);
        fputs(", \"b\": ", stdout);
        json_string(stdout, r->pb[i]);
        fputc('}', stdout);
    }
    fputs("], \"types\": [", stdout);
    for (size_t i = 0; i < r->ndiffs; i++) {
        fputs(i ? ", {\"type\": " : "{\"type\": ", stdout);
        json_string(stdout, r->diffs[i].type);
        fputs(", \"a\": {", stdout);
        answers_json(stdout, &r->diffs[i].a);
        fputs("}, \"b\": {", stdout);
        answers_json(stdout, &r->diffs[i].b);
        fputs("}}", stdout);
    }
    fputs("]}\n", stdout);
}

static void print_text(const diff_args *a, const diff_result *r)
{
    size_t w = 4;
    printf("A: %s\nB: %s\n", a->sd[0].src.desc, a->sd[1].src.desc);
    if (!r->differs)
        puts("no difference");
    for (int i = 0; i < EFFECTIVE_PROPS; i++)
        if (r->prop_differs[i])
            printf("%s: A %s | B %s\n", effective_prop_names[i], r->pa[i],
                   r->pb[i]);
    for (size_t i = 0; i < r->ndiffs; i++)
        if (strlen(r->diffs[i].type) > w)
            w = strlen(r->diffs[i].type);
    if (r->ndiffs)
        printf("%-*s  %5s %5s %4s %4s %5s | %5s %5s %4s %4s %5s\n", (int)w,
               "type", "size", "bits", "abi", "pref", "index", "size", "bits",
               "abi", "pref", "index");
    for (size_t i = 0; i < r->ndiffs; i++) {
        char ca[5][ANSWER_CELL], cb[5][ANSWER_CELL];
        answers_cells(&r->diffs[i].a, ca);
        answers_cells(&r->diffs[i].b, cb);
        printf("%-*s  %5s %5s %4s %4s %5s | %5s %5s %4s %4s %5s\n", (int)w,
               r->diffs[i].type, ca[0], ca[1], ca[2], ca[3], ca[4], cb[0],
               cb[1], cb[2], cb[3], cb[4]);
    }
}

int cmd_diff(cli *c, int argc, char **argv)
{
    diff_args a = {.sd = {{.name = 'A'}, {.name = 'B'}},
                   .rules = DLTI_RULES_MLIR};
    diff_result r = {0};
    int rc = diff_args_parse(c, argc, argv, &a);

    if (rc == EXIT_OK && a.help) {
        fputs(cmd_diff_help, stdout);
    } else if (rc == EXIT_OK) {
        /* An error is 2, as in diff(1). */
        rc = EXIT_USAGE;
        if (open_side(c, &a.sd[0], a.rules) == 0 &&
            open_side(c, &a.sd[1], a.rules) == 0 &&
            diff_compare(&a, &r) == 0) {
            if (a.json)
                print_json(&a, &r);
            else
                print_text(&a, &r);
            rc = r.differs ? EXIT_ERR : EXIT_OK;
        }
    }
    for (size_t i = 0; i < r.ndiffs; i++)
        dlti_free(r.diffs[i].type);
    free(r.diffs);
    for (int i = 0; i < EFFECTIVE_PROPS; i++) {
        free(r.pa[i]);
        free(r.pb[i]);
    }
    names_free(&a.types);
    for (int i = 0; i < 2; i++) {
        dlti_data_layout_free(a.sd[i].own);
        source_close(&a.sd[i].src);
    }
    return rc;
}
