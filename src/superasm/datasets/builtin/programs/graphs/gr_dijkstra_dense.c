/* O(n^2) Dijkstra on a dense seeded digraph (edge i->j present with probability p%, weight
   1..w); print the sum of finite distances from node 0 and how many nodes are unreachable. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0, p = 0, w = 1;
    unsigned seed = 0;
    if (scanf("%d %d %d %u", &n, &p, &w, &seed) != 4 || n < 1) {
        printf("0 0\n");
        return 0;
    }
    if (w < 1) w = 1;
    int *adj = malloc(sizeof(int) * (size_t)n * (size_t)n);
    long long *dist = malloc(sizeof(long long) * (size_t)n);
    char *done = calloc((size_t)n, 1);
    if (!adj || !dist || !done) return 1;
    unsigned x = seed;
    for (long i = 0; i < (long)n * n; i++) {
        x = x * 1664525u + 1013904223u;
        adj[i] = (int)((x >> 16) % 100u) < p ? 1 + (int)((x >> 4) % (unsigned)w) : 0;
    }
    const long long INF = (long long)1 << 60;
    for (int i = 0; i < n; i++) dist[i] = INF;
    dist[0] = 0;
    for (int it = 0; it < n; it++) {
        int u = -1;
        for (int i = 0; i < n; i++)
            if (!done[i] && (u < 0 || dist[i] < dist[u])) u = i;
        if (u < 0 || dist[u] >= INF) break;
        done[u] = 1;
        const int *row = adj + (long)u * n;
        for (int v = 0; v < n; v++)
            if (row[v] && dist[u] + row[v] < dist[v]) dist[v] = dist[u] + row[v];
    }
    long long sum = 0;
    int unreachable = 0;
    for (int i = 0; i < n; i++) {
        if (dist[i] >= INF) unreachable++;
        else sum += dist[i];
    }
    printf("%lld %d\n", sum, unreachable);
    free(adj); free(dist); free(done);
    return 0;
}
