/* Gravity.  Input: R and C (1 <= R, C and R * C <= 2 * 10^6), then R rows of C characters
   each, separated by blanks: '.' an empty cell, 'o' a stone, '#' a wall.  Every stone falls
   straight down until the bottom, a wall or a stone that has come to rest stops it.  Output:
   the R rows after the fall, then "fell D" (D the rows fallen, over all the stones) and
   "tallest H" (H the most stones one on top of the other after the fall). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    long r, c;
    if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r > 2000000 || c > 2000000 ||
        r * c > 2000000)
        return 1;
    char *g = malloc((size_t)(r * c)), *row = malloc((size_t)c + 2);
    if (!g || !row) return 1;
    char format[24];
    snprintf(format, sizeof format, "%%%lds", c + 1);
    for (long y = 0; y < r; y++) {
        if (scanf(format, row) != 1 || strlen(row) != (size_t)c) return 1;
        for (long x = 0; x < c; x++)
            if (row[x] != '.' && row[x] != 'o' && row[x] != '#') return 1;
        memcpy(g + y * c, row, (size_t)c);
    }
    long long fell = 0;
    long tallest = 0;
    for (long x = 0; x < c; x++) {
        long free_row = r - 1;  /* where the next stone comes to rest */
        for (long y = r - 1; y >= 0; y--) {
            char cell = g[y * c + x];
            if (cell == '#') {
                free_row = y - 1;
            } else if (cell == 'o') {
                g[y * c + x] = '.';
                g[free_row * c + x] = 'o';
                fell += free_row - y;
                free_row--;
            }
        }
        long run = 0;
        for (long y = 0; y < r; y++) {
            if (g[y * c + x] == 'o') {
                run++;
                if (run > tallest) tallest = run;
            } else {
                run = 0;
            }
        }
    }
    for (long y = 0; y < r; y++) {
        fwrite(g + y * c, 1, (size_t)c, stdout);
        putchar('\n');
    }
    printf("fell %lld\ntallest %ld\n", fell, tallest);
    free(g);
    free(row);
    return 0;
}
