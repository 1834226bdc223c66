/* Mirror symmetry of a picture.  Input: R and C (1 <= R, C and R * C <= 10^6), then the R rows
   of the picture, C characters each, every one '#' or '.', all separated by blanks (spaces,
   tabs, carriage returns or newlines); every number as scanf's %ld reads it (an optional sign
   and digits).  Output: a line "left-right yes", or "left-right no K" with K the pairs of cells
   (y, x) and (y, C-1-x) that differ; the same for "top-bottom" with the pairs (y, x) and
   (R-1-y, x), and for "half-turn" with the pairs (y, x) and (R-1-y, C-1-x), each pair counted
   once; then a line "filled F" with the number of '#' cells. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void report(const char *what, long differ) {
    if (differ == 0) printf("%s yes\n", what);
    else printf("%s no %ld\n", what, differ);
}

int main(void) {
    long r, c;
    if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r > 1000000 || c > 1000000
        || r * c > 1000000) return 1;
    char *g = malloc((size_t)(r * c));
    char *row = malloc((size_t)c + 2);
    if (!g || !row) return 1;
    char format[32];
    snprintf(format, sizeof format, "%%%lds", c + 1);
    long filled = 0;
    for (long y = 0; y < r; y++) {
        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;
        for (long x = 0; x < c; x++) {
            if (row[x] != '#' && row[x] != '.') return 1;
            g[y * c + x] = row[x];
            filled += row[x] == '#';
        }
    }
    long lr = 0, tb = 0, ht = 0;
    for (long y = 0; y < r; y++) {
        const char *line = g + y * c;
        for (long x = 0; x < c / 2; x++)
            if (line[x] != line[c - 1 - x]) lr++;
    }
    for (long y = 0; y < r / 2; y++) {
        const char *top = g + y * c, *bottom = g + (r - 1 - y) * c;
        for (long x = 0; x < c; x++)
            if (top[x] != bottom[x]) tb++;
    }
    long cells = r * c;
    for (long i = 0; i < cells / 2; i++)
        if (g[i] != g[cells - 1 - i]) ht++;
    report("left-right", lr);
    report("top-bottom", tb);
    report("half-turn", ht);
    printf("filled %ld\n", filled);
    free(row);
    free(g);
    return 0;
}
