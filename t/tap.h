/* tap.h - a minimal TAP producer for the C unit tests. */
#ifndef DLTI_TAP_H
#define DLTI_TAP_H

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static int tap_n, tap_failed;

#define ok(cond, ...)                                                        \
    do {                                                                     \
        int ok_ = (cond);                                                    \
        printf("%sok %d - ", ok_ ? "" : "not ", ++tap_n);                    \
        printf(__VA_ARGS__);                                                 \
        printf("\n");                                                        \
        if (!ok_) {                                                          \
            tap_failed++;                                                    \
            printf("#   failed at %s:%d: %s\n", __FILE__, __LINE__, #cond);  \
        }                                                                    \
    } while (0)

#define is_u64(got, want, ...)                                               \
    do {                                                                     \
        uint64_t g_ = (got), w_ = (want);                                    \
        ok(g_ == w_, __VA_ARGS__);                                           \
        if (g_ != w_)                                                        \
            printf("#   got %" PRIu64 ", want %" PRIu64 "\n", g_, w_);       \
    } while (0)

#define is_str(got, want, ...)                                               \
    do {                                                                     \
        const char *g_ = (got), *w_ = (want);                                \
        int same_ = g_ && w_ && strcmp(g_, w_) == 0;                         \
        ok(same_, __VA_ARGS__);                                              \
        if (!same_)                                                          \
            printf("#   got  '%s'\n#   want '%s'\n", g_ ? g_ : "(null)", w_); \
    } while (0)

static int tap_done(void)
{
    printf("1..%d\n", tap_n);
    return tap_failed ? 1 : 0;
}

#endif
