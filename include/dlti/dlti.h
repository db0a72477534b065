/* dlti.h - the public API of libdlti.
 *
 * libdlti answers "how is a value of this type laid out in memory here?"
 * for MLIR-syntax input, following MLIR 22's data layout subsystem (DLTI).
 *
 * Everything lives in a dlti_context: types and attributes are uniqued there
 * (pointer equality is equality), operations are allocated there, and all of
 * it is freed by dlti_context_free.  Functions that can fail return a
 * dlti_status and report the reason through the context's diagnostic
 * handler; the library never prints, exits or aborts by itself.
 *
 * Threads (the contract):
 *  1. Separate contexts are fully independent: any number of threads may
 *     each use their own context at the same time, plugins included.
 *  2. Within one context, everything except the queries below belongs to
 *     one thread at a time: creating and freeing the context, setting the
 *     diagnostic handler, adding plugin directories and loading plugins,
 *     parsing, verifying, printing, running the query pass, walking ops.
 *     Finish these before starting the query threads (the handover to them,
 *     e.g. pthread_create, orders the memory); do not run them while
 *     query threads are running.
 *  3. After that, any number of threads may query the same context at
 *     once, each through its OWN data layout from dlti_data_layout_new
 *     (its caches are private, so the cached path takes no lock).  They may
 *     call dlti_data_layout_new/_free, the dlti_type_* and dlti_layout_*
 *     queries on their layout, dlti_data_layout_get, the type constructors
 *     (dlti_integer_type, dlti_index_type, dlti_float_type), dlti_*_to_string,
 *     dlti_context_error_count and the read-only accessors.  The context's
 *     uniquing tables, interned strings, arena, error count and diagnostic
 *     handler are guarded by a lock inside the context; the handler is
 *     never called concurrently (it may be called from any query thread).
 *  4. A dlti_data_layout is NOT safe to query from two threads at once:
 *     queries fill its cache and track the queries in progress.  This
 *     includes the shared layout of dlti_data_layout_get (which is safe to
 *     call from several threads: they get the same layout, built once):
 *     query it from one thread at a time, or give each thread its own
 *     layout with dlti_data_layout_new.  Layouts of the same scope answer
 *     alike.
 *  5. Dialect hooks therefore run concurrently, for different layouts of
 *     one context: see doc/plugins.md ("Threads").
 *  6. A memref query lays out the LLVM descriptor struct of the memref,
 *     which it parses (serialized on the context's lock): the first one
 *     loads the llvm plugin if it is not loaded yet, which query threads
 *     must not do; load it before starting them (a memref query, or a
 *     spec that names an !llvm type, does).
 *  7. A call with DLTI_QUERY_THREADS (dlti_query_source_opts and its kin)
 *     may itself run a second thread for its duration, which prints while
 *     the calling thread parses; the call still holds the context for
 *     itself (other threads' calls wait), and its `write` is called from
 *     that thread.  Plugin print hooks then run beside parse hooks: only
 *     for dialects that allow it (DLTI_DIALECT_PRINT_BESIDE_PARSE).
 */
#ifndef DLTI_DLTI_H
#define DLTI_DLTI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) && __GNUC__ >= 4
#define DLTI_API __attribute__((visibility("default")))
#else
#define DLTI_API
#endif

/* ---- Version ---------------------------------------------------------- */

/* DLTI_VERSION_MAJOR, _MINOR, _PATCH and DLTI_VERSION_STRING: made by
 * configure from the version of configure.ac (AC_INIT), as dlti_version()
 * returns it. */
#include <dlti/version.h>
DLTI_API const char *dlti_version(void);

/* ---- Status codes ----------------------------------------------------- */

typedef enum dlti_status {
    DLTI_OK = 0,
    DLTI_ERR_PARSE,     /* malformed input text */
    DLTI_ERR_VERIFY,    /* well-formed but semantically invalid IR */
    DLTI_ERR_NO_LAYOUT, /* nobody can lay this type out */
    DLTI_ERR_LIMIT,     /* a bound was exceeded (depth, width, overflow) */
    DLTI_ERR_NOMEM,     /* allocation failed */
    DLTI_ERR_IO,        /* a file could not be read or written */
    DLTI_ERR_PLUGIN,    /* a dialect plugin could not be used */
    DLTI_ERR_MISUSE     /* the API was called with invalid arguments */
} dlti_status;

DLTI_API const char *dlti_status_string(dlti_status status);

/* ---- Opaque handles --------------------------------------------------- */

typedef struct dlti_context dlti_context;
typedef struct dlti_type dlti_type;         /* uniqued, immutable */
typedef struct dlti_attr dlti_attr;         /* uniqued, immutable */
typedef struct dlti_op dlti_op;             /* an operation */
typedef struct dlti_data_layout dlti_data_layout;

/* ---- Context ---------------------------------------------------------- */

/* Returns NULL only when memory is exhausted. */
DLTI_API dlti_context *dlti_context_new(void);
/* Frees every type, attribute, operation and layout of the context and
 * closes every plugin it loaded.  NULL is ignored. */
