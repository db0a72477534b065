/* cmd_layout.c - `dlti layout`: the size and alignments of types, as a
 * table or JSON, under the default layout or a file's. */
#include "config.h"

#include "cli.h"
#include "fields.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

const char cmd_layout_help[] =
    "Usage: dlti layout [--spec FILE | --datalayout STRING | --target TRIPLE]\n"
    "                   [--scope NAME] [--format=table|json]\n"
    "                   [--rules=mlir|llvm] [--fields [--depth=N]\n"
    "                   [--cacheline=N]] [--packable] [--explain] TYPE...\n"
    "       dlti layout --spec FILE [--scope NAME] [--rules=mlir|llvm]\n"
    "                   [--format=table|json] --structs [--sort=KEY]\n"
    "       dlti layout (--spec FILE [--scope NAME] | --datalayout STRING |\n"
    "                    --target TRIPLE) [--format=table|json]\n"
    "\n"
    "Prints the size and alignments of each TYPE (MLIR syntax, e.g. i32,\n"
    "vector<[4]xf32>, complex<f80>) under the default data layout, or under the\n"
    "layout of the top-level module of FILE or of one of its scopes, or under\n"
    "the spec MLIR 22 imports from an LLVM data layout STRING or a target\n"
    "TRIPLE (see dlti import).\n"
    "\n"
    "Columns: size in bytes, size in bits, ABI and preferred alignment in\n"
    "bytes, index bitwidth ('-' when the type has none).  A scalable size is\n"
    "shown as 'vscale x N'.  A type longer than 80 columns is on a line of\n"
    "its own, its numbers on the next.  In JSON, size and bits are the known\n"
    "minimum and \"scalable\" says whether they are multiplied by vscale;\n"
    "\"index\" is null when the type has none.  A TYPE that fails is left out\n"
    "of the table; in JSON its row is {\"type\": TYPE, \"error\": MESSAGE}.\n"
    "Diagnostics locate a TYPE in '<command line>'.\n"
    "\n"
    "With --spec FILE, a TYPE may use FILE's type and attribute aliases\n"
    "('!S' for '!S = ...') and name an identified LLVM struct that FILE\n"
    "defines by its name alone ('!llvm.struct<\"struct.stat\">').  Only what\n"
    "layouts depend on is read from FILE: its scope ops, aliases and types;\n"
    "other ops are delimited and skipped, so errors in their bodies are for\n"
    "'dlti verify FILE' to report.\n"
    "\n"
    "With a layout and no TYPE, prints the layout itself: its identifier\n"
    "properties (endianness, mangling mode, stack alignment, memory spaces,\n"
    "function pointer alignment, legal integer widths) as the query pass\n"
    "gives them, the index bitwidth, the types its entries are keyed by\n"
    "(integers and floats first, then vectors, pointers of each address\n"
    "space, ...), and its target system spec's devices and properties.\n"
    "\n"
    "Options:\n"
    "  --spec FILE        use the data layout of FILE's top-level module (a\n"
    "                     module without a dlti.dl_spec gets the default\n"
    "                     layout, as in MLIR, and a warning naming its nested\n"
    "                     scopes that have one, or its llvm.data_layout)\n"
    "  --scope NAME       with --spec: use the layout of the scope op of FILE\n"
    "                     whose symbol is NAME (a nested 'module @NAME', a\n"
    "                     gpu.module, any data layout scope with a sym_name),\n"
    "                     with the specs of the scopes around it; 'a::b' (or\n"
    "                     '@a::@b') names scope b nested in scope a\n"
    "  --datalayout STRING  use the spec of an LLVM data layout string\n"
    "  --target TRIPLE    use the spec of a target triple\n"
    "  --format=FORMAT    'table' (default) or 'json'\n"
    "  --rules=RULES      'mlir' (default): MLIR 22's answers; 'llvm': LLVM\n"
    "                     22's DataLayout's for the layout's LLVM string,\n"
    "                     what clang does for C (see Rules below)\n"
    "  --fields           also show the members of aggregates (!llvm.struct,\n"
    "                     !llvm.array, complex): offset, size and alignment\n"
    "                     of each, holes, tail padding, cacheline boundaries\n"
    "                     (pahole-like); in JSON, \"fields\", \"holes\" and\n"
    "                     \"padding\" (\"fields\": null for other types;\n"
    "                     \"fields_total\" and the first 65536 of more)\n"
    "  --depth=N          with --fields: N levels of members (default 1: the\n"
    "                     type's own; 2 expands aggregate members, ...)\n"
    "  --cacheline=N      with --fields: cacheline size in bytes, a power of\n"
    "                     two (default 64)\n"
    "  --packable         --fields, and for an !llvm.struct the size with its\n"
    "                     members by decreasing alignment and that order\n"
    "                     (advisory, beyond pahole; JSON: \"packable\")\n"
    "  --structs          with --spec, instead of TYPEs: FILE's identified\n"
    "                     LLVM structs, each with its C name (debug info),\n"
    "                     size, alignment, members, holes, padding and the\n"
    "                     bytes wasted (holes and padding); a name longer\n"
    "                     than 40 columns on a line of its own\n"
    "  --sort=KEY         with --structs: 'name' (default), 'wasted' or\n"
    "                     'size' (the largest first)\n"
    "  --explain          say what decided each answer: the entry (where it is\n"
    "                     written, its scope op, its value) or the default rule\n"
    "                     and what it used; in JSON, each row gains \"explain\"\n"
    "  -h, --help         show this help and exit\n"
    "\n"
    "Rules: --rules=llvm answers as LLVM 22's DataLayout for an LLVM string,\n"
    "with LLVM's defaults for what it does not name: the --datalayout\n"
    "STRING, the --target TRIPLE's string, FILE's llvm.data_layout or\n"
    "llvm.target_triple, else the string FILE's spec translates to ('dlti\n"
    "export'); --explain says which.  Every token counts (v, a, i1 and bf16\n"
    "included).  MLIR 22's !llvm.struct rule steps each member by its size,\n"
    "LLVM's (and clang's) by its alloc size, the size rounded up to its ABI\n"
    "alignment: on x86_64 !llvm.struct<(i8, f80, i16)> is 32 bytes under\n"
    "MLIR's rule, 48 under LLVM's (sizeof(struct {char; long double;\n"
    "short;})).  complex<T> is {T, T} under LLVM's rules, a 1-D vector N\n"
    "times its element's bits.  Every JSON row has \"store_size\" and\n"
    "\"alloc_size\"; the table gains a 'stride' column (the alloc size) when\n"
    "one differs from the size.  When a type's answers differ under the two\n"
    "rules a note gives the other rules' answers; in JSON the row gains\n"
    "\"stride\" and an object named by the other rules (\"llvm\" or \"mlir\").\n"
    "\n"
    "C names: a FILE imported from clang -g (mlir-translate --import-llvm)\n"
    "holds the C types' debug info (#llvm.di_composite_type).  Its structs,\n"
    "unions and classes are matched to the identified LLVM structs as clang\n"
    "names these (struct.X, union.X, class.X, a typedef's name, struct.anon,\n"
    "union.anon.0, ...), and then --fields shows each C member beside the\n"
    "LLVM member holding it (a bitfield as pahole, '24:3' and ':N'), a C\n"
    "union as its members at their offset, and the totals as pahole's; in\n"
    "JSON the row gains \"c\" (type, kind, size, members with the LLVM\n"
    "\"field\" holding each, holes, padding).  C++: the instances of a\n"
    "template (struct.Box, struct.Box.0) are told apart by size; a base class\n"
    "is a member '<ancestor>' as pahole shows it, counted in the totals\n"
    "(pahole leaves it out of sum members); a class declared only (FwdDecl)\n"
    "is not matched.  Beyond MLIR, which has no such view.  A type without\n"
    "debug info is shown as before.\n"
    "\n"
    "Exit status: 0 on success, 1 if FILE, the scope or any TYPE had an error\n"
    "(the other types are still printed), 2 on a usage error.\n";

