/* Settings.  Input: text of at most 10^6 bytes, lines of any length (the last may lack its
   newline).  Each line is blank (nothing but spaces and tabs), a comment (its first byte that
   is not a space or tab is '#'), or a setting: a key, then '=', then a value.  The key is the
   text before the line's first '=' and the value the text after it, each with the spaces and
   tabs around it removed; the key is not empty, the value may be, and both may hold any byte
   but a newline or NUL.  A key set again takes its new value but keeps its first place.  Output:
   "key=value" for each key, in the order of their first settings, then "N keys". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SLOTS (1 << 20)  /* more than the 5 * 10^5 settings 10^6 bytes can hold */

static char **keys, **vals;
static long nkeys;
static long slot_of[SLOTS];  /* 1 + the index of the key in the slot; 0 when empty */

static int blank(char c) { return c == ' ' || c == '\t'; }

static char *copy(const char *s, size_t len) {
    char *out = malloc(len + 1);
    if (!out) exit(1);
    memcpy(out, s, len);
    out[len] = '\0';
    return out;
}

static int setting(char *line, size_t len) {
    size_t at = 0;
    while (at < len && blank(line[at])) at++;
    if (at == len || line[at] == '#') return 1;
    char *eq = memchr(line, '=', len);
    if (!eq) return 0;
    size_t kb = at, ke = (size_t)(eq - line), vb = ke + 1, ve = len;
    while (ke > kb && blank(line[ke - 1])) ke--;
    while (vb < ve && blank(line[vb])) vb++;
    while (ve > vb && blank(line[ve - 1])) ve--;
    if (ke == kb) return 0;
    unsigned h = 2166136261u;
    for (size_t i = kb; i < ke; i++) h = (h ^ (unsigned char)line[i]) * 16777619u;
    unsigned slot = h & (SLOTS - 1);
    while (slot_of[slot]) {
        const char *key = keys[slot_of[slot] - 1];
        if (strlen(key) == ke - kb && memcmp(key, line + kb, ke - kb) == 0) break;
        slot = (slot + 1) & (SLOTS - 1);
    }
    if (slot_of[slot]) {
        long k = slot_of[slot] - 1;
        free(vals[k]);
        vals[k] = copy(line + vb, ve - vb);
        return 1;
    }
    keys[nkeys] = copy(line + kb, ke - kb);
    vals[nkeys] = copy(line + vb, ve - vb);
    slot_of[slot] = ++nkeys;
    return 1;
}

int main(void) {
    size_t cap = 256, len;
    char *line = malloc(cap);
    keys = malloc(sizeof *keys * (SLOTS / 2));
    vals = malloc(sizeof *vals * (SLOTS / 2));
    if (!line || !keys || !vals) return 1;
    int c = getchar();
    while (c != EOF) {
        len = 0;
        while (c != EOF && c != '\n') {
            if (len == cap) {
                cap *= 2;
                line = realloc(line, cap);
                if (!line) return 1;
            }
            line[len++] = (char)c;
            c = getchar();
        }
        if (c == '\n') c = getchar();
        if (!setting(line, len) || nkeys == SLOTS / 2) return 1;
    }
    for (long k = 0; k < nkeys; k++) {
        printf("%s=%s\n", keys[k], vals[k]);
        free(keys[k]);
        free(vals[k]);
    }
    printf("%ld keys\n", nkeys);
    free(line);
    free(keys);
    free(vals);
    return 0;
}