DLTI_API void dlti_context_free(dlti_context *ctx);
/* Frees strings returned by dlti_*_to_string. */
DLTI_API void dlti_free(void *p);
/* One context may serve several files one after another (the chunks of a
 * --split-input-file run), each as a new context would serve it: what the
 * earlier files made (loaded plugins, uniqued types and attributes, types
 * and #dlti.dl_spec attributes by spelling, combined specs, printed
 * texts, the query pass's answers) then serves the next.  Call this after each file's last call (its query, say):
 * it ends the file, whose ops (and the layouts dlti_data_layout_get gave
 * for them) are freed, their memory kept for the next file's (free the
 * layouts dlti_data_layout_new made for them before); it tells how the
 * file went and begins the next:
 *  - DLTI_FILE_AS_NEW: the file's results are those of a new context, and
 *    the context may take the next file;
 *  - DLTI_FILE_AS_NEW_LAST: the same, but the context now holds what a new
 *    one would not (a type made mutable: an identified LLVM struct; a
 *    plugin dialect without DLTI_DIALECT_REUSABLE; more memory than is
 *    worth keeping): give the next file a new context;
 *  - 0: the file had a diagnostic, or read what an earlier file left (a
 *    plugin dialect an earlier file loaded decided an answer): its results
 *    may not be a new context's; query it again in a new context (its
 *    diagnostics are only exact there) and give the next file a new one.
 * The first file of a context is always as in a new one, diagnostics
 * aside. */
#define DLTI_FILE_AS_NEW 2
#define DLTI_FILE_AS_NEW_LAST 1
DLTI_API int dlti_context_file_done(dlti_context *ctx);

/* ---- Diagnostics ------------------------------------------------------ */

typedef enum dlti_severity {
    DLTI_SEV_ERROR,
    DLTI_SEV_WARNING,
    DLTI_SEV_NOTE,
    DLTI_SEV_REMARK
} dlti_severity;

/* A source location: file name (owned by the context), 1-based line and
 * column.  line == 0 means "unknown location". */
typedef struct dlti_loc {
    const char *file;
    unsigned line;
    unsigned col;
} dlti_loc;

/* Called once per diagnostic.  `msg` is valid only during the call.  The
 * default handler (installed by dlti_context_new) prints nothing; the CLI
 * installs one that prints `file:line:col: error: msg` with a caret line. */
typedef void (*dlti_diag_handler)(void *user, dlti_severity severity,
                                  const dlti_loc *loc, const char *msg);
DLTI_API void dlti_context_set_diag_handler(dlti_context *ctx,
                                            dlti_diag_handler handler,
                                            void *user);
/* What a context reports beyond MLIR 22.  With DLTI_DIAG_MLIR_ONLY the
 * notes dlti adds where MLIR 22 has none ("did you mean", where the values
 * that do not combine come from, why a dialect has no plugin, ...) are left
 * out, and the diagnostics are MLIR 22's alone, as `--verify-diagnostics`
 * needs them (mlir-opt leaves out its own "see current operation" note
 * there).  0, the default, reports them.  Set it before the context is
 * shared between threads. */
#define DLTI_DIAG_MLIR_ONLY 1u
DLTI_API void dlti_context_set_diag_flags(dlti_context *ctx, unsigned flags);
/* Number of error diagnostics reported so far. */
DLTI_API unsigned dlti_context_error_count(const dlti_context *ctx);
/* Lets a later parse of exactly this text under this name use it in place
 * rather than keep a copy (for caret lines): the caller keeps the text
 * alive and unchanged until dlti_context_free.  Saves the copy of a large
 * file. */
DLTI_API dlti_status dlti_context_borrow_source(dlti_context *ctx,
                                                const char *name,
                                                const char *text, size_t len);
/* The source text registered for `file` by a parse call, for caret lines;
 * NULL when unknown.  *len receives its length. */
DLTI_API const char *dlti_context_source(const dlti_context *ctx,
                                         const char *file, size_t *len);

/* ---- Dialect plugins --------------------------------------------------
 * A dialect other than builtin and dlti comes from a plugin NS.so, loaded
 * the first time its namespace appears in input.  Search order: the
 * directories added here (in order), then $DLTI_PLUGIN_PATH
 * (colon-separated), then the configured plugindir.  A plugin that cannot
 * be used is refused with a warning naming the file and the reason; the
 * run goes on without it. */
DLTI_API dlti_status dlti_context_add_plugin_dir(dlti_context *ctx,
                                                 const char *dir);
/* Loads one plugin file now (whatever its directory).  A `path` without
 * a '/' names a file of the current directory ("NS.so" is "./NS.so"),
 * never one dlopen would search for. */
DLTI_API dlti_status dlti_context_load_plugin(dlti_context *ctx,
                                              const char *path);
/* A plugin file that others than its owner and root could change (the
 * file or its directory writable by group or everyone, or owned by a
 * third user) is refused unless DLTI_PLUGIN_ALLOW_WRITABLE is set, as
 * ld.so trusts only safe places for a privileged program.  The library
 * reads one environment variable, DLTI_PLUGIN_PATH, and not at all in a
 * program run with privileges its user lacks (secure_getenv).  A file
 * that passed the checks is not checked again while a context of the
 * process holds it loaded (dlopen would return the object mapped). */
#define DLTI_PLUGIN_ALLOW_WRITABLE 1u
DLTI_API void dlti_context_set_plugin_flags(dlti_context *ctx,
                                            unsigned flags);
/* The search path as "dir:dir:...", for messages; free with dlti_free. */
DLTI_API char *dlti_context_plugin_path(dlti_context *ctx);

/* What `dlti plugins` shows of one file on the search path. */
typedef struct dlti_plugin_report {
    const char *file;
    const char *name_space;  /* NULL when the file was refused */
    const char *version;
    const char *summary;
    const char *error;       /* why it was refused, or NULL */
    const char *const *types, *const *attrs, *const *ops, *const *keys;
    size_t n_types, n_attrs, n_ops, n_keys;
    int shadowed;            /* an earlier file provides the namespace */
} dlti_plugin_report;
typedef void (*dlti_plugin_report_fn)(void *user, const dlti_plugin_report *r);
/* Reports every *.so on the search path of `ctx`, in search order, each
 * loaded into a scratch context. */