typedef struct layout_row {
    char *type;        /* printed type (dlti_free), NULL if it failed */
    const char *given; /* the TYPE argument */
    char *error;       /* why it failed (malloc'ed), or NULL */
    const dlti_type *t; /* the parsed type (--explain, memref fields), or NULL */
    answers a;
    dlti_size store, alloc; /* LLVM's store and alloc sizes */
    rules_diff rd;     /* the other rules' answers (--rules) */
    char *fields;      /* --fields: text view or JSON keys (malloc'ed) */
} layout_row;

/* The cells of a row but its type (the stride last). */
static void format_cells(const layout_row *r, char cell[7][ANSWER_CELL])
{
    answers_cells(&r->a, cell + 1);
    answers_fmt_size(cell[6], ANSWER_CELL, r->alloc);
}

/* The note for a row whose answers differ under the other rules. */
static void rules_note(const layout_row *r, dlti_layout_rules rules)
{
    fflush(stdout);
    fprintf(stderr,
            "%s: note: %s: under %s rules (--rules=%s) size %" PRIu64
            ", ABI alignment %" PRIu64 ", preferred %" PRIu64
            ", stride %" PRIu64,
            PROGNAME, r->type,
            rules == DLTI_RULES_MLIR ? "LLVM 22's (clang's)" : "MLIR 22's",
            rules == DLTI_RULES_MLIR ? "llvm" : "mlir", r->rd.size.value,
            r->rd.abi, r->rd.pref, r->rd.stride);
    if (r->rd.n_offsets) {
        fputs(", members at ", stderr);
        rules_offsets_print(stderr, &r->rd, RULES_OFFSETS_SHOWN);
    }
    fputs(" (see 'dlti layout --help', Rules)\n", stderr);
}

