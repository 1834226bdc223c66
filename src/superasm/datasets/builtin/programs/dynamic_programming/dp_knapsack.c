/* 0/1 knapsack: n seeded items (weight, value), capacity W; best value and the number of
   capacities at which the best value changes. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0, cap = 0, maxw = 1;
    unsigned seed = 0;
    if (scanf("%d %d %d %u", &n, &cap, &maxw, &seed) != 4 || n < 0 || cap < 0) n = cap = 0;
    if (maxw < 1) maxw = 1;
    long long *best = calloc((size_t)cap + 1, sizeof(long long));
    if (!best) return 1;
    unsigned x = seed;
    for (int i = 0; i < n; i++) {
        x = x * 1664525u + 1013904223u;
        int w = 1 + (int)((x >> 8) % (unsigned)maxw);
        x = x * 1664525u + 1013904223u;
        long long v = (long long)((x >> 8) % 1000u) + w / 2;
        for (int c = cap; c >= w; c--)
            if (best[c - w] + v > best[c]) best[c] = best[c - w] + v;
    }
    int steps = 0;
    for (int c = 1; c <= cap; c++) steps += best[c] != best[c - 1];
    printf("%lld %d\n", best[cap], steps);
    free(best);
    return 0;
}
