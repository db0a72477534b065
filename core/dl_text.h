/* dl_text.h - the text layer (layer 2): parsing (parse/) and printing
 * (print/) of the IR, and the checks MLIR runs as attributes are built. */
#ifndef DLTI_DL_TEXT_H
#define DLTI_DL_TEXT_H

#include "dl_ir.h"

/* ---- Parser (core/parse/) ----------------------------------------------- */

/* Parses text into a top-level module (see dlti_parse_source).  `text`
 * starts at line `first_line` of file `name` (split input keeps the file's
 * line numbers). */
dlti_status dl_text_parse_source(dlti_context *ctx, const char *name,
                            const char *text, size_t len, unsigned first_line,
                            dlti_op **top);
/* Streaming parse (query/source.c): when the file's first op is a builtin.module
 * in its custom form, `begin` is called once its attributes are parsed
 * (before its body) and `unit` once for each op of its body as soon as that
 * op is complete (ops of later blocks too: query/source.c refuses such a body).
 * After `unit` returns DLTI_OK the op is taken out of the
 * block and its memory reused, so that memory is bounded by one op of the
 * body, not the file.  (The shared layouts of its scope ops stay, with
 * their addresses: a query pass may go on holding answers by them.)  A
 * non-OK status from a hook stops the parse with that status. */
/* Eight lanes, seven ops ahead: with three the caller waited for the
 * stage in one handover of seven on medium (a function the stage writes
 * into a file takes longer than one it parses); with seven, in one of
 * fourteen, for 0.9 MB more. */
#define DL_STREAM_LANES 8
typedef struct dl_stream_hooks {
    dlti_status (*begin)(void *user, dlti_op *top);
    /* `skimmed`: an op of the file so far was read as written (skim.c) */
    dlti_status (*unit)(void *user, dlti_op *top, dlti_op *unit,
                        bool skimmed);
    void *user;
    bool drop_text; /* text is a file mapping: give passed pages back */
    /* 2 to DL_STREAM_LANES: a body op's IR stays whole until the unit hook
     * of the op `lanes` - 1 after it returns (the hook hands ops to
     * another thread); 0 or 1: until its own hook returns. */
    unsigned lanes;
    /* Called, if set, once the streamed body is parsed (before the top op
     * is changed: its inherent attributes moved, its parent set), and
     * once the parse is over and before the parser's memory goes, whether
     * it succeeded or not: it waits for what the hooks handed over. */
    void (*finish)(void *user);
} dl_stream_hooks;
dlti_status dl_text_parse_stream(dlti_context *ctx, const char *name,
                            const char *text, size_t len,
                            const dl_stream_hooks *hooks, dlti_op **top);
/* Custom assembly of builtin.module: `module @name? attributes {..}? {..}`,
 * called after the keyword `module` / `builtin.module`. */
dlti_status dl_text_parse_module_body(dlti_parser *p, dlti_op *op);
/* The successors of an op read as written (parse/skim.c): the next `^label`
 * of its text `t0` from `t` (*n its length; NULL when none is left;
 * `angles` starts at 0 for an op's first text), and whether it has one. */
const char *dl_text_skim_label(const char *t0, const char *t,
                               unsigned *angles, size_t *n);
bool dl_text_skimmed_branches(const dlti_op *op);
/* ---- Printer (print/) --------------------------------------------------- */

/* Whether the printer names the attribute by an alias of its own (#map,
 * #loc, #di_...) wherever it appears in a module. */
bool dl_text_attr_has_alias(const dlti_attr *a);

void dl_text_print_type(dl_buf *b, const dlti_type *t);
void dl_text_print_attr(dl_buf *b, const dlti_attr *a);
/* The text of a type or attribute for a message (malloc'ed; NULL when
 * memory ran out, which dl_or_lost turns into words). */
char *dl_text_type_text(const dlti_type *t);
char *dl_text_attr_text(const dlti_attr *a);
/* How the printer keeps a ref printed as `d` (`len` bytes) in an opaque
 * body apart from a '<' after it (print/printer.c); the parser stores a
 * body whose printed form reads back to it (parse/symbol.c). */
typedef enum { DL_APART_NONE, DL_APART_ANGLES, DL_APART_SPACE } dl_apart;
dl_apart dl_text_pr_apart(const char *d, size_t len, size_t *dot);
/* The same for `obj` printed alone; false when memory ran out. */
bool dl_text_pr_apart_of(const void *obj, bool is_type, dl_apart *out);
/* The text of a type ('T') or an attribute ('A'): a context's
 * object_text, for %pT and %pA in diagnostics; past 1 MiB cut, with
 * " ..." (so is dl_text_op_diag_text's). */
char *dl_text_object_text(const void *obj, char kind);
/* Forgets the aliases kept with the modules parsed so far (for
 * dlti_parse_type_in), whose ops are gone (dlti_context_file_done). */