/* The widest the type column grows. */
#define TYPE_COLUMN_MAX 80

static void print_table(const layout_row *rows, size_t n,
                        dlti_layout_rules rules)
{
    static const char *const head[7] = {"type",  "size",  "bits",  "abi",
                                        "preferred", "index", "stride"};
    size_t w[7], ok = 0;
    int nc = 6;
    char cell[7][ANSWER_CELL];

    for (size_t i = 0; i < n; i++) {
        ok += !rows[i].error;
        if (!rows[i].error && (rows[i].rd.differs ||
                               rows[i].alloc.value != rows[i].a.size.value))
            nc = 7; /* the stride: the alloc size */
    }
    if (ok == 0)
        return;

    for (int c = 0; c < nc; c++)
        w[c] = strlen(head[c]);
    for (size_t i = 0; i < n; i++) {
        if (rows[i].error)
            continue;
        size_t tl = strlen(rows[i].type);
        if (tl > w[0])
            w[0] = tl;
        format_cells(&rows[i], cell);
        for (int c = 1; c < nc; c++)
            if (strlen(cell[c]) > w[c])
                w[c] = strlen(cell[c]);
    }
    /* A type longer than the column's bound (an identified struct's whole
     * body) goes on a line of its own, its numbers on the next. */
    if (w[0] > TYPE_COLUMN_MAX)
        w[0] = TYPE_COLUMN_MAX;
    /* The type column is left-aligned, numbers are right-aligned. */
    printf("%-*s", (int)w[0], head[0]);
    for (int c = 1; c < nc; c++)
        printf("  %*s", (int)w[c], head[c]);
    putchar('\n');
    for (size_t i = 0; i < n; i++) {
        if (rows[i].error)
            continue;
        format_cells(&rows[i], cell);
        if (strlen(rows[i].type) > w[0])
            printf("%s\n%*s", rows[i].type, (int)w[0], "");
        else
            printf("%-*s", (int)w[0], rows[i].type);
        for (int c = 1; c < nc; c++)
            printf("  %*s", (int)w[c], cell[c]);
        putchar('\n');
    }
    for (size_t i = 0; i < n; i++)
        if (!rows[i].error && rows[i].fields)
            fputs(rows[i].fields, stdout);
    for (size_t i = 0; i < n; i++)
        if (!rows[i].error)
            memref_text_line(stdout, rows[i].type, rows[i].t);
    for (size_t i = 0; i < n; i++)
        if (!rows[i].error && rows[i].rd.differs)
            rules_note(&rows[i], rules);
}

/* --explain: the layout and how to name its module without location. */
typedef struct explain_opts {
    dlti_data_layout *dl; /* NULL: no --explain */
    const char *label;
} explain_opts;

