/* T cases; each: n W, then n lines "weight value". Prints the 0/1 knapsack optimum per case. */
#include <stdio.h>
#include <string.h>

static long best[100001];

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n, cap;
        if (scanf("%d %d", &n, &cap) != 2 || cap > 100000) return 1;
        memset(best, 0, sizeof(long) * (size_t)(cap + 1));
        for (int i = 0; i < n; i++) {
            int w; long v;
            if (scanf("%d %ld", &w, &v) != 2) return 1;
            for (int c = cap; c >= w; c--)
                if (best[c - w] + v > best[c]) best[c] = best[c - w] + v;
        }
        printf("%ld\n", best[cap]);
    }
    return 0;
}
