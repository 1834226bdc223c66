/* Packing.  Input: T (1 <= T <= 10), then T cases.  A case is a line "N W" (1 <= N <= 100,
   0 <= W <= 10^5), then N lines "w v", an item's weight and value (1 <= w <= 10^5,
   0 <= v <= 10^9).  Output, per case: the largest total value of items, each used at most
   once, whose total weight is at most W. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 10) return 1;
    while (t-- > 0) {
        int n, cap;
        if (scanf("%d %d", &n, &cap) != 2 || n < 1 || n > 100 || cap < 0 || cap > 100000)
            return 1;
        long long *best = calloc((size_t)cap + 1, sizeof *best);  /* best[c]: weight <= c */
        if (!best) return 1;
        for (int i = 0; i < n; i++) {
            int w;
            long long v;
            if (scanf("%d %lld", &w, &v) != 2 || w < 1 || w > 100000 || v < 0 || v > 1000000000)
                return 1;
            for (int c = cap; c >= w; c--)
                if (best[c - w] + v > best[c]) best[c] = best[c - w] + v;
        }
        printf("%lld\n", best[cap]);
        free(best);
    }
    return 0;
}