static void print_json(const layout_row *rows, size_t n,
                       dlti_layout_rules rules, const explain_opts *ex)
{
    if (n == 0) {
        puts("[]");
        return;
    }
    puts("[");
    for (size_t i = 0; i < n; i++) {
        const layout_row *r = &rows[i];
        fputs("  {\"type\": ", stdout);
        json_string(stdout, r->type ? r->type : r->given);
        if (r->error) {
            fputs(", \"error\": ", stdout);
            json_string(stdout, r->error);
            fputs(i + 1 < n ? "},\n" : "}\n", stdout);
            continue;
        }
        fputs(", ", stdout);
        answers_json(stdout, &r->a);
        printf(", \"store_size\": %" PRIu64 ", \"alloc_size\": %" PRIu64,
               r->store.value, r->alloc.value);
        if (r->rd.differs)
            printf(", \"stride\": %" PRIu64 ", \"%s\": {\"size\": %" PRIu64
                   ", \"abi\": %" PRIu64 ", \"preferred\": %" PRIu64
                   ", \"stride\": %" PRIu64,
                   r->alloc.value,
                   rules_name(rules == DLTI_RULES_MLIR ? DLTI_RULES_LLVM
                                                       : DLTI_RULES_MLIR),
                   r->rd.size.value, r->rd.abi, r->rd.pref, r->rd.stride);
        if (r->rd.differs && r->rd.n_offsets) {
            fputs(", \"offsets\": [", stdout);
            rules_offsets_print(stdout, &r->rd, 0);
            putchar(']');
        }
        if (r->rd.differs)
            putchar('}');
        if (r->fields)
            fputs(r->fields, stdout);
        if (ex->dl) {
            fputs(", \"explain\": ", stdout);
            explain_json(stdout, ex->dl, r->t, ex->label);
        }
        memref_json_fields(stdout, r->t);
        fputs(i + 1 < n ? "},\n" : "}\n", stdout);
    }
    puts("]");
}

/* --fields: the row's text view or JSON keys. */
static dlti_status row_fields(dlti_data_layout *dl, const dlti_type *t,
                              layout_row *r, const fields_opts *fo, int json,
                              dlti_layout_rules rules)
{
    size_t len = 0;
    FILE *out;
    dlti_status st;
    if (json) {
        char *more = NULL;
        size_t n = 0;
        if ((st = fields_json(dl, t, r->given, fo->di, &r->fields)) ||
            !fo->packable)
            return st;
        if (!(out = open_memstream(&more, &n)))
            return DLTI_ERR_NOMEM;
        fputs(r->fields, out);
        st = fields_packable_json(out, dl, t);
        if (fclose(out) != 0 && !st)
            st = DLTI_ERR_NOMEM;
        free(r->fields);
        r->fields = more;
        return st;
    }
    if (!(out = open_memstream(&r->fields, &len)))
        return DLTI_ERR_NOMEM;
    st = fields_print_text(out, dl, t, r->given, fo, &r->rd, rules);
    if (fclose(out) != 0 && !st)
        st = DLTI_ERR_NOMEM;
    return st;
}

/* The error of a failed row: the first error the context reported for it,
 * or (`silent`: none) "WHAT 'TYPE': STATUS", reported now.  -1 when out of
 * memory (reported). */
static int row_error(diag_state *ds, layout_row *r, const char *what,
                     dlti_status st, int silent)
{
    char buf[256];
    const char *msg = ds->first_error;
    size_t n;

    if (silent || !msg) {
        snprintf(buf, sizeof buf, "%s '%s': %s", what, r->given,
                 dlti_status_string(st));
        if (silent)
            errorf("%s", buf);
        msg = buf;
    }
    n = strlen(msg);
    if (!(r->error = malloc(n + 1))) {
        out_of_memory();
        return -1;
    }
    memcpy(r->error, msg, n + 1);
    return 0;
}

/* MLIR's DataLayout ignores a module's llvm.data_layout string: say so
 * when it is all the module has (issue 16, item 5). */
static int warn_llvm_data_layout(dlti_op *top, const char *name)
{
    size_t len;
    const char *s = dlti_attr_get_string(dlti_op_attr(top, "llvm.data_layout"),
                                         &len);
    if (!s || dlti_op_attr(top, "dlti.dl_spec"))
        return 0;
    fflush(stdout);
    fprintf(stderr,
            "%s: warning: the module's llvm.data_layout string is not its "
            "data layout spec: MLIR's DataLayout ignores it, the default "
            "layout is used; to use the string, run 'dlti layout "
            "--datalayout \"%.*s\" TYPE...', or 'dlti import \"%.*s\"' "
            "for its #dlti.dl_spec\n",
            name, (int)len, s, (int)len, s);
    return 1;
}

