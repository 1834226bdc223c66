/* Versions.  Input: lines until the end of the input, at most 10^5 of them, each two versions
   separated by one space and ended by a newline; a version is 1 to 64 numbers separated by
   dots, each number 1 to 18 digits (leading zeros allowed).  Versions compare number by
   number, numerically, a missing number counting as 0 (so 1.0 = 1 and 1.01 = 1.1).  Output:
   for each line "A < B", "A > B" or "A = B" (the versions as written); then "newest V", the
   greatest version of all lines as written (the first seen of equal ones). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PARTS 64

static int parse(const char *s, long long *parts) {
    int n = 0;
    for (;;) {
        long long v = 0;
        int digits = 0;
        while (*s >= '0' && *s <= '9') {
            v = v * 10 + (*s++ - '0');
            digits++;
        }
        if (digits < 1 || digits > 18 || n == MAX_PARTS) return -1;
        parts[n++] = v;
        if (*s == '\0') return n;
        if (*s++ != '.') return -1;
    }
}

static int compare(const long long *a, int na, const long long *b, int nb) {
    for (int i = 0; i < na || i < nb; i++) {
        long long x = i < na ? a[i] : 0, y = i < nb ? b[i] : 0;
        if (x != y) return x < y ? -1 : 1;
    }
    return 0;
}

int main(void) {
    static char line[4 * MAX_PARTS * 20];
    static char newest[2 * MAX_PARTS * 20];
    static long long best[MAX_PARTS];
    int nbest = 0;
    while (fgets(line, sizeof line, stdin)) {
        char *end = strchr(line, '\n');
        if (!end) return 1;
        *end = '\0';
        char *space = strchr(line, ' ');
        if (!space) return 1;
        *space = '\0';
        long long a[MAX_PARTS], b[MAX_PARTS];
        int na = parse(line, a), nb = parse(space + 1, b);
        if (na < 0 || nb < 0) return 1;
        int order = compare(a, na, b, nb);
        printf("%s %c %s\n", line, order < 0 ? '<' : order > 0 ? '>' : '=', space + 1);
        for (int k = 0; k < 2; k++) {
            const char *text = k ? space + 1 : line;
            const long long *parts = k ? b : a;
            int count = k ? nb : na;
            if (nbest == 0 || compare(parts, count, best, nbest) > 0) {
                memcpy(best, parts, sizeof *parts * (size_t)count);
                nbest = count;
                strcpy(newest, text);
            }
        }
    }
    if (nbest) printf("newest %s\n", newest);
    return 0;
}