DLTI_API dlti_status dlti_list_plugins(dlti_context *ctx,
                                       dlti_plugin_report_fn fn, void *user);

/* ---- Parsing ---------------------------------------------------------- */

/* Parses a whole MLIR source buffer.  On success *top is the top-level
 * `builtin.module`: the file's single top-level module, or an implicit one
 * wrapping the file's operations, exactly as MLIR does.  `name` is used in
 * locations.  Parsing does not verify; call dlti_verify. */
DLTI_API dlti_status dlti_parse_source(dlti_context *ctx, const char *name,
                                       const char *text, size_t len,
                                       dlti_op **top);
/* As dlti_parse_source, reading only what data layouts depend on, for
 * speed on large files: the scope ops (modules, gpu.module, ...) with
 * their attributes and symbols, the file's aliases, and the dialect types
 * written anywhere (they may define named types, such as identified LLVM
 * structs).  Every other op is delimited (balanced brackets and strings)
 * and dropped, so the module holds only scopes, and errors in those ops'
 * bodies go unreported: dlti_parse_source and dlti_verify check a whole
 * file.  An op that may hold a scope op in its regions is read as usual.
 * flags: 0, or DLTI_QUERY_TEXT_MAPPED when `text` is a read-only mapping
 * of a file: the pages of dropped ops are then given back to the system
 * as the parse passes them (read from the file again if ever needed). */
DLTI_API dlti_status dlti_parse_scopes(dlti_context *ctx, const char *name,
                                       const char *text, size_t len,
                                       unsigned flags, dlti_op **top);
/* As dlti_parse_source for a piece of a file that starts at line
 * `first_line` (used for --split-input-file). */
DLTI_API dlti_status dlti_parse_source_at(dlti_context *ctx, const char *name,
                                          const char *text, size_t len,
                                          unsigned first_line, dlti_op **top);
/* Parses a type such as "vector<[4]xi32>" or "!llvm.ptr<1>". */
DLTI_API dlti_status dlti_parse_type(dlti_context *ctx, const char *text,
                                     size_t len, const dlti_type **type);
/* As dlti_parse_type, with `name` as the buffer name of its diagnostics'
 * locations (dlti_parse_type's is "<mlir_parser_buffer>", as MLIR's
 * parseType; NULL: that one).  The tool names a type given on its command
 * line "<command line>". */
DLTI_API dlti_status dlti_parse_type_named(dlti_context *ctx, const char *name,
                                           const char *text, size_t len,
                                           const dlti_type **type);
/* As dlti_parse_type_named, in the scope of the file that `op` (or the
 * module it lies in) was parsed from by dlti_parse_source: the file's
 * type and attribute aliases (`!S = ...`, `#m = ...`) may be used as in the
 * file itself, and dialects may resolve names the file defined (the llvm
 * dialect: an identified struct by its name alone, `!llvm.struct<"S">`,
 * which MLIR accepts only inside the struct's own body).  A name not
 * defined is MLIR's error ("undefined symbol alias id 'S'"). */
DLTI_API dlti_status dlti_parse_type_in(const dlti_op *op, const char *name,
                                        const char *text, size_t len,
                                        const dlti_type **type);
/* Parses an attribute such as "#dlti.dl_spec<i32 = dense<32> : vector<1xi64>>". */
DLTI_API dlti_status dlti_parse_attr(dlti_context *ctx, const char *text,
                                     size_t len, const dlti_attr **attr);

/* Verifies `op` and everything nested in it: attribute kinds, data layout
 * specs, and the compatibility of specs across nested scopes. */
DLTI_API dlti_status dlti_verify(dlti_op *op);

/* ---- Printing (results are NUL-terminated, free with dlti_free) -------- */

DLTI_API char *dlti_type_to_string(const dlti_type *type);
/* The start of dlti_type_to_string's text, at most `max` bytes (0 gives
 * ""); `*cut` (if not NULL) is set to 1 when text was left out, else 0.
 * A nested dialect type that does not fit may end the text before `max`
 * bytes.  The printing stops once `max` is reached (builtin types, and
 * dialect types whose printers check dlti_printer_stopped, as the llvm
 * dialect's do), so a type whose whole text is exponential (a DAG of
 * identified structs or of tuples) costs about what is kept: read a
 * type's head (an identified struct's name) with it.  NULL when there was
 * no memory for the text; memory running out midway gives the text so
 * far, cut. */
DLTI_API char *dlti_type_to_string_bounded(const dlti_type *type, size_t max,
                                           int *cut);
DLTI_API char *dlti_attr_to_string(const dlti_attr *attr);
DLTI_API char *dlti_op_to_string(const dlti_op *op);

/* Receives printed text in pieces; returns 0, or non-zero to report a
 * write error (the rest of the text is then dropped). */
typedef int (*dlti_write_fn)(void *user, const char *data, size_t len);
/* Prints `op` as dlti_op_to_string does, handing the text to `write` in
 * pieces of about 64 KiB, so that a large module is never held in memory
 * as one string.  DLTI_ERR_IO if `write` failed. */
DLTI_API dlti_status dlti_op_write(const dlti_op *op, dlti_write_fn write,
                                   void *user);

/* ---- Operations ------------------------------------------------------- */