/* The nested scopes with a spec of a --spec FILE whose top-level module
 * has none, in the words of the warning (nested_scope). */
typedef struct nested_list {
    dlti_op *top;
    FILE *out;     /* the list so far */
    size_t n;      /* scopes found */
    int all_named; /* all of them are named modules */
    char *first;   /* the first named one, as --scope names it */
    int nomem;
} nested_list;

#define NESTED_SHOWN 8

static int nested_scope(dlti_op *op, void *user)
{
    nested_list *l = user;
    const char *name = dlti_op_name(op);
    int module = strcmp(name, "builtin.module") == 0;
    dlti_loc loc = dlti_op_loc(op);
    char *path;

    if (op == l->top || !dlti_op_attr(op, "dlti.dl_spec"))
        return 0;
    if (l->n++ >= NESTED_SHOWN)
        return 0;
    /* "@a" or "@a::@b", as MLIR writes a nested symbol reference. */
    path = scope_path(l->top, op, "@", "::", &l->nomem);
    if (!path || !module)
        l->all_named = 0;
    if (path && !l->first)
        l->first = scope_path(l->top, op, "", "::", &l->nomem);
    /* "@a" (to be prefixed "module" unless all are named modules),
     * "module at 4:3", "'test.op' @t", "'test.op' at 5:3". */
    fputs(l->n > 1 ? ", " : "", l->out);
    if (path && module)
        fprintf(l->out, "\x01%s", path);
    else if (path)
        fprintf(l->out, "'%s' %s", name, path);
    else if (module)
        fprintf(l->out, "module at %u:%u", loc.line, loc.col);
    else
        fprintf(l->out, "'%s' at %u:%u", name, loc.line, loc.col);
    free(path);
    return 0;
}

/* `--spec FILE` whose top-level module has no spec: the default layout is
 * used; say so, and name the nested scopes that have one. */
static void warn_no_spec(dlti_op *top, const char *name)
{
    nested_list l = {top, NULL, 0, 1, NULL, 0};
    char *list = NULL;
    size_t size = 0;

    if (dlti_op_attr(top, "dlti.dl_spec"))
        return;
    l.out = open_memstream(&list, &size);
    if (l.out) {
        dlti_op_walk(top, nested_scope, &l);
        fclose(l.out);
    }
    fflush(stdout);
    fprintf(stderr, "%s: warning: the top-level module has no data layout "
                    "spec (dlti.dl_spec): the default layout is used",
            name);
    if (list && l.n > 0) {
        fprintf(stderr, "; nested %s ", l.all_named
                                            ? (l.n > 1 ? "modules" : "module")
                                            : (l.n > 1 ? "scopes" : "scope"));
        for (const char *p = list; *p; p++) {
            if (*p != '\x01')
                fputc(*p, stderr);
            else if (!l.all_named)
                fputs("module ", stderr);
        }
        if (l.n > NESTED_SHOWN)
            fprintf(stderr, " and %zu more", l.n - NESTED_SHOWN);
        fputs(l.n > 1 ? " have one" : " has one", stderr);
        if (l.first)
            fprintf(stderr, " (to use one: --scope NAME, e.g. --scope %s)",
                    l.first);
    }
    fputc('\n', stderr);
    free(list);
    free(l.first);
}

/* What layout's command line says. */
typedef struct layout_args {
    layout_source src;   /* kind, arg and scope_name */
    const char **types;  /* the TYPEs (malloc'ed) */
    size_t ntypes;
    int json, explain, help;
    dlti_layout_rules rules;
    fields_opts fo;
    int structs;         /* --structs */
    const char *sort;    /* --sort=KEY (NULL: by name) */
} layout_args;

