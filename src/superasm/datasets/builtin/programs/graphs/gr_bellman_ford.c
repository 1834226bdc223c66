/* Bellman-Ford from node 0 on a seeded graph with negative forward edges (no negative cycles):
   rounds until stable, the sum of reachable distances and the smallest distance. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0;
    long m = 0;
    unsigned seed = 0;
    if (scanf("%d %ld %u", &n, &m, &seed) != 3 || n < 1 || m < 0) {
        printf("0 0 0\n");
        return 0;
    }
    int *ea = malloc(sizeof(int) * (size_t)(m + 1)), *eb = malloc(sizeof(int) * (size_t)(m + 1));
    int *ew = malloc(sizeof(int) * (size_t)(m + 1));
    long long *dist = malloc(sizeof(long long) * (size_t)n);
    if (!ea || !eb || !ew || !dist) return 1;
    unsigned x = seed;
    for (long e = 0; e < m; e++) {
        x = x * 1664525u + 1013904223u;
        int a = (int)((x >> 4) % (unsigned)n);
        x = x * 1664525u + 1013904223u;
        int b = (int)((x >> 4) % (unsigned)n);
        int w = (int)((x >> 20) % 100u);
        if (a > b) { int t = a; a = b; b = t; w += 50; }
        else if (a < b) w -= 40;  /* negative only on forward edges: no negative cycle */
        ea[e] = a; eb[e] = b; ew[e] = a == b ? 0 : w;
    }
    const long long INF = (long long)1 << 60;
    for (int i = 0; i < n; i++) dist[i] = INF;
    dist[0] = 0;
    int rounds = 0;
    for (int it = 0; it < n; it++) {
        int changed = 0;
        rounds++;
        for (long e = 0; e < m; e++)
            if (dist[ea[e]] < INF && dist[ea[e]] + ew[e] < dist[eb[e]]) {
                dist[eb[e]] = dist[ea[e]] + ew[e];
                changed = 1;
            }
        if (!changed) break;
    }
    long long sum = 0, smallest = 0;
    for (int i = 0; i < n; i++)
        if (dist[i] < INF) {
            sum += dist[i];
            if (dist[i] < smallest) smallest = dist[i];
        }
    printf("%d %lld %lld\n", rounds, sum, smallest);
    free(ea); free(eb); free(ew); free(dist);
    return 0;
}
