/* The heaviest path through a matrix.  Input: R and C (1 <= R, C and R * C <= 10^6), then the
   R rows of C integers each (|v| <= 10^9), all separated by blanks (spaces, tabs or newlines);
   every number as scanf's %lld reads it (an optional sign and digits).  A path starts at the
   top left cell, steps one cell right or one cell down at a time and ends at the bottom right
   cell.  Output: the largest sum of the cells on a path, and the number of negative cells of
   the matrix, on one line. */
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 1000000000LL

int main(void) {
    long long r, c;
    if (scanf("%lld %lld", &r, &c) != 2 || r < 1 || c < 1 || r > 1000000 || c > 1000000 ||
        r * c > 1000000)
        return 1;
    long long *best = malloc(sizeof(long long) * (size_t)c);
    if (!best) return 1;
    long long negative = 0;
    for (long long y = 0; y < r; y++) {
        for (long long x = 0; x < c; x++) {
            long long v;
            if (scanf("%lld", &v) != 1 || v < -LIMIT || v > LIMIT) return 1;
            if (v < 0) negative++;
            if (y == 0 && x == 0) best[x] = v;
            else if (y == 0) best[x] = best[x - 1] + v;
            else if (x == 0) best[x] = best[x] + v;
            else best[x] = (best[x] > best[x - 1] ? best[x] : best[x - 1]) + v;
        }
    }
    printf("%lld %lld\n", best[c - 1], negative);
    free(best);
    return 0;
}
