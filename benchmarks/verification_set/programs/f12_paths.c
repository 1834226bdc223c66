/* Monotone paths through a grid with walls.  Input: R and C (1 <= R, C and R * C <= 10^6),
   then the R rows of the grid, C characters each, '.' a free cell and '#' a wall, separated by
   blanks (spaces, tabs or newlines).  A path starts at the top left cell, steps one cell right
   or one cell down at a time, ends at the bottom right cell and never enters a wall.
   Output: one line "paths P free F": P the number of paths modulo 1000000007 (0 when either
   end is a wall) and F the number of free cells. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MOD 1000000007LL

int main(void) {
    long r, c;
    if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r > 1000000 || c > 1000000 ||
        r * c > 1000000)
        return 1;
    long long *count = calloc((size_t)c, sizeof(long long));
    char *row = malloc((size_t)c + 2);
    if (!count || !row) return 1;
    char format[24];
    snprintf(format, sizeof format, "%%%lds", c + 1);
    long free_cells = 0;
    for (long y = 0; y < r; y++) {
        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;
        for (long x = 0; x < c; x++) {
            if (row[x] == '#') {
                count[x] = 0;
            } else if (row[x] == '.') {
                free_cells++;
                if (y == 0 && x == 0) count[x] = 1;
                else if (x > 0) count[x] = (count[x] + count[x - 1]) % MOD;
            } else {
                return 1;
            }
        }
    }
    printf("paths %lld free %ld\n", count[c - 1], free_cells);
    free(count);
    free(row);
    return 0;
}
