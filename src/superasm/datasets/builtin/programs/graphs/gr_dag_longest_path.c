/* A seeded DAG (edges go from lower to higher index, each node gets up to k out-edges within a
   window): Kahn's topological order and the longest weighted path. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0, k = 0, window = 1;
    unsigned seed = 0;
    if (scanf("%d %d %d %u", &n, &k, &window, &seed) != 4 || n < 1 || k < 0) {
        printf("0 0\n");
        return 0;
    }
    if (window < 1) window = 1;
    long m = (long)n * k;
    int *head = malloc(sizeof(int) * (size_t)n), *next = malloc(sizeof(int) * (size_t)(m + 1));
    int *to = malloc(sizeof(int) * (size_t)(m + 1)), *w = malloc(sizeof(int) * (size_t)(m + 1));
    int *indeg = calloc((size_t)n, sizeof(int)), *order = malloc(sizeof(int) * (size_t)n);
    long long *best = calloc((size_t)n, sizeof(long long));
    if (!head || !next || !to || !w || !indeg || !order || !best) return 1;
    for (int i = 0; i < n; i++) head[i] = -1;
    unsigned x = seed;
    long edges = 0;
    for (int u = 0; u < n; u++)
        for (int j = 0; j < k; j++) {
            x = x * 1103515245u + 12345u;
            int v = u + 1 + (int)((x >> 8) % (unsigned)window);
            if (v >= n) continue;
            to[edges] = v;
            w[edges] = (int)((x >> 20) % 1000u);
            next[edges] = head[u];
            head[u] = (int)edges++;
            indeg[v]++;
        }
    int qh = 0, qt = 0;
    for (int i = 0; i < n; i++) if (!indeg[i]) order[qt++] = i;
    long long longest = 0;
    while (qh < qt) {
        int u = order[qh++];
        for (int e = head[u]; e >= 0; e = next[e]) {
            int v = to[e];
            if (best[u] + w[e] > best[v]) best[v] = best[u] + w[e];
            if (best[v] > longest) longest = best[v];
            if (--indeg[v] == 0) order[qt++] = v;
        }
    }
    printf("%ld %lld\n", edges, longest);
    free(head); free(next); free(to); free(w); free(indeg); free(order); free(best);
    return 0;
}