/* The usage error of an option given without its value. */
static int missing_value(cli *c, int opt)
{
    static const struct {
        int opt;
        const char *msg;
    } msgs[] = {
        {OPT_RULES, "--rules needs a value"},
        {OPT_DEPTH, "--depth needs a value"},
        {OPT_CACHELINE, "--cacheline needs a value"},
        {OPT_SORT, "--sort needs a value"},
        {OPT_SPEC, "--spec needs a FILE"},
        {OPT_DATALAYOUT, "--datalayout needs a STRING"},
        {OPT_TARGET, "--target needs a TRIPLE"},
        {OPT_SCOPE, "--scope needs a NAME"},
    };
    const char *msg = "--format needs a value";
    for (size_t i = 0; i < sizeof msgs / sizeof msgs[0]; i++)
        if (msgs[i].opt == opt)
            msg = msgs[i].msg;
    return usage_error(c, "layout", "layout: %s", msg);
}

/* The option `opt` with the value `optarg` into *a; EXIT_OK or the status
 * of a usage error (reported). */
static int layout_option(cli *c, int opt, layout_args *a)
{
    uint64_t num;

    switch (opt) {
    case 1:
        a->types[a->ntypes++] = optarg;
        break;
    case 'h':
        a->help = 1;
        break;
    case OPT_SPEC:
    case OPT_DATALAYOUT:
    case OPT_TARGET:
        if (a->src.arg)
            return usage_error(c, "layout", "layout: --spec, --datalayout "
                                            "and --target exclude each "
                                            "other");
        a->src.arg = optarg;
        a->src.kind = opt;
        break;
    case OPT_SCOPE:
        a->src.scope_name = optarg;
        break;
    case OPT_EXPLAIN:
        a->explain = 1;
        break;
    case OPT_FORMAT:
        if ((a->json = parse_format(c, "layout", optarg)) < 0)
            return EXIT_USAGE;
        break;
    case OPT_FIELDS:
        a->fo.on = 1;
        break;
    case OPT_PACKABLE: /* the fields view, and a line of it */
        a->fo.on = a->fo.packable = 1;
        break;
    case OPT_RULES:
        if (fields_parse_rules(c, optarg, &a->rules))
            return EXIT_USAGE;
        break;
    case OPT_STRUCTS:
        a->structs = 1;
        break;
    case OPT_SORT:
        if (strcmp(optarg, "name") != 0 && strcmp(optarg, "wasted") != 0 &&
            strcmp(optarg, "size") != 0)
            return usage_error(c, "layout", "layout: --sort must be 'name', "
                                            "'wasted' or 'size', not '%s'",
                               optarg);
        a->sort = optarg;
        break;
    case OPT_DEPTH:
    case OPT_CACHELINE:
        if (fields_parse_number(c, opt == OPT_DEPTH ? "depth" : "cacheline",
                                optarg, &num))
            return EXIT_USAGE;
        if (opt == OPT_CACHELINE && (num & (num - 1)))
            return usage_error(c, "layout", "layout: --cacheline must be a "
                                            "power of two, not '%s'",
                               optarg);
        if (opt == OPT_DEPTH)
            a->fo.depth = (unsigned)num;
        else
            a->fo.cacheline = num;
        break;
    case ':':
        return missing_value(c, optopt);
    }
    return EXIT_OK;
}

/* EXIT_OK, or the status of a usage error (reported).  --help stops at
 * once. */
