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
    "shown as 'vscale x N'.  In JSON, size and bits are the known minimum and\n"
    "\"scalable\" says whether they are multiplied by vscale; \"index\" is null\n"
    "when the type has none.  A TYPE that fails is left out of the table;\n"
    "in JSON its row is {\"type\": TYPE, \"error\": MESSAGE}.  Diagnostics\n"
    "locate a TYPE in '<command line>'.\n"
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
    "gives them, the index bitwidth, the pointers of each address space its\n"
    "entries name, and its target system spec's devices and properties.\n"
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
    "  --cacheline=N      with --fields: cacheline size in bytes (default 64)\n"
    "  --packable         --fields, and for an !llvm.struct the size with its\n"
    "                     members by decreasing alignment and that order\n"
    "                     (advisory, beyond pahole; JSON: \"packable\")\n"
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
    "Exit status: 0 on success, 1 if FILE, the scope or any TYPE had an error\n"
    "(the other types are still printed), 2 on a usage error.\n";

typedef struct layout_row {
    char *type;        /* printed type (dlti_free), NULL if it failed */
    const char *given; /* the TYPE argument */
    char *error;       /* why it failed (malloc'ed), or NULL */
    const dlti_type *t; /* the parsed type (--explain, memref fields), or NULL */
    dlti_size size, bits, store, alloc;
    uint64_t abi, pref, index;
    int has_index;
    rules_diff rd;     /* the other rules' answers (--rules) */
    char *fields;      /* --fields: text view or JSON keys (malloc'ed) */
} layout_row;

/* Queries everything about `t`; returns the failing status, if any. */
static dlti_status query_row(dlti_data_layout *dl, const dlti_type *t,
                             layout_row *r)
{
    dlti_status st;
    if ((st = dlti_type_size(dl, t, &r->size)) != DLTI_OK ||
        (st = dlti_type_size_in_bits(dl, t, &r->bits)) != DLTI_OK ||
        (st = dlti_type_abi_alignment(dl, t, &r->abi)) != DLTI_OK ||
        (st = dlti_type_preferred_alignment(dl, t, &r->pref)) != DLTI_OK ||
        (st = dlti_type_index_bitwidth(dl, t, &r->index, &r->has_index)) !=
            DLTI_OK ||
        (st = dlti_type_store_size(dl, t, &r->store)) != DLTI_OK ||
        (st = dlti_type_alloc_size(dl, t, &r->alloc)) != DLTI_OK)
        return st;
    return DLTI_OK;
}

/* Formats a size for the table into buf (large enough for
 * "vscale x " + 20 digits). */
static void fmt_size(char *buf, size_t n, dlti_size s)
{
    snprintf(buf, n, "%s%" PRIu64, s.scalable ? "vscale x " : "", s.value);
}

#define NUM_BUF 48

/* The cells of a row but its type (the stride last). */
static void format_cells(const layout_row *r, char cell[7][NUM_BUF])
{
    fmt_size(cell[1], NUM_BUF, r->size);
    fmt_size(cell[2], NUM_BUF, r->bits);
    snprintf(cell[3], NUM_BUF, "%" PRIu64, r->abi);
    snprintf(cell[4], NUM_BUF, "%" PRIu64, r->pref);
    if (r->has_index)
        snprintf(cell[5], NUM_BUF, "%" PRIu64, r->index);
    else
        snprintf(cell[5], NUM_BUF, "-");
    fmt_size(cell[6], NUM_BUF, r->alloc);
}

/* The note for a row whose answers differ under the other rules. */
static void rules_note(const layout_row *r, dlti_layout_rules rules)
{
    fflush(stdout);
    fprintf(stderr,
            "%s: note: %s: under %s rules (--rules=%s) size %" PRIu64
            ", ABI alignment %" PRIu64 ", preferred %" PRIu64
            ", stride %" PRIu64 "%s%s%s\n",
            progname, r->type,
            rules == DLTI_RULES_MLIR ? "LLVM 22's (clang's)" : "MLIR 22's",
            rules == DLTI_RULES_MLIR ? "llvm" : "mlir", r->rd.size.value,
            r->rd.abi, r->rd.pref, r->rd.stride,
            r->rd.offsets[0] ? ", members at " : "", r->rd.offsets,
            " (see 'dlti layout --help', Rules)");
}

