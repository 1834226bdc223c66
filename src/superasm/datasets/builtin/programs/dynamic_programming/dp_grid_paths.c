/* A seeded r x c grid with obstacles (density d%) and cell costs: number of monotone paths
   (right/down) mod 1e9+7, and the cheapest path's cost (-1 if none). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int r = 0, c = 0, d = 0;
    unsigned seed = 0;
    if (scanf("%d %d %d %u", &r, &c, &d, &seed) != 4 || r < 1 || c < 1) {
        printf("0 -1\n");
        return 0;
    }
    unsigned *ways = calloc((size_t)c, sizeof(unsigned));
    long long *cost = malloc(sizeof(long long) * (size_t)c);
    if (!ways || !cost) return 1;
    const long long INF = (long long)1 << 60;
    unsigned x = seed;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            x = x * 1103515245u + 12345u;
            int blocked = (int)((x >> 16) % 100u) < d && !(i == 0 && j == 0);
            long long w = (long long)((x >> 8) % 10u);
            if (blocked) {
                ways[j] = 0;
                cost[j] = INF;
                continue;
            }
            if (i == 0 && j == 0) {
                ways[j] = 1;
                cost[j] = w;
                continue;
            }
            unsigned from_left = j > 0 ? ways[j - 1] : 0;
            unsigned long long s = (unsigned long long)(i > 0 ? ways[j] : 0) + from_left;
            ways[j] = (unsigned)(s % 1000000007ULL);
            long long up = i > 0 ? cost[j] : INF, left = j > 0 ? cost[j - 1] : INF;
            long long m = up < left ? up : left;
            cost[j] = m >= INF ? INF : m + w;
        }
    printf("%u %lld\n", ways[c - 1], cost[c - 1] >= INF ? -1LL : cost[c - 1]);
    free(ways); free(cost);
    return 0;
}
