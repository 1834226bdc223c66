/* The largest square of ones in a grid.  Input: R and C (1 <= R, C and R * C <= 10^6), then
   the R rows of the grid, C characters each, every one '0' or '1', separated by blanks
   (spaces, tabs or newlines); R and C as scanf's %ld reads them (an optional sign and
   digits).  Output: one line "side S squares K ones N": S the side of the largest square of
   cells that are all '1' (0 when there is no '1'), K the number of such squares of side S
   (they may overlap; 0 when S is 0) and N the number of '1' cells. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    long r, c;
    if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r > 1000000 || c > 1000000 ||
        r * c > 1000000)
        return 1;
    long *prev = calloc((size_t)c + 1, sizeof(long)), *cur = calloc((size_t)c + 1, sizeof(long));
    char *row = malloc((size_t)c + 2);
    if (!prev || !cur || !row) return 1;
    char format[24];
    snprintf(format, sizeof format, "%%%lds", c + 1);
    long side = 0, squares = 0, ones = 0;
    for (long y = 0; y < r; y++) {
        if (scanf(format, row) != 1 || (long)strlen(row) != c) return 1;
        for (long x = 1; x <= c; x++) {
            char ch = row[x - 1];
            if (ch == '1') {
                ones++;
                long s = prev[x - 1];
                if (prev[x] < s) s = prev[x];
                if (cur[x - 1] < s) s = cur[x - 1];
                cur[x] = s + 1;
                if (cur[x] > side) {
                    side = cur[x];
                    squares = 1;
                } else if (cur[x] == side) {
                    squares++;
                }
            } else if (ch == '0') {
                cur[x] = 0;
            } else {
                return 1;
            }
        }
        long *swap = prev;
        prev = cur;
        cur = swap;
    }
    printf("side %ld squares %ld ones %ld\n", side, squares, ones);
    free(prev);
    free(cur);
    free(row);
    return 0;
}