static void print_table(const layout_row *rows, size_t n,
                        dlti_layout_rules rules)
{
    static const char *const head[7] = {"type",  "size",  "bits",  "abi",
                                        "preferred", "index", "stride"};
    size_t w[7], ok = 0;
    int nc = 6;
    char cell[7][NUM_BUF];

    for (size_t i = 0; i < n; i++) {
        ok += !rows[i].error;
        if (!rows[i].error && (rows[i].rd.differs ||
                               rows[i].alloc.value != rows[i].size.value))
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
    /* The type column is left-aligned, numbers are right-aligned. */
    printf("%-*s", (int)w[0], head[0]);
    for (int c = 1; c < nc; c++)
        printf("  %*s", (int)w[c], head[c]);
    putchar('\n');
    for (size_t i = 0; i < n; i++) {
        if (rows[i].error)
            continue;
        format_cells(&rows[i], cell);
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
        printf(", \"size\": %" PRIu64 ", \"bits\": %" PRIu64
               ", \"scalable\": %s, \"abi\": %" PRIu64
               ", \"preferred\": %" PRIu64 ", \"index\": ",
               r->size.value, r->bits.value,
               r->size.scalable || r->bits.scalable ? "true" : "false",
               r->abi, r->pref);
        if (r->has_index)
            printf("%" PRIu64, r->index);
        else
            fputs("null", stdout);
        printf(", \"store_size\": %" PRIu64 ", \"alloc_size\": %" PRIu64,
               r->store.value, r->alloc.value);
        if (r->rd.differs)
            printf(", \"stride\": %" PRIu64 ", \"%s\": {\"size\": %" PRIu64
                   ", \"abi\": %" PRIu64 ", \"preferred\": %" PRIu64
                   ", \"stride\": %" PRIu64 "%s%s%s}",
                   r->alloc.value,
                   rules_name(rules == DLTI_RULES_MLIR ? DLTI_RULES_LLVM
                                                       : DLTI_RULES_MLIR),
                   r->rd.size.value, r->rd.abi, r->rd.pref, r->rd.stride,
                   r->rd.offsets[0] ? ", \"offsets\": [" : "",
                   r->rd.offsets, r->rd.offsets[0] ? "]" : "");
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
        if ((st = fields_json(dl, t, r->given, &r->fields)) || !fo->packable)
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

int cmd_layout(int argc, char **argv)
{
    static const struct option layout_options[] = {
        {"spec", required_argument, NULL, OPT_SPEC},
        {"datalayout", required_argument, NULL, OPT_DATALAYOUT},
        {"target", required_argument, NULL, OPT_TARGET},
        {"scope", required_argument, NULL, OPT_SCOPE},
        {"format", required_argument, NULL, OPT_FORMAT},
        {"fields", no_argument, NULL, OPT_FIELDS},
        {"packable", no_argument, NULL, OPT_PACKABLE},
        {"rules", required_argument, NULL, OPT_RULES},
        {"depth", required_argument, NULL, OPT_DEPTH},
        {"cacheline", required_argument, NULL, OPT_CACHELINE},
        {"explain", no_argument, NULL, OPT_EXPLAIN},
        {"help", no_argument, NULL, 'h'},
        CLI_PLUGIN_OPTIONS};
    cli_opt co = {0};
    int opt;
    const char *spec_path = NULL, *scope_name = NULL;
    int spec_kind = 0;
    int json = 0, explain = 0, rc = EXIT_OK;
    char *label = NULL;
    const char **types;
    size_t ntypes = 0, nrows = 0;
    layout_row *rows = NULL;
    input spec = {NULL, NULL, 0, false};
    diag_state ds;
    dlti_data_layout *dl = NULL;
    dlti_op *scope = NULL, *file_top = NULL;
    dlti_status st;
    dlti_layout_rules rules = DLTI_RULES_MLIR;
    fields_opts fo = {0, FIELDS_DEFAULT_DEPTH, FIELDS_DEFAULT_CACHELINE, 0};
    dlti_data_layout *own = NULL, *other = NULL;
    uint64_t num;

    types = malloc(sizeof *types * (size_t)(argc > 0 ? argc : 1));
    if (!types) {
        out_of_memory();
        return EXIT_ERR;
    }
    while ((opt = cli_getopt(&co, argc, argv, "layout", "-:h",
                             layout_options)) != 0) {
        if (opt < 0) {
            free(types);
            return co.rc;
        }
        switch (opt) {
        case 1:
            types[ntypes++] = optarg;
            break;
        case 'h':
            fputs(cmd_layout_help, stdout);
            free(types);
            return EXIT_OK;
        case OPT_SPEC:
        case OPT_DATALAYOUT:
        case OPT_TARGET:
            if (spec_path) {
                free(types);
                return usage_error("layout", "layout: --spec, --datalayout "
                                             "and --target exclude each "
                                             "other");
            }
            spec_path = optarg;
            spec_kind = opt;
            break;
        case OPT_SCOPE:
            scope_name = optarg;
            break;
        case OPT_EXPLAIN:
            explain = 1;
            break;
        case OPT_FORMAT:
            if ((json = parse_format("layout", optarg)) < 0) {
                free(types);
                return EXIT_USAGE;
            }
            break;
        case OPT_FIELDS:
            fo.on = 1;
            break;
        case OPT_PACKABLE: /* the fields view, and a line of it */
            fo.on = fo.packable = 1;
            break;
        case OPT_RULES:
        case OPT_DEPTH:
        case OPT_CACHELINE:
            if (opt == OPT_RULES ? fields_parse_rules(optarg, &rules)
                                 : fields_parse_number(
                                       opt == OPT_DEPTH ? "depth" : "cacheline",
                                       optarg, &num)) {
                free(types);
                return EXIT_USAGE;
            }
            if (opt == OPT_DEPTH)
                fo.depth = (unsigned)num;
            else if (opt == OPT_CACHELINE)
                fo.cacheline = num;
            break;
        case ':':
            free(types);
            if (optopt == OPT_RULES || optopt == OPT_DEPTH ||
                optopt == OPT_CACHELINE)
                return usage_error("layout", "layout: --%s needs a value",
                                   optopt == OPT_RULES   ? "rules"
                                   : optopt == OPT_DEPTH ? "depth"
                                                         : "cacheline");
            if (optopt == OPT_SPEC)
                return usage_error("layout", "layout: --spec needs a FILE");
            if (optopt == OPT_DATALAYOUT)
                return usage_error("layout",
                                   "layout: --datalayout needs a STRING");
            if (optopt == OPT_TARGET)
                return usage_error("layout", "layout: --target needs a TRIPLE");
            if (optopt == OPT_SCOPE)
                return usage_error("layout", "layout: --scope needs a NAME");
            return usage_error("layout", "layout: --format needs a value");
        }
    }
    /* A layout without TYPE: the layout itself (effective.c). */
    if (ntypes == 0 && (!spec_path || explain || fo.on)) {
        free(types);
        return usage_error("layout", "layout: missing TYPE");
    }
    if (spec_path && *spec_path == '\0' && spec_kind != OPT_DATALAYOUT) {
        free(types);
        return usage_error("layout", "layout: --spec needs a FILE");
    }
    if (scope_name && spec_kind != OPT_SPEC) {
        free(types);
        return usage_error("layout", "layout: --scope needs --spec FILE");
    }
    if (scope_name && *scope_name == '\0') {
        free(types);
        return usage_error("layout", "layout: --scope needs a NAME");
    }

    if (spec_kind == OPT_SPEC && input_read(spec_path, &spec) != 0) {
        free(types);
        return EXIT_ERR;
    }
    if (!new_context(&ds, spec_kind == OPT_SPEC ? &spec : NULL)) {
        input_free(&spec);
        free(types);
        return EXIT_ERR;
    }
    if (spec_kind == OPT_SPEC) {
        if (spec_file_scope(&ds, &spec, scope_name, &file_top, &scope) != 0) {
            rc = EXIT_ERR;
            goto done;
        }
        /* (LLVM's rules read the module's llvm.data_layout or
         * llvm.target_triple: nothing to warn of then.) */
        int llvm_string = rules == DLTI_RULES_LLVM &&
                          (dlti_op_attr(scope, "llvm.data_layout") ||
                           dlti_op_attr(scope, "llvm.target_triple"));
        if (llvm_string) {
            /* no warning */
        } else if (scope_name) {
            if (strcmp(dlti_op_name(scope), "builtin.module") == 0)
                warn_llvm_data_layout(scope, spec.name);
        } else if (!warn_llvm_data_layout(scope, spec.name)) {
            warn_no_spec(scope, spec.name);
        }
    } else if (spec_path) {
        st = imported_scope(&ds, spec_kind == OPT_TARGET, spec_path, &scope);
        if (st != DLTI_OK) {
            report_if_silent(&ds, spec_path, st);
            rc = EXIT_ERR;
            goto done;
        }
    }
    /* The rules asked for, and the other rules' to compare with: layouts
     * of their own. */
    st = dlti_data_layout_new(ds.ctx, scope, &own);
    if (st == DLTI_OK)
        st = dlti_data_layout_set_rules(own, rules);
    if (st == DLTI_OK)
        st = dlti_data_layout_new(ds.ctx, scope, &other);
    if (st == DLTI_OK)
        st = dlti_data_layout_set_rules(other, rules == DLTI_RULES_MLIR
                                                   ? DLTI_RULES_LLVM
                                                   : DLTI_RULES_MLIR);
    /* Under LLVM's rules, the string or triple itself (LLVM's defaults
     * for what it does not name), not the spec MLIR imports of it. */
    if (st == DLTI_OK &&
        (spec_kind == OPT_TARGET || spec_kind == OPT_DATALAYOUT)) {
        const char *kind = spec_kind == OPT_TARGET ? "target" : "datalayout";
        st = dlti_data_layout_set_llvm_layout(own, kind, spec_path,
                                              strlen(spec_path));
        if (st == DLTI_OK)
            st = dlti_data_layout_set_llvm_layout(other, kind, spec_path,
                                                  strlen(spec_path));
    }
    dl = own;
    if (st != DLTI_OK) {
        report_if_silent(&ds, spec_path ? spec_path : "default layout", st);
        rc = EXIT_ERR;
        goto done;
    }

    if (spec_kind == OPT_TARGET || spec_kind == OPT_DATALAYOUT) {
        size_t n = strlen(spec_path) + 32;
        if ((label = malloc(n)))
            snprintf(label, n, "the spec of %s %s",
                     spec_kind == OPT_TARGET ? "--target" : "--datalayout",
                     spec_path);
    }
    if (ntypes == 0) {
        if (effective_print(ds.ctx, dl, json) != 0)
            rc = EXIT_ERR;
        goto done;
    }
    rows = calloc(ntypes, sizeof *rows);
    if (!rows) {
        out_of_memory();
        rc = EXIT_ERR;
        goto done;
    }
    for (size_t i = 0; i < ntypes; i++) {
        const dlti_type *t = NULL;
        layout_row *r = &rows[nrows++];
        unsigned before = dlti_context_error_count(ds.ctx);

        r->given = types[i];
        diag_clear_error(&ds);
        /* Diagnostics of the type's text show that text, whatever buffer
         * name the library gives it. */
        ds.aux = types[i];
        ds.aux_len = strlen(types[i]);
        /* In --spec FILE's scope: its aliases and struct names. */
        st = file_top ? dlti_parse_type_in(file_top, "<command line>",
                                           types[i], ds.aux_len, &t)
                      : dlti_parse_type_named(ds.ctx, "<command line>",
                                              types[i], ds.aux_len, &t);
        ds.aux = NULL;
        r->t = t;
        if (st == DLTI_OK && (st = query_row(dl, t, r)) == DLTI_OK &&
            !(r->type = dlti_type_to_string(t)))
            st = DLTI_ERR_NOMEM;
        if (st == DLTI_OK) {
            rules_compare(dl, other, t, &r->rd);
            if (fo.on)
                st = row_fields(dl, t, r, &fo, json, rules);
        }
        if (st != DLTI_OK) {
            /* JSON names it as printed when it parsed, else as given. */
            rc = EXIT_ERR;
            if (t && st != DLTI_ERR_NOMEM && !r->type)
                r->type = dlti_type_to_string(t);
            if (row_error(&ds, r,
                          t ? "cannot lay out type" : "cannot parse type", st,
                          dlti_context_error_count(ds.ctx) == before) != 0)
                break;
        }
    }
    explain_opts ex = {explain ? dl : NULL, label};
    if (json) {
        print_json(rows, nrows, rules, &ex);
    } else {
        print_table(rows, nrows, rules);
        for (size_t i = 0; explain && i < nrows; i++)
            if (!rows[i].error) {
                putchar('\n');
                explain_text(stdout, dl, rows[i].t, label);
            }
    }

done:
    for (size_t i = 0; i < nrows; i++) {
        dlti_free(rows[i].type);
        free(rows[i].error);
        free(rows[i].fields);
    }
    free(rows);
    free(label);
    dlti_data_layout_free(own);
    dlti_data_layout_free(other);
    free_context(&ds);
    input_free(&spec);
    free(types);
    return rc;
}
