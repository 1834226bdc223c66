/* Area and perimeter of a picture.  Input: R and C (1 <= R, C and R * C <= 2 * 10^6), then R
   rows of exactly C characters each, '#' (filled) or '.' (empty), the numbers and rows separated
   by blanks (spaces, tabs or newlines).  Output: on one line, the number of filled cells and the
   perimeter of the filled cells: the number of cell sides between a filled cell and an empty
   cell or the outside. */
#include <stdio.h>
#include <stdlib.h>

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
        if (scanf(format, row) != 1) return 1;
        for (long x = 0; x < c; x++) {
            if (row[x] != '.' && row[x] != '#') return 1;
            g[y * c + x] = row[x] == '#';
        }
        if (row[c] != '\0') return 1;
    }
    long area = 0, perimeter = 0;
    for (long y = 0; y < r; y++)
        for (long x = 0; x < c; x++) {
            if (!g[y * c + x]) continue;
            area++;
            perimeter += y == 0 || !g[(y - 1) * c + x];
            perimeter += y == r - 1 || !g[(y + 1) * c + x];
            perimeter += x == 0 || !g[y * c + x - 1];
            perimeter += x == c - 1 || !g[y * c + x + 1];
        }
    printf("%ld %ld\n", area, perimeter);
    free(g);
    free(row);
    return 0;
}