static int layout_args_parse(cli *c, int argc, char **argv, layout_args *a)
{
    static const struct option layout_options[] = {
        {"spec", required_argument, NULL, OPT_SPEC},
        {"datalayout", required_argument, NULL, OPT_DATALAYOUT},
        {"target", required_argument, NULL, OPT_TARGET},
        {"scope", required_argument, NULL, OPT_SCOPE},
        {"format", required_argument, NULL, OPT_FORMAT},
        {"fields", no_argument, NULL, OPT_FIELDS},
        {"packable", no_argument, NULL, OPT_PACKABLE},
        {"structs", no_argument, NULL, OPT_STRUCTS},
        {"sort", required_argument, NULL, OPT_SORT},
        {"rules", required_argument, NULL, OPT_RULES},
        {"depth", required_argument, NULL, OPT_DEPTH},
        {"cacheline", required_argument, NULL, OPT_CACHELINE},
        {"explain", no_argument, NULL, OPT_EXPLAIN},
        {"help", no_argument, NULL, 'h'},
        CLI_PLUGIN_OPTIONS};
    cli_opt co = {0};
    int opt, rc;
    const layout_source *s = &a->src;

    a->types = malloc(sizeof *a->types * (size_t)(argc > 0 ? argc : 1));
    if (!a->types) {
        out_of_memory();
        return EXIT_ERR;
    }
    while ((opt = cli_getopt(c, &co, argc, argv, "layout", "-:h",
                             layout_options)) != 0) {
        if (opt < 0)
            return co.rc;
        if ((rc = layout_option(c, opt, a)) != EXIT_OK || a->help)
            return rc;
    }
    if (a->structs && (s->kind != OPT_SPEC || !s->arg))
        return usage_error(c, "layout", "layout: --structs needs --spec FILE");
    if (a->structs && (a->ntypes || a->explain || a->fo.on))
        return usage_error(c, "layout", "layout: --structs takes no TYPE, "
                                        "--fields or --explain");
    if (a->sort && !a->structs)
        return usage_error(c, "layout", "layout: --sort needs --structs");
    /* A layout without TYPE: the layout itself (effective.c). */
    if (a->ntypes == 0 && !a->structs && (!s->arg || a->explain || a->fo.on))
        return usage_error(c, "layout", "layout: missing TYPE");
    if (s->arg && *s->arg == '\0' && s->kind != OPT_DATALAYOUT)
        return usage_error(c, "layout", s->kind == OPT_TARGET
                                            ? "layout: --target needs a TRIPLE"
                                            : "layout: --spec needs a FILE");
    if (s->scope_name && s->kind != OPT_SPEC)
        return usage_error(c, "layout", "layout: --scope needs --spec FILE");
    if (s->scope_name && *s->scope_name == '\0')
        return usage_error(c, "layout", "layout: --scope needs a NAME");
    return EXIT_OK;
}

/* The source's layout under the rules asked for (*own) and under the
 * other rules, to compare with (*other); -1 after an error (reported). */
static int open_layouts(layout_source *s, dlti_layout_rules rules,
                        dlti_data_layout **own, dlti_data_layout **other)
{
    dlti_layout_rules other_rules =
        rules == DLTI_RULES_MLIR ? DLTI_RULES_LLVM : DLTI_RULES_MLIR;
    dlti_status st = source_new_layout(s, rules, own);
    if (st == DLTI_OK)
        st = source_new_layout(s, other_rules, other);
    if (st != DLTI_OK) {
        report_if_silent(&s->ds, s->arg ? s->arg : "default layout", st);
        return -1;
    }
    return 0;
}

/* The row of the TYPE `given`: its answers, or its error.  -1 when it
 * failed; -2 when out of memory (reported: the rows stop there). */
static int fill_row(layout_source *s, const layout_args *a,
                    dlti_data_layout *dl, dlti_data_layout *other,
                    const char *given, layout_row *r)
{
    const dlti_type *t = NULL;
    unsigned before = dlti_context_error_count(s->ds.ctx);
    dlti_status st;

    r->given = given;
    diag_clear_error(&s->ds);
    st = source_parse_type(s, given, &t);
    r->t = t;
    /* Laying it out: errors without location are the type's. */
    s->ds.aux = given;
    s->ds.aux_len = strlen(given);
    s->ds.aux_file = "<command line>";
    if (st == DLTI_OK && (st = answers_query(dl, t, &r->a)) == DLTI_OK &&
        (st = dlti_type_store_size(dl, t, &r->store)) == DLTI_OK &&
        (st = dlti_type_alloc_size(dl, t, &r->alloc)) == DLTI_OK &&
        !(r->type = dlti_type_to_string(t)))
        st = DLTI_ERR_NOMEM;
    if (st == DLTI_OK) {
        st = rules_compare(dl, other, t, &r->rd);
        if (st == DLTI_OK && a->fo.on)
            st = row_fields(dl, t, r, &a->fo, a->json, a->rules);
    }
    s->ds.aux = NULL;
    s->ds.aux_file = NULL;
    if (st == DLTI_OK)
        return 0;
    /* JSON names it as printed when it parsed, else as given. */
    if (t && st != DLTI_ERR_NOMEM && !r->type)
        r->type = dlti_type_to_string(t);
    if (row_error(&s->ds, r, t ? "cannot lay out type" : "cannot parse type",
                  st, dlti_context_error_count(s->ds.ctx) == before) != 0)
        return -2;
    return -1;
}