void dl_text_kept_aliases_free(dlti_context *ctx);
/* Forgets where the file's specs are written (parse/written.c): the
 * records name its ops, which go when the file is done (the table
 * stays, empty). */
void dl_text_written_drop(dlti_context *ctx);
/* Whether `a` is a location attribute, `loc(...)` (parse/loc.c). */
bool dl_text_attr_is_location(const dlti_attr *a);
/* Prints an op with `indent` spaces, MLIR style, ending with "\n". */
void dl_text_print_op(dl_buf *b, const dlti_op *op, unsigned indent);
/* dl_text_print_op appended to t's text (dl_buf_give_back's status). */
dlti_status dl_text_print_into(const dlti_op *op, dlti_text *t);
/* An op as MLIR prints it in a diagnostic: values numbered in its local
 * scope (from the nearest op isolated from above); malloc'ed, NULL when
 * out of memory. */
char *dl_text_op_diag_text(const dlti_op *op);
/* Custom form of builtin.module (the op class's print hook). */
void dl_text_print_module(dlti_printer *pr, const dlti_op *op);
/* A module printed in pieces as it is parsed (query/source.c): dl_text_sp_visit the
 * module (its body empty) and then each op of its body, all before
 * dl_text_sp_begin; then dl_text_sp_unit each body op again and dl_text_sp_end.  The
 * text is that of dl_text_print_op on the whole module.  dl_text_sp_visit is false
 * when out of memory. */
typedef struct dl_stream_printer dl_stream_printer;
dl_stream_printer *dl_text_sp_new(void);
bool dl_text_sp_visit(dl_stream_printer *sp, const dlti_op *op);
bool dl_text_sp_begin(dl_stream_printer *sp, const dlti_op *top,
                 dlti_write_fn write, void *user);
void dl_text_sp_unit(dl_stream_printer *sp, const dlti_op *unit);
dlti_status dl_text_sp_status(const dl_stream_printer *sp); /* NOMEM, IO or OK */
/* The check may print each body op after dl_text_sp_visit, into memory:
 * dl_text_sp_tape_unit is false (and the text dropped for good) once an alias
 * is known, memory fails or the text passes DL_TAPE_MAX.  If dl_text_sp_taped
 * at the end, dl_text_sp_begin, dl_text_sp_replay and dl_text_sp_end write the module;
 * dl_text_sp_replay hands the text to `pieces` without copying it when that is
 * set. */
#define DL_TAPE_MAX ((size_t)64 << 20)
bool dl_text_sp_tape_unit(dl_stream_printer *sp, const dlti_op *unit);
bool dl_text_sp_taped(const dl_stream_printer *sp);
void dl_text_sp_replay(dl_stream_printer *sp, dlti_write_pieces_fn pieces,
                  void *user);
dlti_status dl_text_sp_end(dl_stream_printer *sp);
/* Writing the kept text as the check goes (DLTI_QUERY_WRITE_EARLY), while
 * dl_text_sp_tape_unit holds: dl_text_sp_open writes the module's opening
 * (false when out of memory), dl_text_sp_flush_tape hands the text kept
 * since its last call to `pieces` and forgets it; dl_text_sp_end closes. */
bool dl_text_sp_open(dl_stream_printer *sp, const dlti_op *top,
                     dlti_write_fn write, void *user);
void dl_text_sp_flush_tape(dl_stream_printer *sp, dlti_write_pieces_fn pieces,
                           void *user);
void dl_text_sp_free(dl_stream_printer *sp);

/* ---- Where spec entries are written (parse/written.c) ---------------- */

/* Where each entry of `spec`, the value of `op`'s attribute `attr_name`,
 * is written, as recorded when the op was parsed (one location per entry
 * of the spec); *alias is the alias ("#name") whose definition holds
 * them, NULL when written in the op.  NULL when nothing was recorded. */
const dlti_loc *dl_text_spec_written(dlti_context *ctx, const dlti_op *op,
                                const char *attr_name, const dlti_attr *spec,
                                const char **alias);

/* ---- Entry lists (parse/entry_lists.c) --------------------------------- */

/* An entry's key as DLTI prints it in messages (malloc'ed, may be NULL):
 * strings quoted, types bare. */
char *dl_text_entry_key_text(const dlti_attr *key);
/* Verifies an entry list while it is being constructed (the attribute
 * verifiers MLIR runs at parse time): kind is DL_AT_DL_SPEC, DL_AT_MAP,
 * DL_AT_DEVICE_SPEC or DL_AT_SYSTEM_SPEC.  Reports at `loc`. */
dlti_status dl_text_verify_entry_list(dlti_context *ctx, dl_attr_kind kind,
                                 size_t n, const dlti_attr *const *entries,
                                 const dlti_loc *loc);

#endif /* DLTI_DL_TEXT_H */
