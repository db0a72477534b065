/* json.c - JSON strings for the --format=json outputs: escapes, and
 * invalid UTF-8 replaced by U+FFFD. */
#include "config.h"

#include "cli.h"

#include <stdint.h>
#include <string.h>

/* Length of the valid UTF-8 sequence at s (n bytes left), or 0. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
    size_t need;
    uint32_t cp;
    if (s[0] < 0x80)
        return 1;
    if (s[0] >= 0xC2 && s[0] <= 0xDF) {
        need = 2;
        cp = s[0] & 0x1F;
    } else if (s[0] >= 0xE0 && s[0] <= 0xEF) {
        need = 3;
        cp = s[0] & 0x0F;
    } else if (s[0] >= 0xF0 && s[0] <= 0xF4) {
        need = 4;
        cp = s[0] & 0x07;
    } else {
        return 0;
    }
    if (n < need)
        return 0;
    for (size_t i = 1; i < need; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    if ((need == 3 && cp < 0x800) || (need == 4 && cp < 0x10000) ||
        cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return need;
}

/* Prints s as a JSON string: quotes, backslashes and control characters
 * escaped, invalid UTF-8 replaced by U+FFFD. */
void json_string(FILE *out, const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t n = strlen(s);
    fputc('"', out);
    while (n > 0) {
        unsigned char c = *p;
        size_t k;
        switch (c) {
        case '"': fputs("\\\"", out); k = 1; break;
        case '\\': fputs("\\\\", out); k = 1; break;
        case '\b': fputs("\\b", out); k = 1; break;
        case '\f': fputs("\\f", out); k = 1; break;
        case '\n': fputs("\\n", out); k = 1; break;
        case '\r': fputs("\\r", out); k = 1; break;
        case '\t': fputs("\\t", out); k = 1; break;
        default:
            if (c < 0x20) {
                fprintf(out, "\\u%04x", c);
                k = 1;
            } else if ((k = utf8_len(p, n)) != 0) {
                fwrite(p, 1, k, out);
            } else {
                fputs("\\ufffd", out);
                k = 1;
            }
        }
        p += k;
        n -= k;
    }
    fputc('"', out);
}