/* The rows of the TYPEs, printed; EXIT_ERR if any had an error. */
static int layout_types(layout_args *a, dlti_data_layout *dl,
                        dlti_data_layout *other, const char *label)
{
    layout_row *rows = calloc(a->ntypes, sizeof *rows);
    size_t nrows = 0;
    int rc = EXIT_OK;

    if (!rows) {
        out_of_memory();
        return EXIT_ERR;
    }
    for (size_t i = 0; i < a->ntypes; i++) {
        int r = fill_row(&a->src, a, dl, other, a->types[i], &rows[nrows++]);
        if (r != 0)
            rc = EXIT_ERR;
        if (r == -2)
            break;
    }
    explain_opts ex = {a->explain ? dl : NULL, label};
    if (a->json) {
        print_json(rows, nrows, a->rules, &ex);
    } else {
        print_table(rows, nrows, a->rules);
        for (size_t i = 0; a->explain && i < nrows; i++)
            if (!rows[i].error) {
                putchar('\n');
                explain_text(stdout, dl, rows[i].t, label);
            }
    }
    for (size_t i = 0; i < nrows; i++) {
        dlti_free(rows[i].type);
        free(rows[i].error);
        free(rows[i].fields);
        rules_diff_free(&rows[i].rd);
    }
    free(rows);
    return rc;
}

/* The layout of the source (and the warnings about where it comes from),
 * then the TYPEs in it, or the layout itself. */
static int layout_run(cli *c, layout_args *a)
{
    layout_source *s = &a->src;
    dlti_data_layout *own = NULL, *other = NULL;
    char *label = NULL;
    di_info *di = NULL;
    int rc = EXIT_ERR;

    if (source_open(c, s) != 0)
        goto done;
    /* (LLVM's rules read the module's llvm.data_layout or
     * llvm.target_triple: nothing to warn of then.) */
    if (s->kind == OPT_SPEC && a->rules == DLTI_RULES_LLVM &&
        (dlti_op_attr(s->scope, "llvm.data_layout") ||
         dlti_op_attr(s->scope, "llvm.target_triple"))) {
        /* no warning */
    } else if (s->kind == OPT_SPEC && s->scope_name) {
        if (strcmp(dlti_op_name(s->scope), "builtin.module") == 0)
            warn_llvm_data_layout(s->scope, s->in.name);
    } else if (s->kind == OPT_SPEC &&
               !warn_llvm_data_layout(s->scope, s->in.name)) {
        warn_no_spec(s->scope, s->in.name);
    }
    if (open_layouts(s, a->rules, &own, &other) != 0)
        goto done;
    /* The file's C types, for their names (debug info). */
    if (s->kind == OPT_SPEC && (a->fo.on || a->structs) &&
        di_load(s->scope, own, &di) != DLTI_OK) {
        out_of_memory();
        goto done;
    }
    a->fo.di = di;
    /* A layout given on the command line has no location: --explain
     * names it "the spec of --target TRIPLE". */
    if (s->kind == OPT_TARGET || s->kind == OPT_DATALAYOUT) {
        size_t n = strlen(s->desc) + 16;
        if ((label = malloc(n)))
            snprintf(label, n, "the spec of %s", s->desc);
    }
    if (a->structs)
        rc = structs_print(stdout, own, di, a->sort ? a->sort : "name",
                           a->json);
    else if (a->ntypes == 0)
        rc = effective_print(s->ds.ctx, own, a->json) != 0 ? EXIT_ERR
                                                            : EXIT_OK;
    else
        rc = layout_types(a, own, other, label);
done:
    free(label);
    di_free(di);
    dlti_data_layout_free(own);
    dlti_data_layout_free(other);
    source_close(s);
    return rc;
}

int cmd_layout(cli *c, int argc, char **argv)
{
    layout_args a = {.rules = DLTI_RULES_MLIR,
                     .fo = {0, FIELDS_DEFAULT_DEPTH,
                            FIELDS_DEFAULT_CACHELINE, 0, NULL}};
    int rc = layout_args_parse(c, argc, argv, &a);

    if (rc == EXIT_OK && a.help)
        fputs(cmd_layout_help, stdout);
    else if (rc == EXIT_OK)
        rc = layout_run(c, &a);
    free(a.types);
    return rc;
}