/* "builtin.module", "func.func", "test.data_layout_query", ... */
DLTI_API const char *dlti_op_name(const dlti_op *op);
DLTI_API dlti_loc dlti_op_loc(const dlti_op *op);
DLTI_API dlti_op *dlti_op_parent(const dlti_op *op);
/* Discardable attribute `name`, or NULL. */
DLTI_API const dlti_attr *dlti_op_attr(const dlti_op *op, const char *name);
DLTI_API unsigned dlti_op_num_results(const dlti_op *op);
DLTI_API const dlti_type *dlti_op_result_type(const dlti_op *op, unsigned i);

/* 1 if `op` is a data layout scope (builtin.module, or an op its dialect
 * declares one: test.op_with_data_layout, gpu.module), else 0. */
DLTI_API int dlti_op_is_scope(const dlti_op *op);
/* The op's symbol name (its `sym_name` string attribute), not
 * NUL-terminated, with its length in *len (may be NULL); NULL when the op
 * has none. */
DLTI_API const char *dlti_op_symbol_name(const dlti_op *op, size_t *len);

/* Pre-order walk over `op` and everything nested in it.  The callback
 * returns 0 to go on, non-zero to stop (that value is returned). */
typedef int (*dlti_walk_fn)(dlti_op *op, void *user);
DLTI_API int dlti_op_walk(dlti_op *op, dlti_walk_fn fn, void *user);

/* ---- Types and attributes --------------------------------------------- */

typedef enum dlti_signedness {
    DLTI_SIGNLESS,
    DLTI_SIGNED,
    DLTI_UNSIGNED
} dlti_signedness;

/* Widths are bounded by DLTI_MAX_INT_WIDTH, as in MLIR. */
#define DLTI_MAX_INT_WIDTH 16777215u
DLTI_API const dlti_type *dlti_integer_type(dlti_context *ctx, unsigned width,
                                            dlti_signedness signedness);
DLTI_API const dlti_type *dlti_index_type(dlti_context *ctx);
/* `name` is a builtin float keyword: "f32", "bf16", "f8E5M2", ... */
DLTI_API const dlti_type *dlti_float_type(dlti_context *ctx, const char *name);

/* 1 and the value (low 64 bits, zero-extended) if `a` is an integer
 * attribute, else 0. */
DLTI_API int dlti_attr_get_uint(const dlti_attr *a, uint64_t *value);
/* The bytes of a string attribute (not NUL-terminated), or NULL. */
DLTI_API const char *dlti_attr_get_string(const dlti_attr *a, size_t *len);

/* Reading what no plugin models, such as the LLVM debug info attributes
 * (`#llvm.di_composite_type<...>`) of a module imported from clang -g.
 * For an opaque attribute (`#ns.body` that no plugin models), its text
 * after "ns." (NUL-terminated) with the text of the attributes and types
 * written inside it cut out: those are its refs, each at a byte of the
 * body; *ns (may be NULL) its namespace, *n_refs (may be NULL) how many
 * refs.  NULL for any other attribute. */
DLTI_API const char *dlti_attr_opaque_body(const dlti_attr *a, const char **ns,
                                          size_t *n_refs);
/* Ref i of an opaque attribute: the attribute cut out at byte *at (may be
 * NULL) of its body; NULL when ref i is a type or there is no ref i. */
DLTI_API const dlti_attr *dlti_attr_opaque_ref(const dlti_attr *a, size_t i,
                                               size_t *at);
/* Calls fn for each attribute alias (`#name = ...`: the name without '#',
 * not NUL-terminated) of the file that `op` or the module it lies in was
 * parsed from (dlti_parse_source, dlti_parse_scopes), in no particular
 * order, until fn returns non-zero (returned); 0 after the last. */
typedef int (*dlti_alias_fn)(const char *name, size_t len,
                             const dlti_attr *value, void *user);
DLTI_API int dlti_file_attr_aliases(const dlti_op *op, dlti_alias_fn fn,
                                    void *user);
/* Calls fn for each type the context holds (every type parsed or made so
 * far: the identified LLVM structs of a parsed file among them), in no
 * particular order, until fn returns non-zero (returned); 0 after the
 * last, -1 when out of memory (reported).  fn may make types; those are
 * not visited. */
typedef int (*dlti_type_fn)(const dlti_type *t, void *user);
DLTI_API int dlti_context_walk_types(dlti_context *ctx, dlti_type_fn fn,
                                     void *user);

/* ---- Layouts ---------------------------------------------------------- */

/* A size that may be a multiple of the run-time vector scale. */
typedef struct dlti_size {
    uint64_t value;  /* the known minimum when scalable */
    int scalable;
} dlti_size;

/* The layout in effect at `scope` (a module or a scope op of a dialect),
 * with the specs of all enclosing scopes combined.  NULL scope = defaults.
 * Built once per scope and owned by the context: do not free. */
DLTI_API dlti_status dlti_data_layout_get(dlti_context *ctx, dlti_op *scope,
                                          dlti_data_layout **layout);
/* A new, private layout for `scope` (resolved as by dlti_data_layout_get),
 * with its own caches, for one query thread (see "Threads" above).  Free it
 * with dlti_data_layout_free; dlti_context_free frees those left. */
DLTI_API dlti_status dlti_data_layout_new(dlti_context *ctx, dlti_op *scope,
                                          dlti_data_layout **layout);
/* Frees a layout from dlti_data_layout_new; NULL and layouts from
 * dlti_data_layout_get (owned by the context) are ignored. */
DLTI_API void dlti_data_layout_free(dlti_data_layout *layout);
/* The nearest proper ancestor of `op` that is a data layout scope, or NULL. */
DLTI_API dlti_op *dlti_enclosing_scope(const dlti_op *op);

