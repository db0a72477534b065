/* debug_info.h - the C structs, unions and classes that a module imported
 * from `clang -g` describes in its debug info (#llvm.di_composite_type
 * aliases), matched to the file's identified LLVM structs the way clang
 * names them (tools/debug_info.c). */
#ifndef DLTI_TOOLS_DEBUG_INFO_H
#define DLTI_TOOLS_DEBUG_INFO_H

#include <dlti/dlti.h>
#include <stddef.h>
#include <stdint.h>

typedef enum di_kind { DI_STRUCT, DI_UNION, DI_CLASS } di_kind;

typedef struct di_comp di_comp;

/* A C member (DW_TAG_member): its byte offset and size as pahole gives
 * them (a bitfield's in units of its type: `24: 3` is bit 3 of the int
 * at 24). */
typedef struct di_member {
    char *name;        /* "" when anonymous (an unnamed union) */
    char *type;        /* the C type before the name ("unsigned int") */
    char *suffix;      /* after the name: "[3]" for arrays, or "" */
    uint64_t offset;   /* bytes */
    uint64_t size;     /* bytes (a bitfield: its type's) */
    int bitfield;
    uint64_t bit;      /* a bitfield's first bit within `offset` */
    uint64_t bits;     /* a bitfield's width */
    di_comp *comp;     /* its struct or union type, or NULL */
} di_member;

struct di_comp {
    const dlti_attr *attr;
    di_kind kind;
    char *cname;       /* "struct S", "union {...}" */
    char *base;        /* clang's LLVM name without uniquing suffix */
    uint64_t size;     /* bytes */
    di_member *m;
    size_t n;
    int empty;         /* holds no data (memo of empty_record: 0 not
                          known yet, 1 empty, 2 not, 3 being found) */
    int decl;          /* a declaration (FwdDecl): no members known, left
                          unmatched (its size alone would leave all of it
                          padding) */
    const dlti_type *llvm; /* the matched LLVM struct, or NULL */
    const char *rec_id;    /* its recId's text (a recursive type), or NULL */
    size_t rec_len;
};

/* An identified LLVM struct of the file. */
typedef struct di_llvm {
    const dlti_type *type;
    char *name;        /* its name ("struct.S") */
    di_comp *comp;     /* matched debug type, or NULL */
} di_llvm;

typedef struct di_info {
    di_comp *c;
    size_t n;
    di_llvm *s;        /* by name */
    size_t ns;
    size_t *c_by_attr; /* indices of c by attribute, of s by type: lookups */
    size_t *s_by_type;
} di_info;

/* The debug types of the file that `top` was parsed from, matched to the
 * identified LLVM structs of the context (with layout dl to compare
 * member offsets); *out is NULL when out of memory (then DLTI_ERR_NOMEM). */
dlti_status di_load(const dlti_op *top, dlti_data_layout *dl, di_info **out);
/* The debug type matched to t, or NULL. */
const di_comp *di_find(const di_info *di, const dlti_type *t);
void di_free(di_info *di);

/* A C type's totals as pahole gives them: members that are not
 * bitfields (sum of their sizes), bitfields (and their bits), holes
 * between members (a bitfield spans its type's size at its offset), the
 * tail padding; a union's padding is after its largest member. */
typedef struct di_sums {
    uint64_t sum_members, holes, sum_holes, padding, bitfields, bits;
} di_sums;
void di_sum(const di_comp *c, di_sums *s);
/* Calls fn for each hole of struct c (none in a union): its offset,
 * size and the member after it. */
void di_holes(const di_comp *c, void (*fn)(void *user, uint64_t at,
                                          uint64_t size, size_t before),
              void *user);

/* The name of an identified LLVM struct type (malloc'ed, unescaped), or
 * NULL for other types. */
char *llvm_struct_name(const dlti_type *t);

#endif
