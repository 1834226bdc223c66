/* Grid paths.  Input: T (1 <= T <= 10) test cases, each "R C" (1 <= R, C and R * C <= 10^6)
   followed by R rows of C integers (|a| <= 10^9).  A path runs from the top-left cell to the
   bottom-right one, each step going one cell right or one cell down.  Output per case: the
   smallest sum of the cells on a path, and the number of paths with that sum modulo
   1000000007. */
#include <stdio.h>
#include <stdlib.h>

#define MOD 1000000007L

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 10) return 1;
    while (t-- > 0) {
        long r, c;
        if (scanf("%ld %ld", &r, &c) != 2 || r < 1 || c < 1 || r * c > 1000000) return 1;
        long long *best = malloc(sizeof *best * (size_t)c);  /* the row above, then this row */
        long *ways = malloc(sizeof *ways * (size_t)c);
        if (!best || !ways) return 1;
        for (long i = 0; i < r; i++) {
            for (long j = 0; j < c; j++) {
                long long a;
                if (scanf("%lld", &a) != 1 || a < -1000000000 || a > 1000000000) return 1;
                if (i == 0 && j == 0) {
                    best[0] = a;
                    ways[0] = 1;
                } else if (i == 0) {
                    best[j] = best[j - 1] + a;
                    ways[j] = ways[j - 1];
                } else if (j == 0 || best[j] < best[j - 1]) {
                    best[j] += a;
                } else if (best[j - 1] < best[j]) {
                    best[j] = best[j - 1] + a;
                    ways[j] = ways[j - 1];
                } else {
                    best[j] += a;
                    ways[j] = (ways[j] + ways[j - 1]) % MOD;
                }
            }
        }
        printf("%lld %ld\n", best[c - 1], ways[c - 1]);
        free(best);
        free(ways);
    }
    return 0;
}