/* Layout rules.
 * MLIR 22 and LLVM 22 answer some queries differently with the same spec:
 * MLIR's !llvm.struct rule steps each member by its size, LLVM's
 * DataLayout (and so clang, for C) by its alloc size, the size rounded up
 * to its ABI alignment (x86_64: {i8, f80, i16} is 32 bytes under MLIR's
 * rule, 48 under LLVM's).  A layout answers by MLIR's rules unless told
 * otherwise.  doc/design.md, "Layout rules", lists every difference. */
typedef enum dlti_layout_rules {
    DLTI_RULES_MLIR = 0, /* MLIR 22's DataLayout (the default) */
    DLTI_RULES_LLVM = 1  /* LLVM 22's DataLayout with the same spec */
} dlti_layout_rules;
/* Sets the rules of a private layout (dlti_data_layout_new; the shared
 * one of dlti_data_layout_get is DLTI_ERR_MISUSE) and forgets the answers
 * it cached.  Dialect layout hooks read them with dlti_data_layout_rules. */
DLTI_API dlti_status dlti_data_layout_set_rules(dlti_data_layout *dl,
                                                dlti_layout_rules rules);
DLTI_API dlti_layout_rules dlti_data_layout_rules(const dlti_data_layout *dl);

/* Type queries.  Answers are memoized per layout: a repeated query is a
 * hash probe.  The output pointer must be valid (not checked on that
 * path); a NULL layout or type gives DLTI_ERR_MISUSE. */
DLTI_API dlti_status dlti_type_size(dlti_data_layout *dl, const dlti_type *t,
                                    dlti_size *bytes);
DLTI_API dlti_status dlti_type_size_in_bits(dlti_data_layout *dl,
                                            const dlti_type *t,
                                            dlti_size *bits);
/* Alignments are in bytes. */
DLTI_API dlti_status dlti_type_abi_alignment(dlti_data_layout *dl,
                                             const dlti_type *t,
                                             uint64_t *align);
DLTI_API dlti_status dlti_type_preferred_alignment(dlti_data_layout *dl,
                                                   const dlti_type *t,
                                                   uint64_t *align);
/* *has = 0 when the type has no index bitwidth (all but index and
 * pointer-like types). */
DLTI_API dlti_status dlti_type_index_bitwidth(dlti_data_layout *dl,
                                              const dlti_type *t,
                                              uint64_t *bits, int *has);

/* Identifier queries: the attribute of the entry, or NULL when absent. */
DLTI_API const dlti_attr *dlti_layout_endianness(dlti_data_layout *dl);
DLTI_API const dlti_attr *dlti_layout_default_memory_space(dlti_data_layout *dl);
DLTI_API const dlti_attr *dlti_layout_alloca_memory_space(dlti_data_layout *dl);
DLTI_API const dlti_attr *dlti_layout_program_memory_space(dlti_data_layout *dl);
DLTI_API const dlti_attr *dlti_layout_global_memory_space(dlti_data_layout *dl);
DLTI_API const dlti_attr *dlti_layout_function_pointer_alignment(dlti_data_layout *dl);
DLTI_API const dlti_attr *dlti_layout_legal_int_widths(dlti_data_layout *dl);
DLTI_API const dlti_attr *dlti_layout_mangling_mode(dlti_data_layout *dl);
/* Stack alignment in bits; 0 when absent.  A non-integer entry value is an
 * error (MLIR 22 reads garbage there). */
DLTI_API dlti_status dlti_layout_stack_alignment(dlti_data_layout *dl,
                                                 uint64_t *bits);
/* Property `name` of device `device_id` in the target system spec of the
 * layout's scope (or its nearest enclosing module); NULL when absent. */
DLTI_API const dlti_attr *dlti_layout_device_property(dlti_data_layout *dl,
                                                      const char *device_id,
                                                      const char *name);

/* What a layout is made of.  Entry i of the layout's combined spec (its
 * scope's spec combined with the enclosing scopes', as the queries read
 * it): the identifier entries first, then the type entries grouped by
 * type class, each in spec order; NULL past the end.  Read an entry with
 * plugin.h's dlti_entry_key_type, dlti_entry_key_string and
 * dlti_entry_value. */
DLTI_API const dlti_attr *dlti_layout_entry(dlti_data_layout *dl, size_t i);
/* The #dlti.target_system_spec of the layout's scope (or of its nearest
 * enclosing module), where dlti_layout_device_property looks; NULL when
 * there is none. */
DLTI_API const dlti_attr *dlti_layout_target_system_spec(dlti_data_layout *dl);
/* Entry i of a #dlti.dl_spec, #dlti.map, #dlti.target_system_spec or
 * #dlti.target_device_spec (a device of a system spec is an entry whose
 * value is its device spec); NULL past the end or for another attribute. */
DLTI_API const dlti_attr *dlti_entry_list_at(const dlti_attr *list, size_t i);

/* ---- LLVM 22's DataLayout; store and alloc sizes ------------------------
 * Under DLTI_RULES_LLVM a layout answers as LLVM 22's DataLayout for an
 * LLVM data layout string: by default its scope's `llvm.data_layout`
 * attribute, else the string of its `llvm.target_triple` (on the scope or
 * an enclosing op), else the string its spec exports to (dlti_op_export);
 * LLVM's defaults for everything the string does not name. */

/* Makes `dl` (a layout of dlti_data_layout_new) read `len` bytes of `text`
 * in format `kind` of the llvm dialect ("datalayout": an LLVM data layout
 * string; "target": a triple, its string) under LLVM's rules instead.
 * The text is read at once under LLVM's rules, else when
 * dlti_data_layout_set_rules sets them: set it first, and the rules read
 * only it, not the scope's string too.  Errors (a malformed string) are
 * reported by the call that reads the text and leave `dl` as it was. */
DLTI_API dlti_status dlti_data_layout_set_llvm_layout(dlti_data_layout *dl,
                                                      const char *kind,
                                                      const char *text,
                                                      size_t len);
/* The LLVM string `dl` answers by and where it came from (*source, may be
 * NULL): NULL when `dl` is not under LLVM's rules or has no string (no
 * llvm plugin). */
DLTI_API const char *dlti_data_layout_llvm_string(const dlti_data_layout *dl,
                                                  const char **source);
/* LLVM's getTypeStoreSize (the bytes a store writes: the size in bits
 * rounded up to bytes) and getTypeAllocSize (the store size rounded up to
 * the ABI alignment: an array element's step), under either rules. */
DLTI_API dlti_status dlti_type_store_size(dlti_data_layout *dl,
                                          const dlti_type *t, dlti_size *out);
DLTI_API dlti_status dlti_type_alloc_size(dlti_data_layout *dl,
                                          const dlti_type *t, dlti_size *out);

/* ---- Fields of aggregates --------------------------------------------- */

/* A member of an aggregate (a struct's member, an array's element, the
 * real or imaginary part of a complex number). */
typedef struct dlti_field_info {
    const dlti_type *type;
    uint64_t offset; /* bytes from the aggregate's start (the known
                        minimum after a scalable member) */
} dlti_field_info;
/* *aggregate = 1 and *count its members when `t` has members under `dl`
 * (builtin complex<T>: 2; dialect types through their `fields` hook:
 * !llvm.struct, !llvm.array); else *aggregate = 0, *count = 0.  Errors
 * are those of the layout queries (a member without a layout). */
DLTI_API dlti_status dlti_type_num_fields(dlti_data_layout *dl,
                                          const dlti_type *t, size_t *count,
                                          int *aggregate);
/* Member `i` (0-based, in order) of an aggregate under `dl`'s rules;
 * DLTI_ERR_MISUSE when `t` has no member `i`. */
DLTI_API dlti_status dlti_type_field(dlti_data_layout *dl, const dlti_type *t,
                                     size_t i, dlti_field_info *field);

/* ---- Explain: where an answer comes from ------------------------------ */

/* The queries an explanation is about.  DLTI_QUERY_SIZE covers the size in
 * bits and in bytes (bytes are the bits rounded up, unless the type's
 * dialect answers bytes itself: then the explanation says so). */
typedef enum dlti_query_kind {
    DLTI_QUERY_SIZE,
    DLTI_QUERY_ABI_ALIGNMENT,
    DLTI_QUERY_PREFERRED_ALIGNMENT,
    DLTI_QUERY_INDEX_BITWIDTH
} dlti_query_kind;

/* What decided an answer. */
typedef enum dlti_why {
    DLTI_WHY_ENTRY,     /* the entry keyed by this type (this scope's or
                         * an enclosing scope's) */
    DLTI_WHY_NEAREST,   /* an integer entry of another width: the next
                         * wider one, or the widest when none is wider */
    DLTI_WHY_DEFAULT,   /* MLIR's default rule; no entry applies */
    DLTI_WHY_TYPE,      /* the type alone (a width, a shape): entries
                         * never change it */
    DLTI_WHY_DERIVED,   /* the answer for another type, `via` (index as
                         * iN, a vector's element, !llvm.ptr<N> as
                         * !llvm.ptr) */
    DLTI_WHY_SCOPE_OP,  /* the scope op's own query hook */
    DLTI_WHY_DIALECT    /* the type's dialect, from the entries of the
                         * type's class (`n_entries` of them) */
} dlti_why;

typedef struct dlti_explanation {
    dlti_why why;
    /* The deciding entry (a #dlti.dl_entry), or NULL.  For DERIVED from
     * `index`, the index entry; for DIALECT, the entry the dialect says it
     * read (its `explain` hook; NULL: its default), or without that hook
     * the entry keyed by the type itself, else the first of its class. */
    const dlti_attr *entry;
    /* The scope op whose own spec holds `entry` (NULL when none), and
     * whether that op encloses the layout's scope (inherited) rather than
     * being it. */
    const dlti_op *entry_scope;
    int inherited;
    /* Where `entry` is written: in the scope op's attribute, or in the
     * definition of the alias the attribute names; line 0 when unknown
     * (a spec built in memory, --target). */
    dlti_loc entry_loc;
    /* An enclosing scope's entry for the same key that `entry` replaces,
     * or NULL. */
    const dlti_attr *overrides;
    const dlti_op *overrides_scope;
    const dlti_type *via;   /* DERIVED: the type whose answer is used, */
    dlti_query_kind via_query; /* and which of its answers */
    size_t n_entries;       /* entries of the type's class in scope */
    /* The rule in words ("the next wider integer entry"), static. */
    const char *rule;
} dlti_explanation;

/* Why `dl` answers query `q` for `t` as it does, by the layout's rules
 * (MLIR 22's, or LLVM 22's after dlti_data_layout_set_rules; the answer
 * itself comes from the dlti_type_* queries).  Errors as the
 * query would give them: an explanation is only given for a type the
 * layout can answer.  It queries `dl`, so the threads contract of the
 * queries applies (a layout of one's own per thread).  Finding
 * `entry_loc` reads the source text the scope op was parsed from again;
 * nothing is recorded at parse time. */
DLTI_API dlti_status dlti_explain(dlti_data_layout *dl, const dlti_type *t,
                                  dlti_query_kind q, dlti_explanation *out);

/* ---- Memref layouts --------------------------------------------------- */

/* DLTI_DYNAMIC is `?` (MLIR's ShapedType::kDynamic).
 * The strides (up to `cap` of them into `strides`; *rank gets the rank)
 * and offset of a ranked memref type, as MLIR 22's getStridesAndOffset
 * gives them; *extension (may be NULL) is 1 when the answer goes beyond
 * MLIR 22: the contiguous<> layout and permutation affine maps.  A layout
 * MLIR 22 does not consider strided is DLTI_ERR_VERIFY, reported. */
#define DLTI_DYNAMIC INT64_MIN
DLTI_API dlti_status dlti_memref_strides(const dlti_type *t, size_t cap,
                                         int64_t *strides, size_t *rank,
                                         int64_t *offset, int *extension);
/* Whether the memref's elements are dense (no gaps) in some dimension
 * order; `order` gets up to `cap` dimensions, outermost first. */
DLTI_API dlti_status dlti_memref_contiguous(const dlti_type *t, size_t cap,
                                            uint32_t *order, int *contiguous);
/* The byte offset, from the buffer's start, of the element at `index`
 * (rank entries, in bounds) of a memref with static strides and offset;
 * elements are their size rounded up to their ABI alignment apart. */
DLTI_API dlti_status dlti_memref_byte_offset(dlti_data_layout *dl,
                                             const dlti_type *t, size_t n,
                                             const int64_t *index,
                                             uint64_t *bytes);
/* The bytes of buffer a static memref addresses: from the start through
 * its last element (0 when a size is 0). */
DLTI_API dlti_status dlti_memref_footprint(dlti_data_layout *dl,
                                           const dlti_type *t,
                                           uint64_t *bytes);

/* ---- The query pass -----------------------------------------------------
 * What `mlir-opt --test-data-layout-query` does: every
 * "test.data_layout_query" op inside a `func.func` directly nested in `top`
 * (and anything nested below it) that has no `size` attribute gets its
 * attribute dictionary replaced by the 14 layout attributes of its result
 * type, computed in the layout of its nearest enclosing scope. */
DLTI_API dlti_status dlti_run_query_pass(dlti_op *top);

/* Parses `text` (named `name` in diagnostics), verifies it, runs the query
 * pass and writes the module: dlti_parse_source, dlti_verify,
 * dlti_run_query_pass and dlti_op_write in turn, with their diagnostics
 * and their text.  When the text is one builtin.module in its custom form
 * whose body ops have no results (what mlir-opt prints), the text is
 * checked a body op at a time and no op is kept past its check: memory
 * follows the largest of those ops and the printed text (kept compactly
 * until the check is done; when the module has aliases, or that text grows
 * past 64 MiB, the text is parsed again and printed a body op at a time
 * instead).  Nothing is written when anything fails.  The call holds the
 * context throughout (as the parser and the pass do): other threads'
 * calls on it wait, so `write` must not wait for one of them.
 * flags: 0, DLTI_QUERY_THREADS (below), or DLTI_QUERY_TEXT_MAPPED when
 * `text` is a read-only mapping of a file (mmap): pages of it that the
 * parse has passed are then given back to the system (madvise), to be read
 * from the file again if needed. */
#define DLTI_QUERY_TEXT_MAPPED 1u
DLTI_API dlti_status dlti_query_source(dlti_context *ctx, const char *name,
                                       const char *text, size_t len,
                                       unsigned flags, dlti_write_fn write,
                                       void *user);

/* A piece of printed text: `len` bytes at `data`. */
typedef struct dlti_piece {
    const char *data;
    size_t len;
} dlti_piece;
/* Receives printed text as `n` pieces in order, valid during the call
 * only; returns 0, or non-zero to report a write error (the rest of the
 * text is then dropped). */
typedef int (*dlti_write_pieces_fn)(void *user, const dlti_piece *pieces,
                                    size_t n);
/* dlti_query_source, handing the text over in pieces, as writev(2) takes
 * them.  Most of a large file's printed text is a few attribute
 * dictionaries printed once: those pieces point where the dictionaries
 * are kept, instead of being copied into a buffer first. */
DLTI_API dlti_status dlti_query_source_pieces(dlti_context *ctx,
                                              const char *name,
                                              const char *text, size_t len,
                                              unsigned flags,
                                              dlti_write_pieces_fn write,
                                              void *user);

/* A flag of dlti_query_source_pieces and dlti_query_source_opts (not
 * dlti_query_source): the text is handed over as each op of the module's
 * body is checked, before the whole file is, so that writing it overlaps
 * the rest of the work.  When the call then fails, or has to print the
 * file another way, `write` is called once with no piece (NULL, 0): the
 * caller takes back all the text of this call handed to it so far (a
 * regular file truncated to where the call began), and what follows, if
 * anything, is the whole text again.  For a caller that can take text
 * back; without the flag nothing is handed over before the whole file is
 * checked. */
#define DLTI_QUERY_WRITE_EARLY 2u
/* A flag of all three: a large file's body ops are printed on a second
 * thread while the next one is parsed (each is printed once the query
 * pass is through it).  `write` is then called from that thread, one call
 * at a time and in order, before the call returns.  The output is the
 * same; without the flag everything runs on the calling thread. */
#define DLTI_QUERY_THREADS 4u
/* With DLTI_QUERY_THREADS: that thread also runs the query pass over each
 * body op before printing it, while the calling thread parses and
 * verifies the next ones (when every plugin dialect loaded allows it,
 * DLTI_DIALECT_LAYOUT_BESIDE_PARSE in plugin.h), and verifies each too
 * while the calling thread only parses (when they all allow that as well,
 * DLTI_DIALECT_VERIFY_BESIDE_PARSE).  It pays where `write` costs its
 * thread little (a pipe, /dev/null): medium to /dev/null took 0.8 of the
 * time.  Where writing costs that thread as much as printing (a regular
 * file), it only moves the wait, so leave it out.  A diagnostic of the
 * pass or the verifier, or a plugin they would load, is not reported from
 * that thread: the call then runs them again on its own, as without the
 * flag, and reports it there.  Ignored without DLTI_QUERY_THREADS. */
#define DLTI_QUERY_PASS_THREAD 8u

/* Where the text of dlti_query_source_opts sits, and what to do with it.
 * All zeros is dlti_query_source_pieces. */
typedef struct dlti_query_options {
    unsigned flags;      /* DLTI_QUERY_TEXT_MAPPED, _WRITE_EARLY, _THREADS,
                          * _PASS_THREAD */
    unsigned first_line; /* line of the text's first byte in the file
                          * `name` (a --split-input-file chunk); 0 is 1 */
    unsigned first_col;  /* its column: locations on the first line count
                          * from there; 0 is 1 */
    int verify_only;     /* stop after dlti_verify; nothing is written and
                          * `write` may be NULL */
} dlti_query_options;
/* dlti_query_source_pieces for a whole file or a piece of one, or
 * dlti_parse_source_at and dlti_verify alone (`verify_only`), with the
 * same diagnostics: one call for everything `dlti query` and
 * `dlti verify` do with a file or a chunk.  `opts` may be NULL.  Only a
 * whole file (line 1, column 1, not verify_only) is checked a body op at
 * a time. */
DLTI_API dlti_status dlti_query_source_opts(dlti_context *ctx,
                                            const char *name,
                                            const char *text, size_t len,
                                            const dlti_query_options *opts,
                                            dlti_write_pieces_fn write,
                                            void *user);

/* Text a call leaves in memory: `len` bytes at `data`, NUL-terminated, in
 * `cap` bytes the library allocated (grown with realloc).  Start from all
 * zeros; a call appends to the `len` bytes already there, so set `len` to
 * 0 to reuse the memory for new text.  `max`, when not 0, bounds `len`:
 * text past it fails the call with DLTI_ERR_LIMIT.  Whatever a call
 * returns, `data` stays yours to reuse or free (dlti_text_free); after a
 * failure the bytes past the old `len` mean nothing. */
typedef struct dlti_text {
    char *data;
    size_t len, cap;
    size_t max;
} dlti_text;
/* Frees t->data and zeroes data, len and cap (`max` stays). */
DLTI_API void dlti_text_free(dlti_text *t);
/* dlti_query_source_opts with the text appended to *out instead of handed
 * to a writer.  A piece of a file past its start is printed straight into
 * it, without the copy a writer that keeps the text makes (dlti query
 * --split-input-file's worker thread); a whole file is appended piece by
 * piece (DLTI_QUERY_WRITE_EARLY's taking back cuts *out back to where the
 * call began). */
DLTI_API dlti_status dlti_query_source_text(dlti_context *ctx,
                                            const char *name,
                                            const char *text, size_t len,
                                            const dlti_query_options *opts,
                                            dlti_text *out);

/* ---- Import and export: other formats of a data layout ----------------
 * Dialects may turn texts of their own formats into data layout specs and
 * back (the dialect hooks layout_import / layout_export).  The llvm plugin
 * does it for LLVM 22 data layout strings and target triples, as MLIR 22
 * does:
 *   import "datalayout"  an LLVM data layout string ("e-m:e-p270:32:32-...")
 *                        to the #dlti.dl_spec that mlir-translate-22
 *                        --import-llvm makes of it; LLVM's error message
 *                        when it is malformed (located in file
 *                        "<datalayout>", line 1, at the column of the
 *                        specification that failed), MLIR's warnings for
 *                        the tokens it drops
 *   import "target"      a target triple to the spec that mlir-opt-22
 *                        --llvm-target-to-data-layout adds for it
 *   export "datalayout"  a spec to the string mlir-translate-22
 *                        --mlir-to-llvmir writes as `target datalayout`
 * `ns` names the dialect; its plugin is loaded when needed.  Diagnostics go
 * through the context's handler. */

/* The spec for `len` bytes of `text` in format `kind` of dialect `ns`:
 * *spec is a #dlti.dl_spec attribute of `ctx`. */
DLTI_API dlti_status dlti_spec_import(dlti_context *ctx, const char *ns,
                                      const char *kind, const char *text,
                                      size_t len, const dlti_attr **spec);
/* A builtin.module of its own whose dlti.dl_spec is `spec` (a
 * #dlti.dl_spec), owned by the context: a scope for dlti_data_layout_get
 * and the queries, with `spec` in effect (verify it with dlti_verify). */
DLTI_API dlti_status dlti_spec_module(dlti_context *ctx, const dlti_attr *spec,
                                      dlti_op **module);
/* The text of format `kind` of dialect `ns` for the #dlti.dl_spec `spec`
 * standing alone (as the spec of a module of its own); *out is
 * NUL-terminated, free it with dlti_free. */
DLTI_API dlti_status dlti_spec_export(dlti_context *ctx, const char *ns,
                                      const char *kind, const dlti_attr *spec,
                                      char **out);
/* As dlti_spec_export for the spec of the scope op `scope` (its attribute
 * dlti.dl_spec; an empty spec when it has none), queried in the layout of
 * `scope` with its enclosing scopes; errors at the location of `scope`. */
DLTI_API dlti_status dlti_op_export(dlti_op *scope, const char *ns,
                                    const char *kind, char **out);

#ifdef __cplusplus
}
#endif
#endif /* DLTI_DLTI_H */
